// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../config/index';
import { createHttpClient } from '../http/client';
import type { CaptchaResult } from '../http/platform';
import { json, startLoopback } from '../testing/loopback';
import { testPlatform } from '../testing/test-platform';
import { useSliderPuzzle } from './use-slider-puzzle';

let server: Awaited<ReturnType<typeof startLoopback>>;
beforeAll(async () => {
  server = await startLoopback((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (req.method === 'OPTIONS') return json(res, 204, '', cors);
    const body = req.path.endsWith('/issue') ? { code: 200, captchaId: 'p-1', background: 'data:,bg', piece: 'data:,piece' } : { code: 200, ret: 0, ticket: 't-1', randstr: 'r-1' };
    json(res, 200, body, cors);
  });
});
afterAll(() => server.close());

describe('useSliderPuzzle', () => {
  it('shows a puzzle while mounted and hands a pass to the callback of the latest render', async () => {
    const http = createHttpClient({ config: parseRuntimeConfig({ apiOrigin: server.origin }), platform: testPlatform() });
    const first: CaptchaResult[] = [];
    const latest: CaptchaResult[] = [];
    const { result, rerender, unmount } = renderHook(({ onPassed }) => useSliderPuzzle(http, onPassed), { initialProps: { onPassed: (r: CaptchaResult) => void first.push(r) } });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ max: 256, puzzle: { captchaId: 'p-1', width: 300, height: 160 } });
    rerender({ onPassed: (r: CaptchaResult) => void latest.push(r) });
    act(() => void result.current.press('ArrowRight', true));
    expect(result.current.x).toBe(10);
    act(() => void result.current.press('Enter', false));
    await waitFor(() => expect(latest).toEqual([{ ret: 0, ticket: 't-1', randstr: 'r-1' }]));
    expect(first).toEqual([]);
    unmount();
  });
});
