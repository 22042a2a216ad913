import { PRICE_TAGS, isRublePrice } from './ozon-page';

/** Per frame the badges take at most this much script time; the rest waits for the next frame. */
export const FRAME_BUDGET_MS = 4;
/** A page never gets more badges than this (a feed that scrolls for ever stops gaining them). */
export const MAX_BADGES = 5000;

export interface ScannerOptions {
  mark(node: HTMLElement): void;
  schedule?: (run: () => void) => void;
  now?: () => number;
  budgetMs?: number;
  maxMarks?: number;
}

/**
 * Finds rouble prices in what is added to the page, never rescanning the whole page: added
 * elements are queued, and the queue is worked through in frame-sized slices. Text replaced inside
 * an element (a ticking countdown) costs one short check of that element.
 */
export function createPriceScanner(root: HTMLElement, options: ScannerOptions): { flush(): void; stop(): void; marked(): number } {
  const schedule = options.schedule ?? ((run) => requestAnimationFrame(run));
  const now = options.now ?? (() => performance.now());
  const budget = options.budgetMs ?? FRAME_BUDGET_MS;
  const maxMarks = options.maxMarks ?? MAX_BADGES;
  const queue: Element[] = [root];
  let scheduled = false;
  let marks = 0;
  let stopped = false;

  const visit = (node: Element) => {
    if (marks >= maxMarks) return;
    if (isRublePrice(node, true)) {
      options.mark(node);
      marks++;
    }
  };
  const work = () => {
    scheduled = false;
    if (stopped) return;
    const started = now();
    while (queue.length > 0 && marks < maxMarks) {
      const next = queue.shift();
      if (!next?.isConnected || next.closest('[data-ml-ui]')) continue;
      visit(next);
      if (next.firstElementChild) {
        // A big subtree is split: its candidates go back on the queue and are checked slice by slice.
        const found = next.querySelectorAll(PRICE_TAGS);
        for (let i = 0; i < found.length; i++) {
          const node = found[i];
          if (node) visit(node);
          if ((i & 63) === 63 && now() - started > budget) {
            for (let j = i + 1; j < found.length; j++) {
              const rest = found[j];
              if (rest && !rest.firstElementChild) queue.push(rest);
            }
            break;
          }
        }
      }
      if (now() - started > budget) break;
    }
    if (queue.length > 0 && marks < maxMarks) plan();
  };
  const plan = () => {
    if (scheduled || stopped) return;
    scheduled = true;
    schedule(work);
  };
  const observer = new MutationObserver((records) => {
    if (marks >= maxMarks) return;
    for (const record of records) {
      if (record.type !== 'childList') continue;
      for (const added of record.addedNodes) {
        if (added.nodeType === Node.ELEMENT_NODE) queue.push(added as Element);
        else if (added.nodeType === Node.TEXT_NODE && added.parentElement && added.parentElement.dataset.mlCny === undefined) queue.push(added.parentElement);
      }
    }
    if (queue.length > 0) plan();
  });
  observer.observe(root, { childList: true, subtree: true });
  plan();
  return {
    flush: work,
    stop: () => {
      stopped = true;
      observer.disconnect();
    },
    marked: () => marks,
  };
}
