import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devApi } from '../api/dev';
import { identityApi } from '../api/identity';
import { parseRuntimeConfig } from '../config/index';
import { createHttpClient, type HttpClient } from '../http/client';
import { SESSION_KEYS } from '../http/headers';
import { createPromoteStore } from '../stores/promote-store';
import { createUserStore } from '../stores/user-store';
import { startProjectServer, type ProjectServer } from '../testing/project-server';
import { testPlatform, type TestPlatform } from '../testing/test-platform';
import { createAuth } from './create-auth';
import { LOGIN_MODES } from './modes';

// The project's server seeds a whole market on start, which takes a while.
const START_MS = 120_000;
let server: ProjectServer;
beforeAll(async () => {
  server = await startProjectServer();
}, START_MS);
afterAll(() => server?.close());

/** Solves the slider through the development answer endpoint, as a person dragging would. */
async function solveSlider(http: HttpClient) {
  const issued = await identityApi.issueSliderCaptcha(http, { body: {} });
  const answer = await http.axios.get<{ x: number }>(`${server.origin}/api/dev/captcha/${issued.captchaId ?? ''}/answer`);
  const x = answer.data.x;
  // A person looks at the puzzle before dragging: an address that solves often (every test's comes
  // from this machine) must wait 2.5 s after the puzzle was issued, and the drag below takes 600 ms
  // (the server refuses a drag longer than the puzzle has been shown).
  await new Promise((resolve) => setTimeout(resolve, 2_600));
  const trail = Array.from({ length: 25 }, (_, i) => ({ x: Math.round(x * (1 - (1 - i / 24) ** 3) * 10) / 10, y: Math.round(Math.sin(i) * 2), t: Math.round((i / 24) * 600 + (i % 3)) }));
  return identityApi.verifySliderCaptcha(http, { body: { captchaId: issued.captchaId ?? '', x, trail } });
}

/** A browser-like sheet: its session cookies go with every request, as the site's cookies would. */
function sheet(options: { now?: () => number } = {}) {
  const platform: TestPlatform = testPlatform(options);
  // The client copies the platform's parts when it is built, so the captcha goes in first.
  platform.captcha = { verify: () => solveSlider(http) };
  const http: HttpClient = createHttpClient({ config: parseRuntimeConfig({ apiOrigin: server.origin, rsaPublicKey: server.rsaPublicKey }), platform });
  http.axios.interceptors.request.use((req) => {
    const jar = [...platform.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (jar) req.headers.set('cookie', jar);
    return req;
  });
  const user = createUserStore();
  const auth = createAuth({ http, user, promote: createPromoteStore(platform.storage) });
  const stored = () => JSON.parse(decodeURIComponent(platform.cookies.get(SESSION_KEYS.userCookie) ?? '{}')) as Record<string, unknown>;
  return { platform, http, user, auth, stored };
}

describe('auth flows against the project server', () => {
  it('signs in from a device whose clock is five minutes behind, without the wrong-clock reminder', async () => {
    const s = sheet({ now: () => Date.now() - 5 * 60_000 });
    expect(await s.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' })).toBe(false);
    expect(await s.auth.selectAccount('13800138000')).toBe(true);
    expect(s.stored()).toMatchObject({ account: '13800138000', accountType: 'main' });
    expect(s.platform.shown.filter((n) => n.kind === 'notice')).toEqual([]);
  }, 30_000);

  it('lets the demo account pick its sub-account demo_ops and signs in as it', async () => {
    const s = sheet();
    expect(await s.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' })).toBe(false);
    const state = s.auth.state.getState();
    expect(state.mode).toBe(LOGIN_MODES.accountSelect);
    expect(state.accounts.map((a) => [a.account, a.accountType])).toEqual([['13800138000', 'main'], ['demo_ops', 'sub']]);
    expect(await s.auth.selectAccount('demo_ops')).toBe(true);
    expect(s.stored()).toMatchObject({ account: 'demo_ops', accountType: 'sub' });
    expect(s.user.getState().info?.channelUserInfo).toBeTruthy();
    expect(s.auth.state.getState()).toMatchObject({ mode: LOGIN_MODES.authSuccess, done: true });
  }, 30_000);

  it('binds a WeChat to the signed-in account, then logs in by scanning the login QR code with it', async () => {
    const member = sheet();
    await member.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' });
    await member.auth.selectAccount('13800138000');
    const openId = `wx-core-${Date.now()}`;
    const bind = member.auth.wechatBindQr({ pollMs: 50 });
    bind.refresh();
    await new Promise((r) => bind.store.subscribe((q) => q.phase === 'waiting' && r(q)));
    await devApi.wechatScan(member.http, { body: { sceneId: bind.store.getState().sceneId, openId } });
    await new Promise((r) => member.auth.state.subscribe((st) => st.done && !st.loading && r(st)));
    expect(member.platform.shown).toContainEqual({ kind: 'success', message: { key: 'auth.bindSuccess' } });

    const guest = sheet();
    const qr = guest.auth.wechatLoginQr({ pollMs: 50 });
    qr.refresh();
    await new Promise((r) => qr.store.subscribe((q) => q.phase === 'waiting' && r(q)));
    await devApi.wechatScan(guest.http, { body: { sceneId: qr.store.getState().sceneId, openId } });
    await new Promise((r) => guest.auth.state.subscribe((st) => st.mode === LOGIN_MODES.accountSelect && r(st)));
    expect(qr.store.getState().phase).toBe('scanned');
    expect(await guest.auth.selectAccount('13800138000')).toBe(true);
    expect(guest.stored()).toMatchObject({ account: '13800138000', wechatBound: true });
  }, 30_000);
});
