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

/** A card's row and what the server said of its goods (the figure once it is known). */
interface CardState {
  card: OzonCard;
  /** The card's row, added once the server has answered for its goods (none for a guest). */
  row?: ShadowRoot;
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
export function showListingFigures(i18n: I18n, side: 'left' | 'right' = 'right'): void {
  const f = figuresOf(i18n);
  const { t } = f;
  const cards = new Map<number, CardState>();
  const queue: number[] = [];
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

  const drawRow = (s: CardState) => {
    if (withheld || s.state === 'pending') return;
    if (!s.row) {
      const { host: rowHost, root: row } = shadowHost(`marketlens-card-${s.card.goodsId}`, CONTENT_CSS + OVERLAY_CSS, s.card.element);
      rowHost.dataset.mlUi = 'card';
      s.row = row;
    }
    const style = s.row.firstChild;
    const parts: Node[] = [];
    if (s.state === 'unknown') {
      const request = el('button', { text: t('overlay.requestBackfill') });
      onTrusted(request, 'click', () => openBackfillDialog(i18n, 'good', String(s.card.goodsId)));
      parts.push(el('span', { text: t('overlay.unknownCard') }), request);
    } else if (s.state === 'limited') parts.push(el('span', { text: t('overlay.limitedCard') }));
    else if (s.figure) {
      const fig = s.figure;
      parts.push(
        el('span', { className: 'tag', text: t('overlay.estimate'), attrs: { title: span ? t('overlay.listingNote', span) : '' } }),
        el('span', { attrs: { title: t('overlay.sales30') } }, el('b', { text: f.count(fig.sales) })),
        el('span', { attrs: { title: t('overlay.revenue30') } }, el('b', { text: f.money(fig.gmv) })),
        el('span', { attrs: { title: t('overlay.growthTitle') } }, el('b', { text: f.growth(fig.growth) })),
      );
    }
    s.row.replaceChildren(...(style ? [style] : []), el('div', { className: 'row', attrs: { 'data-goods-id': String(s.card.goodsId) } }, ...parts));
  };

  const value = (s: CardState, key: SortKey): number | null => (s.state === 'known' && s.figure ? s.figure[key] : null);
  let panelQueued = false;
  /** Redraws the summary once for answers that arrive together. */
  const schedulePanel = () => {
    if (panelQueued) return;
    panelQueued = true;
    setTimeout(() => {
      panelQueued = false;
      drawPanel();
    }, 50);
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
              : [el('td', { text: s.state === 'pending' ? '…' : s.state === 'limited' ? t('overlay.limitedCard') : t('overlay.unknownCard'), attrs: { colspan: '3' } })];
          return el('tr', { attrs: { 'data-goods-id': String(s.card.goodsId) } }, el('td', {}, link), ...cells);
        }),
      ),
    );
    const notes: Node[] = [
      el('p', { className: 'estimate' }, el('b', { text: t('overlay.estimate') }), document.createTextNode(span ? ` · ${t('overlay.listingNote', span)}` : '')),
      el('p', { className: 'note', text: t('overlay.summaryCount', { known: known.length, total: all.length }) }),
    ];
    const limited = all.filter((s) => s.state === 'limited').length;
    if (limited) notes.push(el('p', { className: 'note', text: t('overlay.limited', { count: limited, rows: UNBOUND_ROWS }) }));
    body.replaceChildren(...notes, table);
  };

  let fetching = false;
  const fetchQueued = async () => {
    if (fetching || withheld) return;
    fetching = true;
    while (queue.length && !withheld) {
      const batch = queue.splice(0, OVERLAY_MAX_GOODS);
      const reply = await ask<FiguresOverlay>({ type: 'figures', goodsIds: batch });
      const answer = reply.ok ? reply.data : { state: 'refused' as const, message: t(`errors.${reply.error}`) };
      if (answer.state === 'guest' || answer.state === 'refused') {
        withheld = { guest: answer.state === 'guest', message: answer.state === 'refused' ? answer.message : '' };
        break;
      }
      if (answer.latestDay) span = { from: answer.from, to: answer.latestDay };
      for (const figure of answer.list) {
        const s = cards.get(figure.goodsId);
        if (s) Object.assign(s, { state: 'known', figure });
      }
      for (const id of answer.missing) {
        const s = cards.get(id);
        if (s) s.state = 'unknown';
      }
      for (const id of answer.limited) {
        const s = cards.get(id);
        if (s) s.state = 'limited';
      }
      for (const id of batch) {
        const s = cards.get(id);
        if (s) drawRow(s);
      }
      schedulePanel();
    }
    fetching = false;
    if (withheld) schedulePanel();
  };

  const scan = () => {
    const found = ozonCardsOf(document, location.href, new Set(cards.keys()));
    for (const card of found) {
      cards.set(card.goodsId, { card, state: 'pending' });
      queue.push(card.goodsId);
    }
    if (found.length) {
      schedulePanel();
      void fetchQueued();
    }
  };
  scan();
  let pending = false;
  new MutationObserver((mutations) => {
    // Only added elements can bring new cards; a countdown rewriting its text cannot. Thousands of
    // countdowns bring thousands of records a tick, so each costs one plain loop step, no copies.
    if (pending || !addsElements(mutations)) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      scan();
    }, 250);
  }).observe(document.body, { childList: true, subtree: true });
}

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
