import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { intParam, langParam } from '../report';
import { EXPLOSION, EXPLOSION_SORTS } from '../../constants/workbench';
import { dayParam, listBase, W } from './params';
import { listMetaSchema } from './meta';
import { goodsRowSchema } from './lists';

// ---- Hot-product detection (ExplosionDetection) ----

/** What a member runs: a category (or the whole market), the day detected (default: the data's latest), the multiple and the volume. */
export const explosionCheckBody = z.object({
  typeId: z.number().int().positive().optional(),
  day: dayParam.optional(),
  multiple: z.number().min(1.5).max(EXPLOSION.maxMultiple).default(EXPLOSION.multiple),
  minDaily: z.number().int().min(1).max(EXPLOSION.maxMinDaily).default(EXPLOSION.minDaily),
  lang: langParam,
});
export type ExplosionCheckBody = z.input<typeof explosionCheckBody>;

/** One past check of the member: its parameters, how many goods it found, when it ran. */
export const explosionCheckSchema = z.object({
  checkId: z.number().int(),
  typeId: z.number().int().nullable(),
  /** The category's name in the page's language ('' for the whole market). */
  typeName: z.string(),
  /** The day detected, YYYY-MM-DD. */
  day: z.string(),
  multiple: z.number(),
  minDaily: z.number().int(),
  /** Goods found before the tier's cut. */
  found: z.number().int(),
  /** When it ran, ISO time. */
  createdAt: z.string(),
});
export type ExplosionCheck = z.infer<typeof explosionCheckSchema>;

/** One goods a check found: its recent average against its own median (estimates). */
export const explosionRowSchema = z.object({
  goods: goodsRowSchema.pick({ goodsId: true, title: true, titleTranslated: true, thumbUrl: true, typeId: true, typeName: true, subTypeId: true, subTypeName: true, shopId: true, shopName: true, brandId: true, brandName: true, price: true }),
  /** Average daily units over the recent days ending on the check's day. */
  recent: z.number(),
  /** Median daily units over the baseline days before them. */
  median: z.number(),
  /** recent ÷ median; null when the median is 0 (it sold nothing on most baseline days). */
  ratio: z.number().nullable(),
  /** Units sold over the recent days. */
  sales: z.number().int(),
});
export type ExplosionRow = z.infer<typeof explosionRowSchema>;

/** POST /workbench/explosion/check: runs a detection and keeps it in the member's history. */
export const explosionCheck = defineCall({
  service: 'default',
  method: 'POST',
  path: `${W}/explosion/check`,
  body: explosionCheckBody,
  response: envelope({ data: z.object({ check: explosionCheckSchema }).optional() }),
});

const explosionListQuery = z.object({
  checkId: intParam().positive(),
  sort: z.enum(EXPLOSION_SORTS).default('ratio'),
  order: listBase.order,
  pageNum: listBase.pageNum,
  pageSize: listBase.pageSize,
  lang: langParam,
});
export type ExplosionListQuery = z.input<typeof explosionListQuery>;

/** GET /workbench/explosion/list: the goods one check found, sorted and paged by the server within the tier's rows. */
export const explosionList = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/explosion/list`,
  query: explosionListQuery,
  response: envelope({
    data: z.object({ check: explosionCheckSchema, list: z.array(explosionRowSchema), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int(), meta: listMetaSchema }).optional(),
  }),
});
/** GET /workbench/explosion/export: every goods of a check up to the tier's export rows; counts one of the day's exports. */
export const explosionExport = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/explosion/export`,
  query: explosionListQuery.omit({ pageNum: true, pageSize: true }),
  response: envelope({ data: z.object({ check: explosionCheckSchema, list: z.array(explosionRowSchema), meta: listMetaSchema, exportsLeft: z.number().int().nullable() }).optional() }),
});

/** GET /workbench/explosion/detail: one case of a check: the goods' daily sales around the day and its baseline median. */
export const explosionDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/explosion/detail`,
  query: z.object({ checkId: intParam().positive(), goodsId: intParam().positive(), lang: langParam }),
  response: envelope({
    data: z
      .object({
        check: explosionCheckSchema,
        row: explosionRowSchema,
        /** Daily units over the baseline and recent days; sales null on a day without an observation. */
        series: z.array(z.object({ day: z.string(), sales: z.number().int().nullable(), recent: z.boolean() })),
        meta: listMetaSchema,
      })
      .optional(),
  }),
});

/** GET /workbench/explosion/history: the member's past checks, newest first. */
export const explosionHistory = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/explosion/history`,
  query: z.object({ pageNum: listBase.pageNum, pageSize: listBase.pageSize, lang: langParam }),
  response: envelope({ data: z.object({ list: z.array(explosionCheckSchema), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() }).optional() }),
});
