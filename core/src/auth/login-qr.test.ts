import { afterEach, describe, expect, it } from 'vitest';
import { authFixture } from './auth-fixture';
import { createLoginQr, type LoginQr, type QrPhase } from './login-qr';
import { LOGIN_MODES } from './modes';

let fixture: Awaited<ReturnType<typeof authFixture>> | undefined;
let qr: LoginQr | undefined;
afterEach(async () => {
  qr?.cancel();
  await fixture?.server.close();
  fixture = undefined;
});

const qrcode = { code: 200, sceneId: 'scene-1', qrcodeUrl: 'data:image/svg+xml,qr', scanUrl: 'http://127.0.0.1/scan', expiresIn: 300 };
/** A scene that answers `waiting` until `after` polls, then `final`. */
function scene(after: number, final: Record<string, unknown>) {
  let polls = 0;
  return () => [200, ++polls > after ? { code: 200, ...final } : { code: 200, status: 'waiting', bound: false }] as [number, unknown];
}
const until = (q: LoginQr, phases: QrPhase[]) =>
  new Promise<QrPhase>((resolve) => {
    const check = (s: { phase: QrPhase }) => phases.includes(s.phase) && resolve(s.phase);
    check(q.store.getState());
    q.store.subscribe(check);
  });

describe('WeChat login QR code', () => {
  it('shows the code, polls until a bound WeChat scans it and logs in with the scene', async () => {
    fixture = await authFixture({ '/wechat/createLoginQrcode': () => [200, qrcode], '/wechat/loginQrcodeStatus': scene(2, { status: 'scanned', bound: true }) });
    qr = fixture.auth.wechatLoginQr({ pollMs: 10, appId: 'wx-app' });
    qr.refresh();
    expect(await until(qr, ['waiting'])).toBe('waiting');
    expect(qr.store.getState()).toMatchObject({ sceneId: 'scene-1', image: qrcode.qrcodeUrl, scanUrl: qrcode.scanUrl, minutes: 5 });
    expect(fixture.calls('/wechat/createLoginQrcode')[0]?.query).toEqual({ channelId: '2', appId: 'wx-app' });
    await until(qr, ['scanned']);
    await new Promise((r) => fixture?.auth.state.subscribe((s) => s.done && r(s)));
    expect(fixture.calls('/wechat/loginQrcodeStatus')).toHaveLength(3);
    expect(fixture.bodyOf('/user/loginQbt3AccountV2')).toMatchObject({ action: 'wechatVerifyLogin', data: { messageCode: 'scene-1', tenantId: 1 }, firstId: 'anon-1' });
    expect(fixture.auth.state.getState().mode).toBe(LOGIN_MODES.authSuccess);
  });

  it('moves to binding a number when an unbound WeChat scans the code', async () => {
    fixture = await authFixture({ '/wechat/createLoginQrcode': () => [200, qrcode], '/wechat/loginQrcodeStatus': scene(0, { status: 'scanned', bound: false }) });
    qr = fixture.auth.wechatLoginQr({ pollMs: 10 });
    qr.refresh();
    expect(await until(qr, ['unbound'])).toBe('unbound');
    expect(fixture.auth.state.getState().mode).toBe(LOGIN_MODES.qrCodeBindWx);
    expect(fixture.calls('/user/loginQbt3AccountV2')).toHaveLength(0);
  });

  it('expires by the server, by the device clock, and fails when no code can be had; refresh starts again', async () => {
    fixture = await authFixture({ '/wechat/createLoginQrcode': () => [200, qrcode], '/wechat/loginQrcodeStatus': scene(1, { status: 'expired' }) });
    qr = createLoginQr({ http: fixture.http, pollMs: 10 });
    qr.refresh();
    expect(await until(qr, ['expired'])).toBe('expired');
    const short = await authFixture({ '/wechat/createLoginQrcode': () => [200, { ...qrcode, expiresIn: 0 }] });
    const q2 = createLoginQr({ http: short.http, pollMs: 10 });
    q2.refresh();
    expect(await until(q2, ['expired'])).toBe('expired');
    expect(short.calls('/wechat/loginQrcodeStatus')).toHaveLength(0);
    await short.server.close();
    const broken = await authFixture({ '/wechat/createLoginQrcode': () => [200, { code: 10012, message: 'unavailable' }] });
    const q3 = createLoginQr({ http: broken.http });
    q3.refresh();
    expect(await until(q3, ['failed'])).toBe('failed');
    expect(broken.platform.shown).toEqual([]);
    await broken.server.close();
    qr.refresh();
    expect(qr.store.getState().phase).toBe('loading');
    expect(await until(qr, ['waiting'])).toBe('waiting');
  });

  it('stops polling when cancelled and ignores an answer still under way', async () => {
    fixture = await authFixture({ '/wechat/createLoginQrcode': () => [200, qrcode], '/wechat/loginQrcodeStatus': scene(1000, {}) });
    qr = createLoginQr({ http: fixture.http, pollMs: 10 });
    qr.refresh();
    await until(qr, ['waiting']);
    await new Promise((r) => setTimeout(r, 50));
    qr.cancel();
    // A request already on the wire when cancelled may still reach the server (later on a busy
    // machine); none may follow it: polling every 10 ms would add a dozen in the next 300 ms.
    await new Promise((r) => setTimeout(r, 200));
    const polls = fixture.calls('/wechat/loginQrcodeStatus').length;
    expect(polls).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(fixture.calls('/wechat/loginQrcodeStatus')).toHaveLength(polls);
    expect(qr.store.getState().phase).toBe('waiting');
    qr.refresh();
    qr.cancel();
    await new Promise((r) => setTimeout(r, 30));
    expect(qr.store.getState().phase).toBe('loading');
  });

  it('binds the scanning WeChat to the signed-in account', async () => {
    fixture = await authFixture({ '/wechat/createLoginQrcode': () => [200, qrcode], '/wechat/loginQrcodeStatus': scene(0, { status: 'scanned', bound: false }) });
    qr = fixture.auth.wechatBindQr({ pollMs: 10 });
    qr.refresh();
    await new Promise((r) => fixture?.auth.state.subscribe((s) => s.done && r(s)));
    expect(fixture.calls('/user/addWeiXinBind')[0]?.query).toEqual({ scentId: 'scene-1' });
    expect(fixture.platform.shown).toEqual([{ kind: 'success', message: { key: 'auth.bindSuccess' } }]);
  });
});
