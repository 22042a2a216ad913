import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRuntimeConfig } from '../config/index';
import { defineCall } from '../contract/define';
import { envelope } from '../contract/envelope';
import { json, startLoopback } from '../testing/loopback';
import { testPlatform } from '../testing/test-platform';
import { createHttpClient } from './client';
import { BusinessError, ContractError, PipelineError } from './errors';
import { SESSION_KEYS } from './headers';
import { HTML_MARKERS } from './response-rules';

const NINE_MINUTES = 9 * 60_000;
let serverDate: Date | undefined;
const signedTimestamps: number[] = [];

let server: Awaited<ReturnType<typeof startLoopback>>;
beforeAll(async () => {
  server = await startLoopback((req, res) => {
    const date = { date: (serverDate ?? new Date()).toUTCString() };
    const html = (marker: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...date });
      res.end(`<html><body><div ${marker}>…</div></body></html>`);
    };
    switch (req.path.replace('/api', '')) {
      case '/unauthorized': return json(res, 401, { code: 401, message: 'unauthorized' }, date);
      case '/restricted': res.writeHead(403, { 'content-type': 'text/plain', ...date }); return res.end('RESTRICT_LOGIN');
      case '/forbidden': return json(res, 403, { code: 403, message: '无权访问' }, date);
      case '/busy': return json(res, 429, { code: 429, message: 'slow down' }, date);
      case '/broken': return json(res, 500, { code: 500, message: 'boom' }, date);
      case '/captcha': return html(HTML_MARKERS.captcha);
      case '/threat': return html(HTML_MARKERS.threat);
      case '/plain-html': return html('class="page"');
      case '/code': return json(res, 200, { code: Number(req.query['code']), message: '手机号格式不正确' }, date);
      case '/bad-request': return json(res, 400, { code: 10007, message: '验证码错误' }, date);
      case '/bad-shape': return json(res, 200, { code: 200, data: 'not-a-number' }, date);
      case '/always-refused':
        signedTimestamps.push(Number(req.headers['timestamp']));
        return json(res, 403, { code: 41_001, message: 'clock' }, date);
      case '/signed': {
        // As the API does: a timestamp more than two minutes from the server's clock is refused.
        signedTimestamps.push(Number(req.headers['timestamp']));
        const off = Math.abs(Number(req.headers['timestamp']) - (serverDate ?? new Date()).getTime()) > 120_000;
        return off ? json(res, 403, { code: 41_001, message: 'clock' }, date) : json(res, 200, { code: 200, message: 'success', data: 1 }, date);
      }
      default: return json(res, 200, { code: 200, message: 'success', data: 1 }, date);
    }
  });
});
afterAll(() => server.close());

const def = (path: string) => defineCall({ service: 'default', method: 'GET', path, response: envelope({ data: z.number().optional() }) });

function setup() {
  const platform = testPlatform();
  platform.cookies.set(SESSION_KEYS.userCookie, encodeURIComponent(JSON.stringify({ userToken: 't' })));
  platform.cookies.set(SESSION_KEYS.controlTCookie, 'c');
  void platform.storage.setItem(SESSION_KEYS.isLoginStorage, 'true');
  const http = createHttpClient({ config: parseRuntimeConfig({ apiOrigin: server.origin }), platform });
  return { http, platform };
}

describe('response rules', () => {
  it('ends the session on 401: cookies cleared, isLogin removed, page reloaded', async () => {
    const { http, platform } = setup();
    await expect(http.call(def('/unauthorized'))).rejects.toBeInstanceOf(PipelineError);
    expect(platform.cookies.size).toBe(0);
    expect(platform.storage.data.has(SESSION_KEYS.isLoginStorage)).toBe(false);
    expect(platform.reloads()).toBe(1);
  });

  it('ends the session on 403 RESTRICT_LOGIN but not on another 403', async () => {
    const { http, platform } = setup();
    await expect(http.call(def('/forbidden'))).rejects.toBeInstanceOf(BusinessError);
    expect(platform.reloads()).toBe(0);
    expect(platform.cookies.size).toBe(2);
    await expect(http.call(def('/restricted'))).rejects.toThrow('session-ended');
    expect(platform.reloads()).toBe(1);
    expect(platform.cookies.size).toBe(0);
  });

  it('warns about too frequent access on 429 and shows the backend error on 500', async () => {
    const { http, platform } = setup();
    await expect(http.call(def('/busy'))).rejects.toThrow('too-frequent');
    await expect(http.call(def('/broken'))).rejects.toThrow('server-error');
    expect(platform.shown).toEqual([
      { kind: 'warning', message: { key: 'http.tooFrequent' } },
      { kind: 'error', message: { key: 'http.backendError' } },
    ]);
  });

  it('reloads and throws on a captcha page, warns and throws on a threat page, lets other HTML through the contract check', async () => {
    const { http, platform } = setup();
    await expect(http.call(def('/captcha'))).rejects.toThrow('not-verified');
    expect(platform.reloads()).toBe(1);
    await expect(http.call(def('/threat'))).rejects.toThrow('threat');
    expect(platform.shown).toEqual([{ kind: 'warning', message: { key: 'http.tooManyVisits' } }]);
    expect(platform.reloads()).toBe(1);
    await expect(http.call(def('/plain-html'))).rejects.toBeInstanceOf(ContractError);
  });

  it('shows a body code message as a warning unless the code is 0, 200 or exempt, or the flag is off', async () => {
    const { http, platform } = setup();
    for (const code of [0, 200, 10099, 90001, 70002, 30005]) await http.call(def(`/code?code=${code}`)).catch(() => undefined);
    expect(platform.shown).toEqual([]);
    await http.call(def('/code?code=10001'));
    expect(platform.shown).toEqual([{ kind: 'warning', message: { text: '手机号格式不正确' } }]);
    await http.call(def('/code?code=10001'), undefined, { verifyCode: false });
    expect(platform.shown).toHaveLength(1);
  });

  it('turns an error status with a body code into a business error after warning with its message', async () => {
    const { http, platform } = setup();
    const err = await http.call(def('/bad-request')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BusinessError);
    expect(err).toMatchObject({ code: 10007, status: 400, message: '验证码错误' });
    expect(platform.shown).toEqual([{ kind: 'warning', message: { text: '验证码错误' } }]);
  });

  it('rejects a success body that breaks the contract', async () => {
    const { http } = setup();
    await expect(http.call(def('/bad-shape'))).rejects.toThrow(/does not match the contract/);
    await expect(http.call(def('/ok'))).resolves.toEqual({ code: 200, message: 'success', data: 1 });
  });

  it('shows the persistent reminder once when the server clock is more than nine minutes away', async () => {
    const { http, platform } = setup();
    serverDate = new Date(Date.now() + NINE_MINUTES - 30_000);
    await http.call(def('/ok'));
    expect(platform.shown).toEqual([]);
    serverDate = new Date(Date.now() - NINE_MINUTES - 30_000);
    await http.call(def('/ok'));
    await http.call(def('/ok'));
    expect(platform.shown).toEqual([{ kind: 'notice', message: { key: 'http.clockTitle' }, description: { key: 'http.clockSkew' } }]);
    serverDate = undefined;
  });

  it('signs with the server clock when the device clock is minutes off, retrying a refused request once', async () => {
    const { http, platform } = setup();
    serverDate = new Date(Date.now() + 5 * 60_000);
    signedTimestamps.length = 0;
    await expect(http.call(def('/signed'))).resolves.toEqual({ code: 200, message: 'success', data: 1 });
    expect(signedTimestamps).toHaveLength(2);
    // Learned once: the next request is signed with the server's time from the start.
    await expect(http.call(def('/signed'))).resolves.toEqual({ code: 200, message: 'success', data: 1 });
    expect(signedTimestamps).toHaveLength(3);
    expect(Math.abs((signedTimestamps[2] ?? 0) - serverDate.getTime())).toBeLessThan(5_000);
    // Five minutes is inside the nine the reminder waits for.
    expect(platform.shown).toEqual([]);
    serverDate = undefined;
  });

  it('gives up after one retry when the server still refuses the timestamp', async () => {
    const { http } = setup();
    serverDate = new Date(Date.now() + 5 * 60_000);
    signedTimestamps.length = 0;
    await expect(http.call(def('/always-refused'))).rejects.toMatchObject({ code: 41_001 });
    expect(signedTimestamps).toHaveLength(2);
    serverDate = undefined;
  });

  it('passes network failures through untouched', async () => {
    const platform = testPlatform();
    const http = createHttpClient({ config: parseRuntimeConfig({ apiOrigin: 'http://127.0.0.1:1' }), platform });
    await expect(http.call(def('/ok'))).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(platform.shown).toEqual([]);
  });
});
