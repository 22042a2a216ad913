import type { overlay } from '@marketlens/core/contract';
import { el } from '../../lib/content-kit';
import type { OzonCard } from '../../lib/ozon-cards';

/** How near the viewport a card must come to get its row first (the others follow in the background). */
export const ROW_MARGIN = '600px 0px';
/** Card rows written per frame for the cards near the viewport. */
export const ROWS_PER_FRAME = 80;
/** Card rows written per background batch for the cards further away. */
export const ROWS_PER_BATCH = 50;

/** A card's row and what the server said of its goods (the figure once it is known). */
export interface CardState {
  card: OzonCard;
  /** The card's row, added once the server has answered for its goods (none for a guest). */
  row?: HTMLElement;
  state: 'pending' | 'unknown' | 'limited' | 'known';
  figure?: overlay.OverlayFigure;
}

/**
 * The card row's own styles (each row adopts this one sheet). The host has no containment and no
 * layer of its own: a thousand rows that each made a paint layer or a clip would cost every frame of
 * the page (each click) a walk over all of them.
 */
const ROW_CSS = `
:host { all: initial; display: contents; }
button { font: inherit; color: #1f2328; border-radius: 6px; border: 1px solid #d0d7de; background: #f6f8fa; cursor: pointer; padding: 2px 6px; font-size: 12px; margin-left: 8px; }
.row { display: block; margin: 4px 0; padding: 4px 6px; border-radius: 6px; background: #f6f8fa; border: 1px solid #d0d7de; font: 12px/1.5 system-ui, sans-serif; color: #1f2328; font-variant-numeric: tabular-nums; }
.row.k { font-weight: bold; }
.row .tag { font-weight: normal; font-size: 10px; color: #9a6700; border: 1px solid #d4a72c; border-radius: 4px; padding: 0 3px; margin-right: 8px; }
`;

/** The texts every row shares, translated once for the page. */
export interface RowTexts {
  requestBackfill: string;
  unknownCard: string;
  limitedCard: string;
  estimate: string;
  sales30: string;
  revenue30: string;
  growthTitle: string;
  /** The estimate tag's note (the data's window), '' while it is not known. */
  note: string;
}

let rowSheet: CSSStyleSheet | null | undefined;
function adoptRowSheet(root: ShadowRoot): void {
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
}

/** One stops-the-click listener shared by every row host. */
const keepClick = (event: Event) => event.stopPropagation();

/**
 * A card's row host: a closed shadow root placed after the card's link, never inside it (a click on
 * the row must not follow the link), and clicks in it do not reach the page's own card handlers.
 * Every row shares one constructed style sheet instead of parsing its own.
 */
function rowHost(card: OzonCard): { host: HTMLElement; root: ShadowRoot } {
  document.getElementById(`marketlens-card-${card.goodsId}`)?.remove();
  const host = document.createElement('div');
  host.id = `marketlens-card-${card.goodsId}`;
  host.dataset.mlUi = 'card';
  const root = host.attachShadow({ mode: 'closed' });
  adoptRowSheet(root);
  host.addEventListener('click', keepClick);
  return { host, root };
}

/** Where a card's row goes: after the outermost link around the card's element, else inside the card. */
function placeRow(card: OzonCard, host: HTMLElement): void {
  let link: Element | null = card.element.closest('a');
  for (let outer = link?.parentElement?.closest('a') ?? null; outer; outer = outer.parentElement?.closest('a') ?? null) link = outer;
  if (link) link.after(host);
  else card.element.append(host);
}

/**
 * Builds the rows of cards whose answer is in: the DOM of a known card's row is one cloned template
 * whose figures are filled in, and the hosts are placed on the page together, after all are built.
 * `onRequest` is the back-fill button's handler of a card the server does not hold.
 */
export function drawRows(states: readonly CardState[], text: RowTexts, fig: { count(v: number | null): string; money(v: number | null): string; growth(v: number | null): string }, onRequest: (button: HTMLButtonElement, st: CardState) => void): void {
  // A known card's row is one block with the tag and one line of text: the browser walks every
  // row's boxes in each frame of the page, so few boxes a row keep the page's clicks quick.
  const template = el('div', { className: 'row k' }, el('span', { className: 'tag', text: text.estimate, attrs: { title: text.note } }));
  const titleOf = (sales: string, gmv: string, growth: string) =>
    `${text.sales30}: ${sales} · ${text.revenue30}: ${gmv} · ${text.growthTitle}: ${growth}${text.note ? `\n${text.note}` : ''}`;
  const placed: [CardState, HTMLElement][] = [];
  for (const st of states) {
    if (st.state === 'pending' || st.row) continue;
    const { host, root } = rowHost(st.card);
    let row: HTMLElement;
    if (st.state === 'known' && st.figure) {
      row = template.cloneNode(true) as HTMLElement;
      const sales = fig.count(st.figure.sales);
      const gmv = fig.money(st.figure.gmv);
      const growth = fig.growth(st.figure.growth);
      row.append(`${sales} · ${gmv} · ${growth}`);
      row.title = titleOf(sales, gmv, growth);
    } else if (st.state === 'unknown') {
      const request = el('button', { text: text.requestBackfill });
      onRequest(request, st);
      row = el('div', { className: 'row' }, el('span', { text: text.unknownCard }), request);
    } else row = el('div', { className: 'row' }, ...(st.state === 'limited' ? [el('span', { text: text.limitedCard })] : []));
    row.dataset.goodsId = String(st.card.goodsId);
    root.append(row);
    st.row = host;
    placed.push([st, host]);
  }
  // All writes to the page at the end, with no reads between them.
  for (const [st, host] of placed) placeRow(st.card, host);
}
