import type { i18n as I18n } from 'i18next';
import { UNBOUND_ROWS } from '@marketlens/core/constants';
import { CONTENT_CSS, el, onTrusted, shadowHost } from '../../lib/content-kit';
import { OVERLAY_CSS, siteLink, type Figures } from '../../lib/overlay-view';
import type { CardState } from './card-row';

type SortKey = 'sales' | 'gmv' | 'growth';

/** What the panel shows, read when it is drawn. */
export interface SummarySource {
  cards(): Iterable<CardState>;
  /** Whether answers are still expected (the table waits for them; only the counts change). */
  loading(): boolean;
  /** The page's figures withheld: a guest's sign-in prompt or the server's refusal. */
  withheld(): { message: string; guest: boolean } | null;
  /** The data's window, once an answer gave it. */
  span(): { from: string; to: string } | null;
}

/** The summary table is redrawn at most this often while answers arrive. */
const PANEL_EVERY_MS = 1000;
/** Up to this many goods the table holds a row for each; a longer table holds the rows in sight only. */
export const TABLE_ALL_UP_TO = 120;
/** Rows drawn around the ones in sight of a longer table. */
const TABLE_WINDOW = 80;
/** A table row's height until one is measured. */
const ROW_PX_GUESS = 21;

/**
 * The summary panel of a listing page's goods: counts, and a table that sorts by each column. A long
 * table (a page of a thousand goods) keeps only the rows in and near the panel's sight in the page,
 * with spacers for the rest, so the page's every frame does not carry a thousand-row table.
 */
export function summaryPanel(i18n: I18n, f: Figures, side: 'left' | 'right', source: SummarySource): { schedule(): void; remove(): void } {
  const { t } = f;
  let sort: { key: SortKey; order: 'desc' | 'asc' } = { key: 'sales', order: 'desc' };
  let removed = false;
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
  const unknownCard = t('overlay.unknownCard');
  const limitedCard = t('overlay.limitedCard');

  const value = (s: CardState, key: SortKey): number | null => (s.state === 'known' && s.figure ? s.figure[key] : null);
  /** The sorted rows and the table's body while a table is shown. */
  let table: { rows: CardState[]; tbody: HTMLTableSectionElement; first: number; rowPx: number } | null = null;

  const tableRow = (s: CardState) => {
    const link = el('a', { text: s.card.title || String(s.card.goodsId), attrs: { href: `https://www.ozon.ru/product/${s.card.goodsId}/`, title: s.card.title } });
    const cells =
      s.figure && s.state === 'known'
        ? [f.count(s.figure.sales), f.money(s.figure.gmv), f.growth(s.figure.growth)].map((text) => el('td', { text }))
        : [el('td', { text: s.state === 'pending' ? '…' : s.state === 'limited' ? limitedCard : unknownCard, attrs: { colspan: '3' } })];
    return el('tr', { attrs: { 'data-goods-id': String(s.card.goodsId) } }, el('td', {}, link), ...cells);
  };
  const spacer = (rows: number, rowPx: number) => el('tr', { className: 'gap', attrs: { 'aria-hidden': 'true' } }, el('td', { attrs: { colspan: '4', style: `height:${rows * rowPx}px;padding:0;border:0` } }));
  /** Fills the table's body with the rows from `first` on (all of them for a short table). */
  const fillBody = (first: number) => {
    if (!table) return;
    const { rows, rowPx } = table;
    if (rows.length <= TABLE_ALL_UP_TO) return void table.tbody.replaceChildren(...rows.map(tableRow));
    const from = Math.max(0, Math.min(first, rows.length - TABLE_WINDOW));
    const to = Math.min(rows.length, from + TABLE_WINDOW);
    table.first = from;
    table.tbody.replaceChildren(...(from ? [spacer(from, rowPx)] : []), ...rows.slice(from, to).map(tableRow), ...(to < rows.length ? [spacer(rows.length - to, rowPx)] : []));
  };
  // Scrolling a long table: once a frame, the scroll position and a row's height are read, then the
  // rows around the new position are written (reads before writes, only for the panel's own scroll).
  let scrollQueued = false;
  body.addEventListener(
    'scroll',
    () => {
      if (scrollQueued || !table || table.rows.length <= TABLE_ALL_UP_TO) return;
      scrollQueued = true;
      requestAnimationFrame(() => {
        scrollQueued = false;
        if (!table || removed) return;
        const drawn = table.tbody.querySelector<HTMLElement>('tr:not(.gap)');
        if (drawn?.offsetHeight) table.rowPx = drawn.offsetHeight;
        const offset = table.tbody.getBoundingClientRect().top - body.getBoundingClientRect().top + body.scrollTop;
        const inSight = Math.floor((body.scrollTop - offset) / table.rowPx);
        const wanted = Math.max(0, inSight - Math.floor(TABLE_WINDOW / 4));
        // The drawn window still covers the rows in sight with a margin: nothing to write.
        if (Math.abs(wanted - table.first) < TABLE_WINDOW / 4 && (wanted > 0 || table.first === 0)) return;
        fillBody(wanted);
      });
    },
    { passive: true },
  );

  const draw = () => {
    table = null;
    const withheld = source.withheld();
    if (withheld) {
      body.replaceChildren(
        el('p', { className: withheld.guest ? 'note' : 'status bad', text: withheld.guest ? t('overlay.guest') : withheld.message }),
        ...(withheld.guest ? [el('div', { className: 'actions' }, siteLink(i18n, '/login', t('overlay.login'), 'button primary'))] : []),
      );
      return;
    }
    const all = [...source.cards()];
    const span = source.span();
    let known = 0;
    let limited = 0;
    for (const s of all) {
      if (s.state === 'known') known++;
      else if (s.state === 'limited') limited++;
    }
    const notes: Node[] = [
      el('p', { className: 'estimate' }, el('b', { text: t('overlay.estimate') }), document.createTextNode(span ? ` · ${t('overlay.listingNote', span)}` : '')),
      el('p', { className: 'note', text: t('overlay.summaryCount', { known, total: all.length }) }),
    ];
    if (limited) notes.push(el('p', { className: 'note', text: t('overlay.limited', { count: limited, rows: UNBOUND_ROWS }) }));
    // While answers still arrive only the counts change; the table is drawn once they are in.
    if (source.loading()) return void body.replaceChildren(...notes, el('p', { className: 'note', text: t('overlay.loading') }));
    const rows = all.sort((a, b) => {
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
        draw();
      });
      return el('th', { attrs: { scope: 'col', ...(sort.key === key ? { 'aria-sort': sort.order === 'desc' ? 'descending' : 'ascending' } : {}) } }, button);
    };
    const tbody = el('tbody');
    const head = el('thead', {}, el('tr', {}, header(null, t('overlay.colGoods')), header('sales', t('overlay.colSales')), header('gmv', t('overlay.colRevenue')), header('growth', t('overlay.colGrowth'))));
    table = { rows, tbody, first: 0, rowPx: ROW_PX_GUESS };
    fillBody(0);
    body.replaceChildren(...notes, el('table', {}, head, tbody));
    body.scrollTop = 0;
  };

  let queued = false;
  let drawnAt = 0;
  return {
    /** Redraws the panel once for answers that arrive together, at most every PANEL_EVERY_MS. */
    schedule() {
      if (queued) return;
      queued = true;
      setTimeout(() => {
        queued = false;
        drawnAt = performance.now();
        if (!removed) draw();
      }, Math.max(50, PANEL_EVERY_MS - (performance.now() - drawnAt)));
    },
    remove() {
      removed = true;
      host.remove();
    },
  };
}
