import { afterEach, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../config/index';
import { createHttpClient } from '../http/client';
import type { CaptchaResult } from '../http/platform';
import { json, startLoopback, type SeenRequest } from '../testing/loopback';
import { testPlatform } from '../testing/test-platform';
import { createSliderPuzzle, type SliderPuzzle, type SliderPuzzleOptions } from './slider-puzzle';

type Reply = (req: SeenRequest) => { status?: number; body: unknown; delayMs?: number };
const issued = (n: number) => ({ code: 200, captchaId: `p-${n}`, background: 'data:image/svg+xml,bg', piece: 'data:image/svg+xml,piece', width: 320, pieceSize: 40, pieceY: 30 });
const pass = { code: 200, ret: 0, ticket: 'ticket-1', randstr: 'rand-1' };

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

/** A loopback identity service for the two captcha calls, and a puzzle wired to it. */
async function fixture(replies: { issue?: Reply; verify?: Reply } = {}, options: Partial<SliderPuzzleOptions> = {}) {
  let n = 0;
  const issue: Reply = replies.issue ?? (() => ({ body: issued(++n) }));
  const verify: Reply = replies.verify ?? (() => ({ body: pass }));
  const server = await startLoopback((req, res) => {
    const reply = (req.path.endsWith('/captcha/slider/issue') ? issue : verify)(req);
    setTimeout(() => json(res, reply.status ?? 200, reply.body), reply.delayMs ?? 0);
  });
  const http = createHttpClient({ config: parseRuntimeConfig({ apiOrigin: server.origin }), platform: testPlatform() });
  const passed: CaptchaResult[] = [];
  const clock = { t: 0 };
  const slider: SliderPuzzle = createSliderPuzzle({ http, onPassed: (r) => void passed.push(r), now: () => clock.t, ...options });
  closers.push(async () => {
    slider.cancel();
    await server.close();
  });
  const verified = () => server.seen.filter((r) => r.path.endsWith('/captcha/slider/verify')).map((r) => JSON.parse(r.body) as { captchaId: string; x: number; trail: { x: number; y: number; t: number }[] });
  return { server, slider, passed, clock, verified };
}

describe('slider puzzle', () => {
  it('starts loading, then shows the puzzle with the sizes the server left out filled in', async () => {
    const { slider } = await fixture();
    expect(slider.store.getState()).toMatchObject({ status: 'loading', puzzle: null, x: 0 });
    await slider.refresh();
    expect(slider.store.getState()).toEqual({ status: 'ready', x: 0, max: 280, puzzle: { captchaId: 'p-1', background: 'data:image/svg+xml,bg', piece: 'data:image/svg+xml,piece', width: 320, height: 160, pieceSize: 40, pieceY: 30 } });
  });

  it('records the drag from the left edge at time zero and keeps the piece inside the track', async () => {
    const { slider, clock, passed, verified } = await fixture();
    await slider.refresh();
    clock.t = 5_000;
    expect(slider.grab(200)).toBe(true);
    clock.t += 40;
    slider.drag(260.4, 3.6);
    clock.t += 40;
    slider.drag(900, 1);
    expect(slider.store.getState().x).toBe(280);
    slider.drag(-900, 0);
    expect(slider.store.getState().x).toBe(0);
    slider.release();
    expect(slider.store.getState().status).toBe('checking');
    await expect.poll(() => passed).toEqual([{ ret: 0, ticket: 'ticket-1', randstr: 'rand-1' }]);
    expect(verified()).toEqual([{ captchaId: 'p-1', x: 0, trail: [{ x: 0, y: 0, t: 0 }, { x: 0, y: 0, t: 0 }, { x: 60, y: 4, t: 40 }, { x: 280, y: 1, t: 80 }, { x: 0, y: 0, t: 80 }] }]);
  });

  it('moves the piece with the arrow keys, further with Shift, and checks on Enter or Space', async () => {
    const { slider, passed, verified } = await fixture({ verify: () => ({ body: { code: 200, ret: 0, ticket: 'ticket-2' } }) });
    await slider.refresh();
    expect(slider.press('ArrowRight', false)).toBe(true);
    expect(slider.press('ArrowRight', true)).toBe(true);
    expect(slider.store.getState().x).toBe(12);
    expect(slider.press('ArrowLeft', false)).toBe(true);
    expect(slider.store.getState().x).toBe(10);
    expect(slider.press('Tab', false)).toBe(false);
    expect(slider.press(' ', false)).toBe(true);
    await expect.poll(() => passed).toEqual([{ ret: 0, ticket: 'ticket-2' }]);
    expect(verified()[0]?.x).toBe(10);
    expect(slider.press('Enter', false)).toBe(true);
    expect(verified()).toHaveLength(1);
  });

  it('checks nothing before the piece has moved, and takes no drag while not ready', async () => {
    const { slider, verified } = await fixture();
    expect(slider.grab(10)).toBe(false);
    slider.drag(50, 0);
    slider.release();
    slider.moveTo(30);
    expect(slider.store.getState().x).toBe(0);
    await slider.refresh();
    await slider.submit();
    expect(verified()).toEqual([]);
  });

  it('shows a rejected check as failed and draws a new puzzle after the pause', async () => {
    const { slider, passed } = await fixture({ verify: () => ({ body: { code: 200, ret: 1 } }) }, { retryMs: 20 });
    await slider.refresh();
    slider.moveTo(100);
    await slider.submit();
    expect(slider.store.getState()).toMatchObject({ status: 'failed', x: 100 });
    await expect.poll(() => slider.store.getState()).toMatchObject({ status: 'ready', x: 0, puzzle: { captchaId: 'p-2' } });
    expect(passed).toEqual([]);
  });

  it('fails when the server has no puzzle or the call errs, and refresh starts again', async () => {
    let calls = 0;
    const { slider } = await fixture({ issue: () => (++calls === 1 ? { body: { code: 10012, message: 'unavailable' } } : calls === 2 ? { status: 500, body: 'down' } : { body: issued(calls) }) });
    await slider.refresh();
    expect(slider.store.getState().status).toBe('failed');
    await slider.refresh();
    expect(slider.store.getState().status).toBe('failed');
    await slider.refresh();
    expect(slider.store.getState()).toMatchObject({ status: 'ready', puzzle: { captchaId: 'p-3' } });
  });

  it('treats a failed verify call like a rejected drag', async () => {
    const { slider, passed } = await fixture({ verify: () => ({ status: 500, body: { code: 500, message: 'down' } }) }, { retryMs: 60_000 });
    await slider.refresh();
    slider.moveTo(40);
    await slider.submit();
    expect(slider.store.getState().status).toBe('failed');
    expect(passed).toEqual([]);
  });

  it('ignores answers that arrive after cancel or a newer refresh', async () => {
    let n = 0;
    // The second puzzle answers late, after the third has already been shown.
    const issue: Reply = () => ({ body: issued(++n), delayMs: n === 2 ? 80 : 0 });
    const { server, slider, passed } = await fixture({ issue, verify: () => ({ body: pass, delayMs: 50 }) });
    await slider.refresh();
    slider.moveTo(40);
    const checking = slider.submit();
    slider.cancel();
    await checking;
    expect(passed).toEqual([]);
    const stale = slider.refresh();
    await expect.poll(() => server.seen.length).toBe(3);
    await slider.refresh();
    await stale;
    expect(slider.store.getState()).toMatchObject({ status: 'ready', puzzle: { captchaId: 'p-3' } });
  });
});
