import { describe, expect, it } from 'vitest';
import { memoryStorage, resolvePlatform } from '../http/resolve-platform';
import { ANONYMOUS_ID_KEY, anonymousIdFrom } from '../http/anonymous-id';
import { browserEnvironment, detectAutomation, type WindowLike } from './browser-environment';
import { antiBotPayload, encryptAntiBot } from './anti-bot';

function fakeWindow(extra: Record<string, unknown> = {}, ua = 'Mozilla/5.0 Chrome/126', webdriver = false) {
  let listener: ((e: { clientX: number; clientY: number }) => void) | undefined;
  const win = {
    location: { href: 'https://marketlens.example/ru/about' },
    navigator: { userAgent: ua, webdriver },
    screen: { width: 1920, height: 1080 },
    document: {},
    addEventListener: (_t: 'click', l: typeof listener) => void (listener = l),
    ...extra,
  } satisfies WindowLike;
  return { win, click: (x: number, y: number) => listener?.({ clientX: x, clientY: y }) };
}

describe('browser environment of the anti-bot code', () => {
  it('reports page, agent, screen and the last click position', () => {
    const { win, click } = fakeWindow();
    const env = browserEnvironment(win);
    expect(env().lastClick).toBeNull();
    click(100.4, 200.6);
    expect(env()).toMatchObject({ pageUrl: 'https://marketlens.example/ru/about', userAgent: 'Mozilla/5.0 Chrome/126', screen: { width: 1920, height: 1080 }, lastClick: { x: 100, y: 201 } });
    expect(Object.values(env().automation).every((f) => !f)).toBe(true);
  });

  it('raises each of the seven automation flags', () => {
    const flags = detectAutomation(
      fakeWindow({ callPhantom: 1, __nightmare: 1, _selenium: 1, cdc_adoQpoasnfa76pfcZLmcfl_Array: 1, domAutomation: 1 }, 'HeadlessChrome/126', true).win,
    );
    expect(flags).toEqual({ webdriver: true, headless: true, phantom: true, nightmare: true, selenium: true, chromeDriver: true, domAutomation: true });
    const payload = antiBotPayload({ sessionId: 's', timestamp: 1, fingerprint: 'f', intervalMs: 5, env: undefined });
    expect(payload).toMatchObject({ url: '', af: '0000000', cx: -1, cy: -1, sw: 0 });
  });

  it('gives no anti-bot code for an unusable key', async () => {
    expect(await encryptAntiBot('', 'x')).toBeUndefined();
    expect(await encryptAntiBot('-----BEGIN PUBLIC KEY-----\nnot-a-key\n-----END PUBLIC KEY-----', 'x')).toBeUndefined();
  });
});

describe('platform defaults', () => {
  it('keeps one anonymous id in storage and fills what a platform leaves out', async () => {
    const storage = memoryStorage();
    const id = anonymousIdFrom(storage);
    const [a, b] = await Promise.all([id(), id()]);
    expect(a).toBe(b);
    expect(storage.data.get(ANONYMOUS_ID_KEY)).toBe(a);
    expect(await anonymousIdFrom(storage)()).toBe(a);
    let reloaded = 0;
    const p = resolvePlatform({ getCookie: () => undefined, reload: () => void reloaded++ });
    expect(await p.fingerprint()).toBe('');
    expect(await p.anonymousId()).toMatch(/-[A-Za-z0-9]{16}$/);
    await p.setCookie('a', 'b');
    await p.removeCookie('a');
    expect(await p.getCookie('a')).toBeUndefined();
    p.notify.warning({ text: 'x' });
    p.notify.success({ text: 'x' });
    p.notify.error({ text: 'x' });
    p.notify.notice({ title: { text: 'x' }, description: { text: 'y' } });
    p.log('info', 'nothing');
    p.reload();
    expect(reloaded).toBe(1);
    expect(p.captcha).toBeUndefined();
    expect(p.environment()).toBeUndefined();
    expect(Math.abs(p.clock.now() - Date.now())).toBeLessThan(1000);
  });
});
