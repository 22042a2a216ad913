import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';

/** How long no request may have been open or started before the network counts as settled. */
const QUIET_MS = 300;

/**
 * Starts watching the requests of a page (or of a whole context, with an extension's calls) and
 * answers a wait until nothing is in flight and nothing has started for a moment. What a page shows
 * or sends after an action (a lazily loaded dialog, a toast, a prompt, a call) comes with a request,
 * so once the network has settled, a test may assert that such a thing did NOT happen. Call it
 * before the action, await the answer after it.
 */
export function watchNetwork(target: Page | BrowserContext): { settled: () => Promise<void> } {
  const open = new Set<Request>();
  let last = Date.now();
  const started = (r: Request) => {
    open.add(r);
    last = Date.now();
  };
  const ended = (r: Request) => {
    open.delete(r);
    last = Date.now();
  };
  target.on('request', started);
  target.on('requestfinished', ended);
  target.on('requestfailed', ended);
  return {
    async settled() {
      try {
        await expect.poll(() => open.size === 0 && Date.now() - last >= QUIET_MS, { intervals: [100], timeout: 15_000 }).toBe(true);
      } finally {
        target.off('request', started);
        target.off('requestfinished', ended);
        target.off('requestfailed', ended);
      }
    },
  };
}
