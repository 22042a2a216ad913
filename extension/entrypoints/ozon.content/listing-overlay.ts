import type { i18n as I18n } from 'i18next';
import type { overlay } from '@marketlens/core/contract';
import { OVERLAY_MAX_GOODS } from '@marketlens/core/contract/overlay';
import { openBackfillDialog } from '../../lib/backfill-dialog';
import { onTrusted } from '../../lib/content-kit';
import { ask } from '../../lib/messages';
import type { FiguresOverlay } from '../../lib/overlay-api';
import { figuresOf } from '../../lib/overlay-view';
import { ozonCardsOf } from '../../lib/ozon-cards';
import { drawRows, ROW_MARGIN, ROWS_PER_BATCH, ROWS_PER_FRAME, type CardState, type RowTexts } from './card-row';
import { summaryPanel } from './summary-panel';

type Text = Omit<RowTexts, 'note'>;

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
  const panel = summaryPanel(i18n, f, side, {
    cards: () => cards.values(),
    loading: () => queue.length > 0 || inFlight > 0,
    withheld: () => withheld,
    span: () => span,
  });

  // Texts every row shares, translated once for the page rather than once per card.
  const text: Text = {
    requestBackfill: t('overlay.requestBackfill'),
    unknownCard: t('overlay.unknownCard'),
    limitedCard: t('overlay.limitedCard'),
    estimate: t('overlay.estimate'),
    sales30: t('overlay.sales30'),
    revenue30: t('overlay.revenue30'),
    growthTitle: t('overlay.growthTitle'),
  };
  const onRequest = (button: HTMLButtonElement, st: CardState) => onTrusted(button, 'click', () => openBackfillDialog(i18n, 'good', String(st.card.goodsId)));
  const draw = (states: CardState[]) => {
    if (withheld || stopped || !states.length) return;
    drawRows(states, { ...text, note: span ? t('overlay.listingNote', span) : '' }, f, onRequest);
    for (const st of states) {
      if (!st.row) continue;
      // Each card's row is drawn once: its goods' answer does not change within the page view.
      sight.unobserve(st.card.element);
      near.delete(st);
      waiting.delete(st);
    }
  };
  // Cards near the viewport get their rows first, ROWS_PER_FRAME a frame, so that the page's own
  // clicks are handled between frames; the cards further away follow in background batches of
  // ROWS_PER_BATCH rows when the page is idle (at the latest every BATCH_EVERY_MS), so every row is
  // in place a few seconds after the answers, and the page stops watching the cards once it is.
  const near = new Set<CardState>();
  /** Cards whose answer is in and whose row is not drawn yet, in page order. */
  const waiting = new Set<CardState>();
  const byElement = new Map<Element, CardState>();
  let frameQueued = false;
  const drawNear = () => {
    frameQueued = false;
    if (stopped || withheld) return;
    const due: CardState[] = [];
    for (const st of near) {
      if (st.state === 'pending' || st.row) continue;
      due.push(st);
      if (due.length >= ROWS_PER_FRAME) break;
    }
    draw(due);
    if (due.length >= ROWS_PER_FRAME) scheduleNear();
  };
  const scheduleNear = () => {
    if (frameQueued || stopped) return;
    frameQueued = true;
    requestAnimationFrame(drawNear);
  };
  let batchQueued = false;
  const drawBatch = () => {
    batchQueued = false;
    if (stopped || withheld) return;
    // The cards near the viewport go first; a batch waits while they are drawn.
    if (frameQueued) return scheduleBatch();
    const due: CardState[] = [];
    for (const st of waiting) {
      due.push(st);
      if (due.length >= ROWS_PER_BATCH) break;
    }
    draw(due);
    if (waiting.size) scheduleBatch();
  };
  const scheduleBatch = () => {
    if (batchQueued || stopped) return;
    batchQueued = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(drawBatch, { timeout: BATCH_EVERY_MS });
    else setTimeout(drawBatch, BATCH_EVERY_MS / 2);
  };
  const sight = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const st = byElement.get(entry.target);
        if (!st) continue;
        if (entry.isIntersecting) near.add(st);
        else near.delete(st);
      }
      scheduleNear();
    },
    { rootMargin: ROW_MARGIN },
  );

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
    for (const id of batch) {
      const st = cards.get(id);
      if (st && st.state !== 'pending' && !st.row) waiting.add(st);
    }
    scheduleNear();
    scheduleBatch();
  };
  /** Sends the queued ids in batches of OVERLAY_MAX_GOODS, up to PARALLEL requests at a time. */
  const fetchQueued = () => {
    while (queue.length && inFlight < PARALLEL && !withheld && !stopped) {
      const batch = queue.splice(0, OVERLAY_MAX_GOODS);
      inFlight++;
      void fetchBatch(batch).finally(() => {
        inFlight--;
        panel.schedule();
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
      panel.schedule();
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
    panel.remove();
    for (const st of cards.values()) st.row?.remove();
  };
}

/** Answers asked for at once: batches of OVERLAY_MAX_GOODS ids, this many in flight. */
const PARALLEL = 3;
/** A background batch of card rows waits at most this long for the page to be idle. */
const BATCH_EVERY_MS = 50;
/** Whether any record adds an element that is not one of the assistant's own. */
export function addsElements(mutations: MutationRecord[]): boolean {
  for (const m of mutations) {
    const added = m.addedNodes;
    for (let i = 0; i < added.length; i++) {
      const node = added[i];
      if (node?.nodeType === Node.ELEMENT_NODE && !(node as HTMLElement).dataset?.mlUi) return true;
    }
  }
  return false;
}
