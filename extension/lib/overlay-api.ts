import { monitor, overlay, pricing, workbench } from '@marketlens/core/contract';
import { MONITOR_CODES } from '@marketlens/core/constants';
import { BusinessError, type HttpClient } from '@marketlens/core/http';
import { CROSS_BORDER_DEFAULTS } from '@marketlens/core/pricing';
import type { Lang } from '@marketlens/core/i18n';
import type { Rates } from './money';
import { priceItem, type PricingBasisAnswer } from './box-pricing';

/**
 * What the extension's figures on Ozon and 1688 pages ask of the server, run in the background.
 * Each answer says why there are no figures when there are none: a guest is asked to log in, a
 * refusal of the server (no membership, a tier limit) is shown with the server's own message.
 */

/** No figures: nobody is logged in, or the server refused with a message in the user's language. */
export type Withheld = { state: 'guest' } | { state: 'refused'; message: string };

export interface GoodsSeriesPoint {
  day: string;
  sales: number;
  gmv: number;
  price: number | null;
}

export type GoodsOverlay =
  | Withheld
  /** The index does not hold the goods: the page offers a back-fill request. */
  | { state: 'unknown' }
  | {
      state: 'known';
      goods: workbench.GoodsRow;
      series: GoodsSeriesPoint[];
      rank: number | null;
      rankOf: number;
      latestDay: string;
      coverage: number;
    };

export type FiguresOverlay = Withheld | ({ state: 'ok' } & overlay.OverlayFiguresAnswer);

export type MonitorOutcome = Withheld | { state: 'added' | 'duplicate' };

export type PriceSuggestion =
  /** A guest sees the rouble cost (the rates are public) and is asked to log in for the price. */
  | { state: 'guest'; costRub: number; rates: Rates }
  | { state: 'refused'; message: string }
  /** The rouble cost at the day's rate; no cross-border template to price with. */
  | { state: 'noTemplate'; costRub: number; rates: Rates }
  | { state: 'unsolvable'; costRub: number; rates: Rates; templateName: string }
  | { state: 'ok'; costRub: number; rates: Rates; templateName: string; priceRub: number; strikePriceRub: number; discountPct: number; profitRub: number; marginPct: number };

const LANG_OF: Record<string, Lang> = { 'zh-CN': 'zh', 'en-US': 'en', 'ru-RU': 'ru' };
export const langOf = (locale: string): Lang => LANG_OF[locale] ?? 'zh';

/** Runs a call; a business refusal becomes a Withheld answer with the server's message. */
async function answered<T extends { code: number; message?: string | undefined }>(run: () => Promise<T>): Promise<T | { state: 'refused'; message: string; code: number }> {
  try {
    const body = await run();
    if (body.code !== 200) return { state: 'refused', message: body.message ?? '', code: body.code };
    return body;
  } catch (error) {
    if (error instanceof BusinessError) return { state: 'refused', message: error.message, code: error.code };
    throw error;
  }
}

const isRefused = (value: object): value is { state: 'refused'; message: string; code: number } => 'state' in value && value.state === 'refused';

/** The goods page's figures: 30 days of the workbench's goods detail. */
export async function fetchGoodsOverlay(http: HttpClient, goodsId: number, locale: string): Promise<GoodsOverlay> {
  const body = await answered(() => http.call(workbench.goodsDetail, { query: { goodsId, days: 30, lang: langOf(locale) } }));
  if (isRefused(body)) return body.code === workbench.WORKBENCH_CODES.notFound ? { state: 'unknown' } : { state: 'refused', message: body.message };
  if (!body.data) return { state: 'unknown' };
  const { goods, series, rank, rankOf, meta } = body.data;
  return { state: 'known', goods, series, rank, rankOf, latestDay: meta.latestDay, coverage: meta.coverage };
}

/** A search or category page's figures, for up to OVERLAY_MAX_GOODS ids at once, of the page view `view`. */
export async function fetchFigures(http: HttpClient, goodsIds: number[], view: string, locale: string): Promise<FiguresOverlay> {
  const body = await answered(() => http.call(overlay.goodsFigures, { query: { goodsIds: goodsIds.join(','), view, lang: langOf(locale) } }));
  if (isRefused(body)) return { state: 'refused', message: body.message };
  if (!body.data) return { state: 'ok', list: [], missing: [], limited: goodsIds, latestDay: '', from: '', tier: '' };
  return { state: 'ok', ...body.data };
}

/** Adds the goods to the member's monitoring centre; one already watched is said to be so. */
export async function monitorGoods(http: HttpClient, goodsId: number): Promise<MonitorOutcome> {
  const body = await answered(() => http.call(monitor.add, { body: { kind: 'goods', target: String(goodsId) } }));
  if (isRefused(body)) return body.code === MONITOR_CODES.duplicate ? { state: 'duplicate' } : { state: 'refused', message: body.message };
  return { state: 'added' };
}

/** A yuan cost in roubles at the day's rate, to the kopeck. */
export const roublesOf = (costCny: number, rates: Rates) => Math.round(costCny * rates.rubPer.CNY * 100) / 100;

/**
 * The basis a member's prices rest on: the default cross-border template (else the first one, else
 * the standard settings) and the tables in force, at the day's rate.
 */
export async function memberPricingBasis(http: HttpClient, rates: Rates): Promise<PricingBasisAnswer> {
  const templates = await answered(() => http.call(pricing.templateList));
  if (isRefused(templates)) return { state: 'refused', message: templates.message };
  const crossBorder = templates.data.list.filter((t) => t.kind === 'crossBorder');
  const template = crossBorder.find((t) => t.isDefault) ?? crossBorder[0];
  const tables = await answered(() => http.call(pricing.pricingTables));
  if (isRefused(tables)) return { state: 'refused', message: tables.message };
  const { version, effectiveFrom, crossBorder: table } = tables.data;
  const chosen = template?.kind === 'crossBorder' ? { inputs: template.inputs, templateName: template.name } : { inputs: CROSS_BORDER_DEFAULTS, templateName: null };
  return { state: 'ok', basis: { ...chosen, tables: { version, effectiveFrom, crossBorder: table }, rates } };
}

/**
 * A 1688 purchase cost in roubles at the day's rate, and the Ozon price the member's cross-border
 * template gives for it (the default template, else the first cross-border one), solved with the
 * commission and logistics tables in force.
 */
export async function suggestPrice(http: HttpClient, costCny: number, rates: Rates): Promise<PriceSuggestion> {
  const costRub = roublesOf(costCny, rates);
  const found = await memberPricingBasis(http, rates);
  if (found.state === 'refused') return found;
  const { basis } = found;
  if (basis.templateName === null) return { state: 'noTemplate', costRub, rates };
  // The price the collection page and the export give for the same cost: one solver, one basis.
  const solved = priceItem(basis, { costCny });
  if (!solved.ok) return { state: 'unsolvable', costRub, rates, templateName: basis.templateName };
  const { quote } = solved;
  return { state: 'ok', costRub, rates, templateName: basis.templateName, priceRub: quote.priceRub, strikePriceRub: quote.strikePriceRub, discountPct: basis.inputs.discountPct, profitRub: quote.profitRub, marginPct: quote.marginPct };
}
