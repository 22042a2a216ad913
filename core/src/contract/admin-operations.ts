import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { intParam } from './report';

// The operations console's site switches, data freshness, front image windows, live notices and
// channel editing (/api/admin/*); the rest of the console is in admin/.

/** Business codes beyond admin.ADMIN_CODES (51_0xx). */
export const ADMIN_OPS_CODES = Object.freeze({
  /** Another channel has this urlCode, appId or page number. */
  channelTaken: 51_101,
  /** The period of a front image window ends before it starts. */
  badPeriod: 51_102,
});

/** Roles that may change channels (support may read them). */
export const CHANNEL_EDIT_ROLES = Object.freeze(['admin'] as const);

export const LIMITS = Object.freeze({ trialDaysMin: 1, trialDaysMax: 90, titleMax: 120, textMax: 500, urlMax: 500, codeMax: 64 });

const page = { pageNum: intParam().min(1).max(10_000).default(1), pageSize: intParam().min(1).max(50).default(20) };
const done = envelope({ data: z.object({ ok: z.literal(true) }).optional() });
const lang = z.enum(['zh', 'en', 'ru']);

/** An uploaded image (the upload service's answer: absolute or under this origin) or a file of the site (`/favicon.svg`). */
export const IMAGE_URL = /^((https?:\/\/[^\s"'<>/]+)?\/api\/uploads\/[\w.-]+|\/[\w./-]+\.(svg|png|jpe?g|webp|gif))$/;
/** Where a link leads: a path of this site or an http(s) address. */
export const LINK_URL = /^(\/(?!\/)[^\s"'<>]*|https?:\/\/[^\s"'<>]+)$/;

const imageUrl = z.string().trim().max(LIMITS.urlMax).regex(IMAGE_URL);
const linkUrl = z.string().trim().max(LIMITS.urlMax).regex(LINK_URL);
const title = z.string().trim().min(1).max(LIMITS.titleMax);
const isoTime = z.iso.datetime({ offset: true });

// ---- Data freshness and import history ----

export const IMPORT_KINDS = ['market', 'pricing', 'offers'] as const;
export const IMPORT_OUTCOMES = ['running', 'imported', 'refused', 'failed'] as const;

export const importRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  command: z.string(),
  runBy: z.string(),
  files: z.array(z.string()),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.enum(IMPORT_OUTCOMES),
  rows: z.record(z.string(), z.number().int()),
  report: z.array(z.string()),
  summary: z.string(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

/** GET /admin/imports: runs of the import commands, newest first. */
export const imports = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/imports',
  query: z.object({ ...page, kind: z.enum(IMPORT_KINDS).optional() }),
  response: envelope({ data: z.object({ list: z.array(importRunSchema), total: z.number().int() }).optional() }),
});

export const freshnessSchema = z.object({
  /** The latest day with market sales (YYYY-MM-DD), null on an empty market. */
  latestDay: z.string().nullable(),
  /** The workbench's rollups: the latest day they were built for and when; current when that is the market's latest day. */
  rollup: z.object({ latestDay: z.string().nullable(), refreshedAt: z.string().nullable(), current: z.boolean() }),
  /** generated: the built-in generated market only; observed: market imports have been written on top of it. */
  source: z.enum(['generated', 'observed']),
  /** Accepted market imports and the last one's end. */
  marketImports: z.number().int(),
  lastImportAt: z.string().nullable(),
});
export type Freshness = z.infer<typeof freshnessSchema>;

/** GET /admin/freshness: the market's latest day, the rollups' state and where the data comes from. */
export const freshness = defineCall({ service: 'default', method: 'GET', path: '/admin/freshness', response: envelope({ data: freshnessSchema.optional() }) });

// ---- Site switches ----

/** The popups of isOpenWindowV2: listModel filters abnormal data out, trialVipModel offers the trial, noticeModel shows notices. */
export const OPEN_WINDOW_TYPES = ['listModel', 'trialVipModel', 'noticeModel'] as const;
export const openWindowsSchema = z.object({ listModel: z.boolean(), trialVipModel: z.boolean(), noticeModel: z.boolean() });
export type OpenWindows = z.infer<typeof openWindowsSchema>;

/** The trial gift (userGivTrialVipWindow and giveAway): offered or not, and how many days it gives. */
export const trialGiftSchema = z.object({ enabled: z.boolean(), days: z.number().int().min(LIMITS.trialDaysMin).max(LIMITS.trialDaysMax) });
export type TrialGift = z.infer<typeof trialGiftSchema>;

export const siteSettingsSchema = z.object({
  openWindows: openWindowsSchema,
  trialGift: trialGiftSchema,
  /** Last change of each, null while the built-in default applies. */
  updated: z.object({ openWindows: z.object({ at: z.string(), by: z.string() }).nullable(), trialGift: z.object({ at: z.string(), by: z.string() }).nullable() }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET /admin/settings: the site's switches in force. */
export const settings = defineCall({ service: 'default', method: 'GET', path: '/admin/settings', response: envelope({ data: siteSettingsSchema.optional() }) });

/** POST /admin/settings/open-windows: the popups' defaults for accounts without a choice of their own. */
export const saveOpenWindows = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/settings/open-windows',
  body: openWindowsSchema,
  response: envelope({ data: siteSettingsSchema.optional() }),
});

/** POST /admin/settings/trial-gift: the trial gift on or off and its days (members claiming from now get them). */
export const saveTrialGift = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/settings/trial-gift',
  body: trialGiftSchema,
  response: envelope({ data: siteSettingsSchema.optional() }),
});

// ---- Front image windows and live notices ----

/** Places of front image windows: 1 home page, 2 college, 3 popup. */
export const WINDOW_PLACES = [1, 2, 3] as const;

export const frontWindowSchema = z.object({
  id: z.number().int(),
  lang,
  showAddress: z.number().int(),
  title: z.string(),
  /** The uploaded image, empty for the generated banner. */
  imgUrl: z.string(),
  /** What the site shows: the uploaded image or the generated banner. */
  shownImg: z.string(),
  linkUrl: z.string(),
  sort: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  /** Shown now: on and inside its period. */
  live: z.boolean(),
});
export type FrontWindow = z.infer<typeof frontWindowSchema>;

/** GET /admin/front-windows: every window of a language (and place), by place and order. */
export const frontWindows = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/front-windows',
  query: z.object({ lang: lang.default('zh'), showAddress: intParam().min(1).max(3).optional() }),
  response: envelope({ data: z.array(frontWindowSchema).optional() }),
});

export const frontWindowInput = z
  .object({
    /** Absent: a new window. */
    id: z.number().int().positive().optional(),
    lang,
    showAddress: z.union(WINDOW_PLACES.map((p) => z.literal(p))),
    title,
    imgUrl: imageUrl.or(z.literal('')),
    linkUrl,
    sort: z.number().int().min(0).max(9999),
    startsAt: isoTime.nullable(),
    endsAt: isoTime.nullable(),
    enabled: z.boolean(),
  })
  .strict();
export type FrontWindowInput = z.infer<typeof frontWindowInput>;

/** POST /admin/front-window: creates or changes a window; the site shows it at once. */
export const saveFrontWindow = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/front-window',
  body: frontWindowInput,
  response: envelope({ data: frontWindowSchema.optional() }),
});

/** POST /admin/front-window/delete: removes a window. */
export const deleteFrontWindow = defineCall({ service: 'default', method: 'POST', path: '/admin/front-window/delete', body: z.object({ id: z.number().int().positive() }), response: done });

export const liveNoticeRowSchema = z.object({
  id: z.number().int(),
  lang,
  title: z.string(),
  speaker: z.string(),
  summary: z.string(),
  startTime: z.string(),
  minutes: z.number().int(),
  linkUrl: z.string(),
  enabled: z.boolean(),
});
export type LiveNoticeRow = z.infer<typeof liveNoticeRowSchema>;

/** GET /admin/live-notices: the live notices of a language, latest start first. */
export const liveNotices = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/live-notices',
  query: z.object({ lang: lang.default('zh') }),
  response: envelope({ data: z.array(liveNoticeRowSchema).optional() }),
});

export const liveNoticeInput = z
  .object({
    id: z.number().int().positive().optional(),
    lang,
    title,
    speaker: z.string().trim().max(LIMITS.titleMax),
    summary: z.string().trim().max(LIMITS.textMax),
    startTime: isoTime,
    minutes: z.number().int().min(1).max(600),
    linkUrl: linkUrl.or(z.literal('')),
    enabled: z.boolean(),
  })
  .strict();
export type LiveNoticeInput = z.infer<typeof liveNoticeInput>;

/** POST /admin/live-notice: creates or changes a live notice; the site shows it at once. */
export const saveLiveNotice = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/live-notice',
  body: liveNoticeInput,
  response: envelope({ data: liveNoticeRowSchema.optional() }),
});

/** POST /admin/live-notice/delete: removes a live notice. */
export const deleteLiveNotice = defineCall({ service: 'default', method: 'POST', path: '/admin/live-notice/delete', body: z.object({ id: z.number().int().positive() }), response: done });

// Multipart bodies are built by the caller; the schema only checks a FormData is handed over.
const formBody = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData);

/** POST /admin/upload: an operator's image (form field `file`), checked by its bytes like members' uploads. */
export const uploadImage = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/upload',
  body: formBody,
  response: envelope({ data: z.object({ url: z.string(), type: z.string(), size: z.number().int() }).optional() }),
});

// ---- Channels ----

export const CHANNEL_TYPES = [1, 2, 3] as const;
/** urlCode and appId: letters, digits, `-` and `_`. */
export const CODE = /^[A-Za-z0-9_-]+$/;

export const channelSchema = z.object({
  urlCode: z.string(),
  appId: z.string().nullable(),
  channelName: z.string(),
  channelType: z.number().int(),
  pageIndex: z.number().int().nullable(),
  logo: z.string(),
  logoTitle: z.string(),
  loginLabel: z.string(),
  link: z.string(),
  enabled: z.boolean(),
});
export type Channel = z.infer<typeof channelSchema>;

/** GET /admin/channel: one channel as stored, for editing. */
export const channel = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/channel',
  query: z.object({ urlCode: z.string().trim().min(1).max(LIMITS.codeMax) }),
  response: envelope({ data: channelSchema.optional() }),
});

export const channelInput = z
  .object({
    /** create: a new channel (urlCode must be free); update: the channel of urlCode (its code never changes: links carry it). */
    mode: z.enum(['create', 'update']),
    urlCode: z.string().trim().min(1).max(LIMITS.codeMax).regex(CODE),
    appId: z.string().trim().min(1).max(LIMITS.codeMax).regex(CODE).nullable(),
    channelName: title,
    channelType: z.union(CHANNEL_TYPES.map((t) => z.literal(t))),
    pageIndex: z.number().int().min(1).max(9999).nullable(),
    logo: imageUrl.or(z.literal('')),
    logoTitle: z.string().trim().max(LIMITS.titleMax),
    loginLabel: z.string().trim().max(40),
    link: linkUrl.or(z.literal('')),
    enabled: z.boolean(),
  })
  .strict();
export type ChannelInput = z.infer<typeof channelInput>;

/** POST /admin/channel: creates or changes a channel (admin only); promote and login pages use it at once. */
export const saveChannel = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/channel',
  body: channelInput,
  response: envelope({ data: channelSchema.optional() }),
});
