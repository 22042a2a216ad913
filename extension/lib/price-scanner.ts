import { PRICE_TAGS, isRublePrice } from './ozon-page';

/** One slice of badge work takes at most this much script time; the rest waits for the next slice. */
export const FRAME_BUDGET_MS = 8;
/** Changes per second without a price in them after which the scanner stops observing the whole page. */
export const FLOOD_RECORDS = 1000;
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
export function createPriceScanner(root: HTMLElement, options: ScannerOptions): { flush(): void; stop(): void; marked(): number; narrowed(): boolean } {
  // Slices run as separate tasks, so rendering and the page's own scripts run between them; what one
  // slice adds to the page is drawn in the next frame, together.
  const schedule = options.schedule ?? ((run) => setTimeout(run, 0));
  const now = options.now ?? (() => performance.now());
  const budget = options.budgetMs ?? FRAME_BUDGET_MS;
  const maxMarks = options.maxMarks ?? MAX_BADGES;
  // A queue read from `head` on (shifting a long array costs a copy each time), trimmed as it is read.
  let queue: Element[] = [root];
  let head = 0;
  const queued = new WeakSet<Element>();
  const push = (node: Element) => {
    if (queued.has(node)) return;
    queued.add(node);
    queue.push(node);
  };
  let scheduled = false;
  let marks = 0;
  let stopped = false;

  // Two ways of hearing about added nodes. At first the whole subtree is observed. A page that floods
  // the observer with changes holding no price (thousands of ticking countdowns) costs a record per
  // change, so the scanner then observes only the chains of elements that hold prices (direct children
  // only): new tiles and new result pages arrive there, while a countdown's text never does.
  let narrow = false;
  const watched = new WeakSet<Element>();
  const watchChain = (node: Element) => {
    for (let el: Element | null = node.parentElement; el; el = el.parentElement) {
      if (watched.has(el)) break;
      watched.add(el);
      observer.observe(el, { childList: true });
      if (el === root) break;
    }
  };
  let windowStart = 0;
  let idleRecords = 0;
  const visit = (node: Element) => {
    if (marks >= maxMarks) return;
    if (isRublePrice(node, true)) {
      options.mark(node);
      marks++;
      if (narrow) watchChain(node);
    }
  };
  const work = () => {
    scheduled = false;
    if (stopped) return;
    const started = now();
    while (head < queue.length && marks < maxMarks) {
      const next = queue[head++];
      if (next) queued.delete(next);
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
              if (rest && !rest.firstElementChild) push(rest);
            }
            break;
          }
        }
      }
      if (now() - started > budget) break;
    }
    if (head >= queue.length) {
      queue = [];
      head = 0;
    } else if (head > 4096) {
      queue = queue.slice(head);
      head = 0;
    }
    if (head < queue.length && marks < maxMarks) plan();
  };
  const plan = () => {
    if (scheduled || stopped) return;
    scheduled = true;
    schedule(work);
  };
  const observer = new MutationObserver((records) => {
    if (marks >= maxMarks) return;
    const before = queue.length;
    for (const record of records) {
      if (record.type !== 'childList') continue;
      for (const added of record.addedNodes) {
        // Only what can hold a rouble price is queued: a ticking countdown's new text has no ₽ and costs one string check.
        if (added.nodeType === Node.ELEMENT_NODE) {
          const element = added as HTMLElement;
          if (element.dataset.mlUi === undefined && element.textContent?.includes('₽')) push(element);
        } else if (added.nodeType === Node.TEXT_NODE && added.textContent?.includes('₽')) {
          const parent = added.parentElement;
          if (parent && parent.dataset.mlCny === undefined) push(parent);
        }
      }
    }
    if (!narrow) {
      const t = now();
      if (t - windowStart > 1000) {
        windowStart = t;
        idleRecords = 0;
      }
      if (queue.length === before) idleRecords += records.length;
      if (idleRecords > FLOOD_RECORDS) {
        narrow = true;
        observer.disconnect();
        watched.add(root);
        observer.observe(root, { childList: true });
        root.querySelectorAll('[data-ml-cny]').forEach(watchChain);
      }
    }
    if (head < queue.length) plan();
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
    narrowed: () => narrow,
  };
}
