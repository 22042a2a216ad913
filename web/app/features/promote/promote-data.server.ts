import { data, type AppLoadContext } from 'react-router';
import { distribution, promotion, report } from '@marketlens/core/contract';
import { langFromPath, type Lang } from '@marketlens/core/i18n';
import { serverHttpClient } from '../../lib/server-http.server';
import type { PromoteVariant } from './variants';

/** Rows of the live hot list a landing page shows as proof. */
const HOT_ROWS = 5;

export interface PromoteData {
  variant: PromoteVariant;
  lang: Lang;
  /** The registration channel of the page (index or `urlCode`), null for the product's own pages. */
  channel: distribution.PartnerChannel | null;
  /** The address's urlCode as written: it travels with the registration even when no channel has it. */
  urlCode: string | null;
  survey: report.SurveyData | null;
  hotGoods: report.HotGoodsRow[] | null;
}

const quiet = { verifyCode: false } as const;

/** The channel of `urlCode` (query) or of the page index; an index with no channel is a page that does not exist. */
async function channelOf(http: ReturnType<typeof serverHttpClient>, urlCode: string | null, index: string | undefined) {
  if (index !== undefined) {
    const n = Number(index);
    const res = Number.isInteger(n) && n > 0 ? await http.call(distribution.partnerChannel, { query: { index: n } }, quiet).catch(() => null) : null;
    if (res?.code !== 200 || !res.data) throw data(null, { status: 404 });
    return res.data;
  }
  if (!urlCode) return null;
  const res = await http.call(distribution.partnerChannel, { query: { urlCode: urlCode.slice(0, 64) } }, quiet).catch(() => null);
  // An unknown urlCode still registers (it is stored as written); the page shows the product's header.
  return res?.code === 200 && res.data ? res.data : null;
}

/** A promote page's data: its channel, and the live market figures it shows as proof. */
export async function loadPromote(context: Pick<AppLoadContext, 'runtimeConfig' | 'apiFetch'>, request: Request, variant: PromoteVariant, index?: string): Promise<PromoteData> {
  const url = new URL(request.url);
  const http = serverHttpClient(context);
  const [channel, survey, hot] = await Promise.all([
    channelOf(http, url.searchParams.get('urlCode'), index),
    http.call(report.surveyData, {}, quiet).catch(() => null),
    http.call(report.goodsRanking, { query: { dateType: 1, pageSize: HOT_ROWS } }, quiet).catch(() => null),
  ]);
  return {
    variant,
    lang: langFromPath(url.pathname),
    channel,
    urlCode: channel?.urlCode ?? url.searchParams.get('urlCode')?.slice(0, 64) ?? null,
    survey: survey?.code === 200 && survey.data ? survey.data : null,
    hotGoods: hot?.code === 200 && hot.data ? hot.data.slice(0, HOT_ROWS) : null,
  };
}

export interface PromotionData {
  lang: Lang;
  promotion: promotion.Promotion | null;
  channel: distribution.PartnerChannel | null;
  survey: report.SurveyData | null;
}

/**
 * A promotion page's data. Without an id the live promotion shows (or a page saying none runs);
 * an unknown id is a page that does not exist. The member's own state is read in the browser.
 */
export async function loadPromotion(context: Pick<AppLoadContext, 'runtimeConfig' | 'apiFetch'>, request: Request, id: string | undefined): Promise<PromotionData> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const http = serverHttpClient(context);
  const n = id === undefined ? undefined : Number(id);
  if (n !== undefined && !(Number.isInteger(n) && n > 0 && n < 2_147_483_647)) throw data(null, { status: 404 });
  const [res, survey] = await Promise.all([
    http.call(promotion.promotionDetail, { query: { ...(n === undefined ? {} : { id: n }), lang } }, quiet).catch(() => null),
    http.call(report.surveyData, {}, quiet).catch(() => null),
  ]);
  if (n !== undefined && res?.code === promotion.PROMOTE_CODES.promotionNotFound) throw data(null, { status: 404 });
  const found = res?.code === 200 && res.data ? res.data : null;
  const urlCode = url.searchParams.get('urlCode') ?? found?.urlCode ?? null;
  return { lang, promotion: found, channel: await channelOf(http, urlCode, undefined), survey: survey?.code === 200 && survey.data ? survey.data : null };
}
