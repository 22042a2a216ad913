// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { figuresOf } from '../../lib/overlay-view';
import { drawRows, type CardState } from './card-row';
import { summaryPanel, TABLE_ALL_UP_TO } from './summary-panel';

/** The closed shadow roots made while a test runs (the page's scripts cannot reach them; the test can). */
const roots = new Map<Element, ShadowRoot>();
const attach = Element.prototype.attachShadow;

beforeEach(() => {
  document.body.innerHTML = '';
  roots.clear();
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init: ShadowRootInit) {
    const root = attach.call(this, init);
    roots.set(this, root);
    return root;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function cards(n: number): CardState[] {
  return Array.from({ length: n }, (_, i) => {
    const element = document.createElement('div');
    element.innerHTML = `<a href="/product/tovar-${i + 1}/">Товар ${i + 1}</a><span>990 ₽</span>`;
    document.body.append(element);
    const st: CardState = { card: { goodsId: i + 1, element, title: `Товар ${i + 1}` }, state: 'known', figure: { goodsId: i + 1, sales: i, gmv: i * 100, lastDaySales: null, growth: 0.1, price: 99_000, sellers: 1 } };
    return st;
  });
}

describe('the listing summary panel', () => {
  it('holds a row per goods for a short page, and only the rows in sight (with a spacer) for a long one', async () => {
    const i18n = await createI18n('en-US');
    for (const [n, drawn, gaps] of [
      [5, 5, 0],
      [300, 80, 1],
    ] as const) {
      vi.useFakeTimers();
      const list = cards(n);
      const panel = summaryPanel(i18n, figuresOf(i18n), 'right', { cards: () => list, loading: () => false, withheld: () => null, span: () => null });
      panel.schedule();
      vi.advanceTimersByTime(2000);
      const host = document.getElementById('marketlens-summary');
      const root = host && roots.get(host);
      expect(root).toBeTruthy();
      const rows = [...(root?.querySelectorAll('tbody tr') ?? [])];
      expect(rows.filter((r) => !r.classList.contains('gap'))).toHaveLength(drawn);
      expect(rows.filter((r) => r.classList.contains('gap'))).toHaveLength(gaps);
      // Sorted by sales, the best first.
      expect(rows[0]?.getAttribute('data-goods-id')).toBe(String(n));
      panel.remove();
      vi.useRealTimers();
    }
    expect(TABLE_ALL_UP_TO).toBeLessThan(300);
  });
});

describe('card rows', () => {
  it('puts each row at the end of its card with its figures, and gives an unknown card the back-fill button', async () => {
    const i18n = await createI18n('en-US');
    const [known, unknown] = cards(2);
    if (!known || !unknown) throw new Error('no cards');
    unknown.state = 'unknown';
    const requested: number[] = [];
    const text = { requestBackfill: 'Request', unknownCard: 'Not indexed', limitedCard: 'Limited', estimate: 'Estimate', sales30: 's', revenue30: 'r', growthTitle: 'g', note: '' };
    drawRows([known, unknown], text, figuresOf(i18n), (button, st) => button.addEventListener('click', () => requested.push(st.card.goodsId)));
    const host = known.card.element.lastElementChild;
    expect(host?.id).toBe('marketlens-card-1');
    expect(host && roots.get(host)?.querySelector('.row')?.textContent).toMatch(/^Estimate0.*/);
    const other = unknown.row && roots.get(unknown.row);
    expect(other?.querySelector('.row')?.textContent).toBe('Not indexedRequest');
    other?.querySelector('button')?.click();
    expect(requested).toEqual([2]);
    // A row is drawn once.
    drawRows([known], text, figuresOf(i18n), () => undefined);
    expect(document.querySelectorAll('#marketlens-card-1')).toHaveLength(1);
  });
});
