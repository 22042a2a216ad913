import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { intParam, langParam } from '../report';

// ---- Site furniture: dictionaries, image windows, live notice, version ----

/** GET /dictionaries/getDictionariesOne: one configuration entry; `dictionariesValue` is JSON text. */
export const dictionariesOne = defineCall({
  service: 'default',
  method: 'GET',
  path: '/dictionaries/getDictionariesOne',
  query: z.object({ dictionariesKey: z.string().trim().min(1).max(64), userIdentity: z.enum(['guest', 'member']).default('guest'), lang: langParam }),
  response: envelope({ data: z.object({ dictionariesKey: z.string(), dictionariesValue: z.string(), remark: z.string() }) }),
});

export const frontImgWindowSchema = z.object({ id: z.number().int(), title: z.string(), imgUrl: z.string(), linkUrl: z.string(), showAddress: z.number().int(), sort: z.number().int() });
export type FrontImgWindow = z.infer<typeof frontImgWindowSchema>;

/** GET /qbt4-front-img-window/frontImgWindowList: banners for a place of the site (showAddress 1 = home carousel, 2 = college, 3 = popup). */
export const frontImgWindowList = defineCall({
  service: 'default',
  method: 'GET',
  path: '/qbt4-front-img-window/frontImgWindowList',
  query: z.object({ showAddress: intParam().min(1).max(3).default(1), lang: langParam }),
  response: envelope({ data: z.array(frontImgWindowSchema) }),
});

export const liveNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  speaker: z.string(),
  startTime: z.string(),
  minutes: z.number().int(),
  summary: z.string(),
  /** Where the notice leads (a site path or an address); empty: the college's live courses. */
  linkUrl: z.string(),
});
export type LiveNotice = z.infer<typeof liveNoticeSchema>;

/** GET /liveNotice/newLiveNotice: the next live class (or the latest one when none is ahead). */
export const newLiveNotice = defineCall({
  service: 'default',
  method: 'GET',
  path: '/liveNotice/newLiveNotice',
  query: z.object({ lang: langParam }),
  response: envelope({ data: liveNoticeSchema.nullable() }),
});

/** GET /versionUpdate/app: the current version of the browser extension and what changed. */
export const versionUpdate = defineCall({
  service: 'default',
  method: 'GET',
  path: '/versionUpdate/app',
  query: z.object({ lang: langParam }),
  response: envelope({ data: z.object({ version: z.string(), publishedAt: z.string(), notes: z.array(z.string()), forceUpdate: z.boolean(), downloadUrl: z.string() }) }),
});
