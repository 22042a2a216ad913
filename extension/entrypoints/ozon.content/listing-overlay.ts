import type { i18n as I18n } from 'i18next';
import type { overlay } from '@marketlens/core/contract';
import { UNBOUND_ROWS } from '@marketlens/core/constants';
import { OVERLAY_MAX_GOODS } from '@marketlens/core/contract/overlay';
import { openBackfillDialog } from '../../lib/backfill-dialog';
import { CONTENT_CSS, el, onTrusted, shadowHost } from '../../lib/content-kit';
import { ask } from '../../lib/messages';
import type { FiguresOverlay } from '../../lib/overlay-api';
import { figuresOf, OVERLAY_CSS, siteLink } from '../../lib/overlay-view';
import { ozonCardsOf, type OzonCard } from '../../lib/ozon-cards';
import { cardRow, ROW_MARGIN, ROWS_PER_FRAME } from './card-row';

/** A card's row and what the server said of its goods (the figure once it is known). */
interface CardState {
  card: OzonCard;
  /** The card's row, added once the server has answered for its goods (none for a guest). */
  row?: { host: HTMLElement; root: ShadowRoot };
  state: 'pending' | 'unknown' | 'limited' | 'known';
  figure?: overlay.OverlayFigure;
}
type SortKey = 'sales' | 'gmv' | 'growth';

/**
 * Figures on a search, category or shop page: a compact row on each goods card (30-day sales, revenue,
 * growth, marked as estimates) and a summary panel of the page's goods that sorts by each column.
 * Cards that arrive later (the page loads more as the shopper scrolls) get their row too. A guest sees
 * a sign-in prompt in the panel; goods the server does not hold offer the back-fill request.
 */
export function showListingFigures(i18n: I18n, side: 'left' | 'right' = 'right'): () => void {
  const f = figuresOf(i18n);
  const { t } = f;
  const cards = new Map<number, CardState>();
  const queue: number[] = [];
  // This page view: the server counts the plan's goods outside the bound categories per page view.
  const view = crypto.randomUUID();
  let stopped = false;
  let withheld: { message: string; guest: boolean } | null = null;
  let span: { from: string; to: string } | null = null;
  let sort: { key: SortKey; order: 'desc' | 'asc' } = { key: 'sales', order: 'desc' };

  const { host, root } = shadowHost('marketlens-summary', CONTENT_CSS + OVERLAY_CSS);
  host.dataset.mlUi = 'summary';
  const toggle = el('button', { text: t('overlay.hide'), attrs: { 'aria-expanded': 'true' } });
  const title = el('strong', { text: t('overlay.summaryTitle') });
  const body = el('div', { className: 'body scroll' });
  const panel = el('div', { className: side === 'left' ? 'panel left' : 'panel', attrs: { role: 'region', 'aria-label': t('overlay.summaryTitle') } }, el('div', { className: 'head' }, title, toggle), body);
  root.append(panel);
  onTrusted(toggle, 'click', () => {
    const collapsed = panel.classList.toggle('collapsed');
    toggle.textContent = t(collapsed ? 'overlay.show' : 'overlay.hide');
    toggle.setAttribute('aria-expanded', String(!collapsed));
  });

  // Texts every row shares, translated once for the page rather than once per card.
  const text = {
    requestBackfill: t('overlay.requestBackfill'),
    unknownCard: t('overlay.unknownCard'),
    limitedCard: t('overlay.limitedCard'),
    estimate: t('overlay.estimate'),
    sales30: t('overlay.sales30'),
    revenue30: t('overlay.revenue30'),
    growthTitle: t('overlay.growthTitle'),
  };
  const drawRow = (s: CardState) => {
    if (withheld || stopped || s.state === 'pending') return;
    s.row ??= cardRow(s.card);
    const parts: Node[] = [];
    if (s.state === 'unknown') {
      const request = el('button', { text: text.requestBackfill });
      onTrusted(request, 'click', () => openBackfillDialog(i18n, 'good', String(s.card.goodsId)));
      parts.push(el('span', { text: text.unknownCard }), request);
    } else if (s.state === 'limited') parts.push(el('span', { text: text.limitedCard }));
    else if (s.figure) {
      const fig = s.figure;
      parts.push(
        el('span', { className: 'tag', text: text.estimate, attrs: { title: span ? t('overlay.listingNote', span) : '' } }),
        el('span', { attrs: { title: text.sales30 } }, el('b', { text: f.count(fig.sales) })),
        el('span', { attrs: { title: text.revenue30 } }, el('b', { text: f.money(fig.gmv) })),
        el('span', { attrs: { title: text.growthTitle } }, el('b', { text: f.growth(fig.growth) })),
      );
    }
    s.row.root.replaceChildren(el('div', { className: 'row', attrs: { 'data-goods-id': String(s.card.goodsId) } }, ...parts));
  };
  // Answers are written to the page in page order, ROWS_PER_FRAME rows a frame, so that the page's own
  // clicks are handled between frames instead of waiting for a thousand rows and their layout.
  const dirty = new Set<CardState>();
  let drawQueued = false;
  const drawSome = () => {
    drawQueued = false;
    let n = 0;
    for (const st of dirty) {
      dirty.delete(st);
      drawRow(st);
      if (++n >= ROWS_PER_FRAME) break;
    }
    if (dirty.size && !stopped) {
      drawQueued = true;
      requestAnimationFrame(drawSome);
    }
  };
  // A card gets its row once it comes within ROW_MARGIN of the viewport: a page of a thousand cards
  // lays out the few rows in sight, not all of them, and the rest follow as the shopper scrolls.
  const near = new Set<CardState>();
  const byElement = new Map<Element, CardState>();
  const sight = new IntersectionObserver(
    (entries) => {
      const due: CardState[] = [];
      for (const entry of entries) {
        const st = byElement.get(entry.target);
        if (!st) continue;
        if (!entry.isIntersecting) {
          near.delete(st);
          continue;
        }
        near.add(st);
        if (st.state !== 'pending') due.push(st);
      }
      scheduleRows(due);
    },
    { rootMargin: ROW_MARGIN },
  );
  const scheduleRows = (states: Iterable<CardState>) => {
    for (const st of states) {
      if (!near.has(st)) continue;
      dirty.add(st);
      // Each card's row is drawn once: its goods' answer does not change within the page view.
      sight.unobserve(st.card.element);
      near.delete(st);
    }
    if (!dirty.size) return;
    if (drawQueued) return;
    drawQueued = true;
    requestAnimationFrame(drawSome);
  };

  const value = (s: CardState, key: SortKey): number | null => (s.state === 'known' && s.figure ? s.figure[key] : null);
  let panelQueued = false;
  /** Redraws the summary once for answers that arrive together. */
  let panelDrawnAt = 0;
  const schedulePanel = () => {
    if (panelQueued) return;
    panelQueued = true;
    // While answers stream in, the table (one row per goods) is redrawn at most every PANEL_EVERY_MS.
    setTimeout(() => {
      panelQueued = false;
      panelDrawnAt = performance.now();
      if (!stopped) drawPanel();
    }, Math.max(50, PANEL_EVERY_MS - (performance.now() - panelDrawnAt)));
  };
  const drawPanel = () => {
    if (withheld) {
      body.replaceChildren(
        el('p', { className: withheld.guest ? 'note' : 'status bad', text: withheld.guest ? t('overlay.guest') : withheld.message }),
        ...(withheld.guest ? [el('div', { className: 'actions' }, siteLink(i18n, '/login', t('overlay.login'), 'button primary'))] : []),
      );
      return;
    }
    const all = [...cards.values()];
    const known = all.filter((s) => s.state === 'known');
    const counts = () => {
      const notes: Node[] = [
        el('p', { className: 'estimate' }, el('b', { text: t('overlay.estimate') }), document.createTextNode(span ? ` · ${t('overlay.listingNote', span)}` : '')),
        el('p', { className: 'note', text: t('overlay.summaryCount', { known: known.length, total: all.length }) }),
      ];
      const limited = all.filter((s) => s.state === 'limited').length;
      if (limited) notes.push(el('p', { className: 'note', text: t('overlay.limited', { count: limited, rows: UNBOUND_ROWS }) }));
      return notes;
    };
    // While answers still arrive only the counts change; the table (a row per goods) is drawn once they are in.
    if (queue.length || inFlight) return void body.replaceChildren(...counts(), el('p', { className: 'note', text: t('overlay.loading') }));
    const rows = [...all].sort((a, b) => {
      const va = value(a, sort.key);
      const vb = value(b, sort.key);
      // Goods without a figure go last whichever way the column is sorted ("no data" is not 0).
      if (va === null || vb === null) return va === null ? (vb === null ? 0 : 1) : -1;
      return sort.order === 'desc' ? vb - va : va - vb;
    });
    const header = (key: SortKey | null, text: string) => {
      if (!key) return el('th', { text, attrs: { scope: 'col' } });
      const button = el('button', { text, attrs: { title: t('overlay.sortBy', { column: text }) } });
      onTrusted(button, 'click', () => {
        sort = { key, order: sort.key === key && sort.order === 'desc' ? 'asc' : 'desc' };
        drawPanel();
      });
      return el('th', { attrs: { scope: 'col', ...(sort.key === key ? { 'aria-sort': sort.order === 'desc' ? 'descending' : 'ascending' } : {}) } }, button);
    };
    const table = el(
      'table',
      {},
      el('thead', {}, el('tr', {}, header(null, t('overlay.colGoods')), header('sales', t('overlay.colSales')), header('gmv', t('overlay.colRevenue')), header('growth', t('overlay.colGrowth')))),
      el(
        'tbody',
        {},
        ...rows.map((s) => {
          const link = el('a', { text: s.card.title || String(s.card.goodsId), attrs: { href: `https://www.ozon.ru/product/${s.card.goodsId}/`, title: s.card.title } });
          const cells =
            s.figure && s.state === 'known'
              ? [f.count(s.figure.sales), f.money(s.figure.gmv), f.growth(s.figure.growth)].map((text) => el('td', { text }))
              : [el('td', { text: s.state === 'pending' ? '…' : s.state === 'limited' ? text.limitedCard : text.unknownCard, attrs: { colspan: '3' } })];
          return el('tr', { attrs: { 'data-goods-id': String(s.card.goodsId) } }, el('td', {}, link), ...cells);
        }),
      ),
    );
    body.replaceChildren(...counts(), table);
  };

  let inFlight = 0;
  const fetchBatch = async (batch: number[]) => {
    const reply = await ask<FiguresOverlay>({ type: 'figures', goodsIds: batch, view });
    if (stopped) return;
    const answer = reply.ok ? reply.data : { state: 'refused' as const, message: t(`errors.${reply.error}`) };
    if (answer.state === 'guest' || answer.state === 'refused') {
      withheld ??= { guest: answer.state === 'guest', message: answer.state === 'refused' ? answer.message : '' };
      return;
    }
    if (answer.latestDay) span = { from: answer.from, to: answer.latestDay };
    const set = (ids: number[], state: CardState['state'], figure?: overlay.OverlayFigure) => {
      for (const id of ids) {
        const st = cards.get(id);
        if (st) Object.assign(st, figure ? { state, figure } : { state });
      }
    };
    for (const figure of answer.list) set([figure.goodsId], 'known', figure);
    set(answer.missing, 'unknown');
    set(answer.limited, 'limited');
    scheduleRows(batch.map((id) => cards.get(id)).filter((st): st is CardState => st !== undefined));
  };
  /** Sends the queued ids in batches of OVERLAY_MAX_GOODS, up to PARALLEL requests at a time. */
  const fetchQueued = () => {
    while (queue.length && inFlight < PARALLEL && !withheld && !stopped) {
      const batch = queue.splice(0, OVERLAY_MAX_GOODS);
      inFlight++;
      void fetchBatch(batch).finally(() => {
        inFlight--;
        schedulePanel();
        fetchQueued();
      });
    }
  };

  const scan = () => {
    if (stopped) return;
    const found = ozonCardsOf(document, location.href, new Set(cards.keys()));
    for (const card of found) {
      const st: CardState = { card, state: 'pending' };
      cards.set(card.goodsId, st);
      byElement.set(card.element, st);
      sight.observe(card.element);
      queue.push(card.goodsId);
    }
    if (found.length) {
      schedulePanel();
      fetchQueued();
    }
  };
  scan();
  let pending = false;
  const observer = new MutationObserver((mutations) => {
    // Only added elements can bring new cards; a countdown rewriting its text cannot. Thousands of
    // countdowns bring thousands of records a tick, so each costs one plain loop step, no copies.
    if (pending || !addsElements(mutations)) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      scan();
    }, 250);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    stopped = true;
    observer.disconnect();
    sight.disconnect();
    host.remove();
    for (const st of cards.values()) st.row?.host.remove();
  };
}

/** Answers asked for at once: batches of OVERLAY_MAX_GOODS ids, this many in flight. */
const PARALLEL = 3;
/** The summary table is redrawn at most this often while answers arrive. */
const PANEL_EVERY_MS = 1000;
/** Whether any record adds an element that is not one of the assistant's own. */
function addsElements(mutations: MutationRecord[]): boolean {
  for (const m of mutations) {
    const added = m.addedNodes;
    for (let i = 0; i < added.length; i++) {
      const node = added[i];
      if (node?.nodeType === Node.ELEMENT_NODE && !(node as HTMLElement).dataset?.mlUi) return true;
    }
  }
  return false;
}
