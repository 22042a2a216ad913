import { el } from '../../lib/content-kit';
import type { OzonCard } from '../../lib/ozon-cards';

/** How near the viewport a card must come to get its row. */
export const ROW_MARGIN = '600px 0px';
/** Card rows written per frame. */
export const ROWS_PER_FRAME = 80;
/** The card row's own styles (each row adopts this one sheet). */
const ROW_CSS = `
:host { all: initial; display: block; contain: content; }
button { font: inherit; color: #1f2328; border-radius: 6px; border: 1px solid #d0d7de; background: #f6f8fa; cursor: pointer; padding: 2px 6px; font-size: 12px; }
.row { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; margin: 4px 0; padding: 4px 6px; border-radius: 6px; background: #f6f8fa; border: 1px solid #d0d7de; font: 12px system-ui, sans-serif; color: #1f2328; }
.row .tag { font-size: 10px; color: #9a6700; border: 1px solid #d4a72c; border-radius: 4px; padding: 0 3px; }
.row b { font-variant-numeric: tabular-nums; }
`;

let rowSheet: CSSStyleSheet | null | undefined;
/**
 * A card's row: a host with a closed shadow root placed after the card's link, never inside it (a click
 * on the row must not follow the link), and clicks in it do not reach the page's own card handlers.
 * Every row shares one constructed style sheet instead of parsing its own.
 */
export function cardRow(card: OzonCard): { host: HTMLElement; root: ShadowRoot } {
  document.getElementById(`marketlens-card-${card.goodsId}`)?.remove();
  const host = document.createElement('div');
  host.id = `marketlens-card-${card.goodsId}`;
  host.dataset.mlUi = 'card';
  const root = host.attachShadow({ mode: 'closed' });
  try {
    if (rowSheet === undefined) {
      rowSheet = new CSSStyleSheet();
      rowSheet.replaceSync(ROW_CSS);
    }
    if (!rowSheet) throw new Error('no constructed style sheets');
    root.adoptedStyleSheets = [rowSheet];
  } catch {
    // Where a content script cannot adopt a sheet (Firefox's isolated world), each row has its own.
    rowSheet = null;
    root.append(el('style', { text: ROW_CSS }));
  }
  host.addEventListener('click', (event) => event.stopPropagation());
  let link: Element | null = card.element.closest('a');
  for (let outer = link?.parentElement?.closest('a') ?? null; outer; outer = outer.parentElement?.closest('a') ?? null) link = outer;
  if (link) link.after(host);
  else card.element.append(host);
  return { host, root };
}
