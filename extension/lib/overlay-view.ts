import type { i18n as I18n, TFunction } from 'i18next';
import { formatGrowth, formatMoney, formatNumber, numberFormat } from '@marketlens/core/format';
import type { Lang } from '@marketlens/core/i18n';
import { el } from './content-kit';
import { getConnection } from './connection';
import { sitePath } from './site-links';
import type { GoodsSeriesPoint } from './overlay-api';

/** How the overlay writes its figures in the user's language (DECISIONS §11). */
export interface Figures {
  t: TFunction<'extension'>;
  lang: Lang;
  count(value: number | null | undefined): string;
  /** Kopecks as roubles: an amount such as revenue, in units from five integer digits. */
  money(kopecks: number | null | undefined): string;
  /** Kopecks as roubles: a price (or a cost or profit per item), in full. */
  price(kopecks: number | null | undefined): string;
  growth(value: number | null | undefined): string;
  percent(share: number): string;
}

/** The site's language code of an i18next language (`en-US` → `en`). */
export function langOf(language: string): Lang {
  return language.startsWith('en') ? 'en' : language.startsWith('ru') ? 'ru' : 'zh';
}

export function figuresOf(i18n: I18n): Figures {
  const lang = langOf(i18n.language);
  const t = i18n.getFixedT(null, 'extension');
  // A figure with no observation is "no data", never 0 (WORKBENCH.md §2).
  const none = t('overlay.noData');
  return {
    t,
    lang,
    count: (v) => (v === null || v === undefined ? none : formatNumber(v, { lang, decimals: 1 })),
    money: (v) => (v === null || v === undefined ? none : formatMoney(v, { lang })),
    price: (v) => (v === null || v === undefined ? none : formatMoney(v, { lang, kind: 'price' })),
    growth: (v) => (v === null || v === undefined ? none : formatGrowth(v, lang)),
    percent: (share) => numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(share),
  };
}

/** A link to a page of the site in the user's language; the address is filled in once the settings are read. */
export function siteLink(i18n: I18n, path: string, text: string, className = 'button'): HTMLAnchorElement {
  const link = el('a', { className, text, attrs: { target: '_blank', rel: 'noopener' } });
  void getConnection().then((c) => (link.href = `${c.siteOrigin}${sitePath(i18n.language, path)}`));
  return link;
}

const SVG = 'http://www.w3.org/2000/svg';
function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/**
 * A small chart of the window: units sold per day as bars, the day's average price as a line (days
 * without sales have no price and break the line). Drawn as SVG, no chart library.
 */
export function salesChart(series: GoodsSeriesPoint[], label: string, width = 260, height = 72): SVGSVGElement {
  const chart = svg('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-label': label, class: 'chart' });
  const title = svg('title', {});
  title.textContent = label;
  chart.append(title);
  if (!series.length) return chart;
  const maxSales = Math.max(1, ...series.map((p) => p.sales));
  const prices = series.map((p) => p.price).filter((p): p is number => p !== null);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const step = width / series.length;
  series.forEach((p, i) => {
    const h = Math.max(p.sales > 0 ? 1 : 0, Math.round((p.sales / maxSales) * (height - 4)));
    chart.append(svg('rect', { x: (i * step + 1).toFixed(1), y: height - h, width: Math.max(1, step - 2).toFixed(1), height: h, class: 'bar-sales' }));
  });
  let path = '';
  series.forEach((p, i) => {
    if (p.price === null) {
      path += ' ';
      return;
    }
    const y = high > low ? 4 + ((high - p.price) / (high - low)) * (height - 8) : height / 2;
    const x = i * step + step / 2;
    path += `${path === '' || path.endsWith(' ') ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
  });
  if (path.trim()) chart.append(svg('path', { d: path.trim(), class: 'line-price' }));
  return chart;
}

/** Styles of the figures: the goods page section, the card rows and the page summary. */
export const OVERLAY_CSS = `
.bar { max-height: calc(100vh - 32px); max-width: calc(100vw - 32px); box-sizing: border-box; overflow: auto; }
.figures { display: grid; grid-template-columns: auto auto; gap: 2px 12px; font-size: 12px; color: #1f2328; max-width: 300px; }
.figures dt { color: #57606a; }
.figures dd { margin: 0; text-align: right; font-weight: 600; font-variant-numeric: tabular-nums; }
.estimate { font-size: 11px; color: #6e7781; max-width: 300px; }
.estimate b { color: #9a6700; font-weight: 600; }
.note { font-size: 12px; color: #57606a; max-width: 300px; }
.actions { display: flex; flex-wrap: wrap; gap: 6px; }
details summary { cursor: pointer; font-size: 12px; color: #0969da; }
.chart { display: block; margin-top: 4px; }
.chart .bar-sales { fill: #54aeff; }
.chart .line-price { fill: none; stroke: #c2410c; stroke-width: 1.5; }
.row { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; margin: 4px 0; padding: 4px 6px; border-radius: 6px; background: #f6f8fa; border: 1px solid #d0d7de; font: 12px system-ui, sans-serif; color: #1f2328; }
.row .tag { font-size: 10px; color: #9a6700; border: 1px solid #d4a72c; border-radius: 4px; padding: 0 3px; }
.row b { font-variant-numeric: tabular-nums; }
.row button { padding: 2px 6px; font-size: 12px; }
/* Contained, with a small shadow: the page's own frames (its clicks) do not re-lay or repaint the panel. */
.panel { contain: layout paint style; position: fixed; right: 16px; bottom: 16px; z-index: 2147483000; width: 380px; max-width: calc(100vw - 32px); max-height: 70vh; box-sizing: border-box; display: flex; flex-direction: column; gap: 6px; font: 13px system-ui, sans-serif; background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 8px; box-shadow: 0 2px 6px #0002; color: #1f2328; }
.panel.left { right: auto; left: 16px; }
.panel .head { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.panel .scroll { overflow: auto; }
.panel.collapsed .body { display: none; }
table { border-collapse: collapse; width: 100%; font-size: 12px; }
th, td { padding: 3px 4px; border-bottom: 1px solid #eaeef2; text-align: right; font-variant-numeric: tabular-nums; }
th:first-child, td:first-child { text-align: left; max-width: 150px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
th button { border: none; background: none; padding: 0; font-weight: 600; cursor: pointer; color: #0969da; }
th[aria-sort="descending"] button::after { content: " ↓"; }
th[aria-sort="ascending"] button::after { content: " ↑"; }
td a { color: #0969da; }
`;
