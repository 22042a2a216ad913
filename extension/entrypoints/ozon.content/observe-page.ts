import { ask } from '../../lib/messages';
import { ObservationBatcher, type BatcherOptions, type PageRow } from '../../lib/observation-batch';
import type { SendOutcome } from '../../lib/observation-sender';
import { sharingAllowed } from '../../lib/observation-consent';
import { addsElements } from './listing-overlay';

/** Reads the cards a catalogue page shows (core's one parser, shared with the collector). */
export type PageParser = (root: Document, url: string) => PageRow[];

/** The page is read again at most this often while it brings new elements (more results as the shopper scrolls). */
export const RESCAN_MS = 1_000;
/** A read waits for the page to be idle, at most this long. */
const IDLE_MS = 2_000;
/** The first read waits this long after the page view starts, so the badges and figures are placed first. */
export const FIRST_READ_MS = 2_500;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * Shares what one page view of a search, category, shop or goods page shows, when the member allows
 * it: the page is read a moment after it opens (the badges and figures first), once it is idle, and
 * again when more results arrive, each card once per page view, in batches the background sends. Once the background answers that the member does not share
 * or is logged out, the page view stops reading. Returns what ends the page view (the pending batch
 * leaves then, as it does when the tab is hidden or closed).
 */
export function observePage(parse: PageParser, timing: Pick<BatcherOptions, 'settleMs' | 'maxWaitMs'> & { firstReadMs?: number } = {}): () => void {
  let stopped = false;
  let cancelIdle = () => {};
  let rescan: ReturnType<typeof setTimeout> | undefined;
  let observer: MutationObserver | undefined;
  const url = location.href;
  const end = (send: boolean) => {
    if (stopped) return;
    stopped = true;
    cancelIdle();
    clearTimeout(rescan);
    observer?.disconnect();
    removeEventListener('pagehide', leave);
    document.removeEventListener('visibilitychange', hidden);
    batcher.stop({ send });
  };
  const { firstReadMs = FIRST_READ_MS, ...batching } = timing;
  const batcher = new ObservationBatcher({
    ...batching,
    send: (rows) =>
      void ask<SendOutcome>({ type: 'observe', rows }).then((reply) => {
        if (reply.ok && (reply.data.state === 'off' || reply.data.state === 'guest')) end(false);
      }),
  });
  const read = () => {
    if (stopped) return;
    try {
      batcher.add(parse(document, url));
    } catch {
      // A page the parser does not understand shares nothing; the assistant's own figures carry on.
    }
  };
  const leave = () => batcher.flush();
  const hidden = () => document.visibilityState === 'hidden' && batcher.flush();

  void sharingAllowed().then((allowed) => {
    if (!allowed || stopped) return void (stopped = true);
    // Until the first read, what the page adds is read with it.
    let started = false;
    const first = setTimeout(() => {
      started = true;
      cancelIdle = whenIdle(read);
    }, firstReadMs);
    cancelIdle = () => clearTimeout(first);
    observer = new MutationObserver((mutations) => {
      if (!started || rescan !== undefined || !addsElements(mutations)) return;
      rescan = setTimeout(() => {
        rescan = undefined;
        cancelIdle = whenIdle(read);
      }, RESCAN_MS);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
  });
  return () => end(true);
}
