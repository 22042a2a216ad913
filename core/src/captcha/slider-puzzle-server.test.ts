import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../config/index';
import { createHttpClient, type HttpClient } from '../http/client';
import type { CaptchaResult } from '../http/platform';
import { startProjectServer, type ProjectServer } from '../testing/project-server';
import { testPlatform } from '../testing/test-platform';
import { createSliderPuzzle, type SliderPuzzle, type SliderStatus } from './slider-puzzle';

// The project's server seeds a whole market on start, which takes a while.
const START_MS = 120_000;
let server: ProjectServer;
let http: HttpClient;
beforeAll(async () => {
  server = await startProjectServer();
  http = createHttpClient({ config: parseRuntimeConfig({ apiOrigin: server.origin, rsaPublicKey: server.rsaPublicKey }), platform: testPlatform() });
}, START_MS);
afterAll(() => server?.close());

const until = (slider: SliderPuzzle, status: SliderStatus) =>
  new Promise<void>((resolve) => {
    const check = (s: { status: SliderStatus }) => s.status === status && resolve();
    check(slider.store.getState());
    slider.store.subscribe(check);
  });

/**
 * A person's drag to the gap: sixteen pointer moves 25 ms apart, quick at first and slowing onto
 * the gap, wobbling a pixel up and down. It starts once the puzzle has been shown longer than the
 * drag takes, as the server requires.
 */
async function dragTo(slider: SliderPuzzle, clock: { t: number }, x: number) {
  await new Promise((resolve) => setTimeout(resolve, 450));
  slider.grab(500);
  for (let i = 1; i <= 16; i++) {
    clock.t += 25;
    slider.drag(500 + x * (1 - (1 - i / 16) ** 3), i % 2);
  }
  slider.release();
}

async function answerOf(captchaId: string): Promise<number> {
  const res = await http.axios.get<{ x: number }>(`${server.origin}/api/dev/captcha/${captchaId}/answer`);
  return res.data.x;
}

describe('slider puzzle against the project server', () => {
  it('passes a drag into the gap and hands over a single-use ticket with its randstr', async () => {
    const clock = { t: 1_000 };
    const passed: CaptchaResult[] = [];
    const slider = createSliderPuzzle({ http, onPassed: (r) => void passed.push(r), now: () => clock.t });
    await slider.refresh();
    const { puzzle } = slider.store.getState();
    expect(puzzle?.captchaId).toMatch(/.+/);
    expect(puzzle?.background).toMatch(/^data:image\//);
    await dragTo(slider, clock, await answerOf(puzzle?.captchaId ?? ''));
    await expect.poll(() => passed).toHaveLength(1);
    expect(passed[0]).toMatchObject({ ret: 0, ticket: expect.any(String), randstr: expect.any(String) });
  }, 30_000);

  it('shows a drag that misses the gap as failed, then draws a new puzzle', async () => {
    const clock = { t: 0 };
    const passed: CaptchaResult[] = [];
    const slider = createSliderPuzzle({ http, onPassed: (r) => void passed.push(r), now: () => clock.t, retryMs: 10 });
    await slider.refresh();
    const first = slider.store.getState().puzzle?.captchaId ?? '';
    const x = await answerOf(first);
    await dragTo(slider, clock, x > 100 ? x - 60 : x + 60);
    await until(slider, 'failed');
    await until(slider, 'ready');
    expect(slider.store.getState()).toMatchObject({ x: 0, status: 'ready' });
    expect(slider.store.getState().puzzle?.captchaId).not.toBe(first);
    expect(passed).toEqual([]);
    slider.cancel();
  }, 30_000);
});
