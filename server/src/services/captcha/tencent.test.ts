import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createLogger } from '../../log';
import { openTestDatabase, testTargets } from '../../testing/db';
import { fakeTencentCaptcha } from '../../testing/gateway-fakes';
import type { CaptchaProvider } from './slider';
import { captchaProviderFor, captchaSettings } from './tencent';

const KEYS = { secretId: 'AKIDcaptcha0001', secretKey: 'captcha-secret-key' };
const APP = { appId: 190000001, appSecretKey: 'app-secret-key' };

describe('choosing the captcha by configuration', () => {
  it('is the self-hosted slider unless Tencent is chosen with all its keys', () => {
    expect(captchaSettings({})).toEqual({ CAPTCHA_PROVIDER: 'slider' });
    expect(() => captchaSettings({ CAPTCHA_PROVIDER: 'tencent', TENCENT_CAPTCHA_SECRET_ID: 'x' })).toThrow(/TENCENT_CAPTCHA_SECRET_KEY[\s\S]*TENCENT_CAPTCHA_APP_ID[\s\S]*TENCENT_CAPTCHA_APP_SECRET_KEY/);
    expect(() => captchaSettings({ CAPTCHA_PROVIDER: 'geetest' })).toThrow(/CAPTCHA_PROVIDER: slider or tencent/);
    expect(captchaProviderFor(captchaSettings({}), createLogger('silent'))).toBeUndefined();
  });
});

describe.each(testTargets)('Tencent Cloud Captcha adapter against a fake of its documented API on $name', ({ url }) => {
  let database: Database;
  let fake: Awaited<ReturnType<typeof fakeTencentCaptcha>>;
  let provider: CaptchaProvider;
  const settings = (target: { url: string }, appSecretKey = APP.appSecretKey) =>
    captchaSettings({
      CAPTCHA_PROVIDER: 'tencent',
      TENCENT_CAPTCHA_SECRET_ID: KEYS.secretId,
      TENCENT_CAPTCHA_SECRET_KEY: KEYS.secretKey,
      TENCENT_CAPTCHA_APP_ID: String(APP.appId),
      TENCENT_CAPTCHA_APP_SECRET_KEY: appSecretKey,
      TENCENT_CAPTCHA_ENDPOINT: target.url,
    });
  beforeAll(async () => {
    database = await openTestDatabase(url);
    fake = await fakeTencentCaptcha(KEYS, APP);
    const made = captchaProviderFor(settings(fake), createLogger('silent'), fake.agent);
    if (!made) throw new Error('no provider');
    provider = made;
  }, 60_000);
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('passes a ticket the widget issued, for the address it was solved from, once', async () => {
    const t = fake.issue('203.0.113.7');
    expect(await provider.consumeTicket(database.db, t.ticket, t.randstr, '203.0.113.7')).toBe(true);
    expect(await provider.consumeTicket(database.db, t.ticket, t.randstr, '203.0.113.7')).toBe(false);
    expect(fake.refused).toEqual([]);
  });

  it('refuses a ticket it never issued, one with another randstr, and one from another address', async () => {
    expect(await provider.consumeTicket(database.db, 't03forged', '@abc', '203.0.113.7')).toBe(false);
    const t = fake.issue('203.0.113.8');
    expect(await provider.consumeTicket(database.db, t.ticket, '@000000', '203.0.113.8')).toBe(false);
    const u = fake.issue('203.0.113.9');
    expect(await provider.consumeTicket(database.db, u.ticket, u.randstr, '198.51.100.1')).toBe(false);
  });

  it('refuses everything when its keys are wrong, and the gateway sees a bad signature', async () => {
    const wrong = captchaProviderFor({ ...settings(fake), TENCENT_CAPTCHA_SECRET_KEY: 'nope' } as never, createLogger('silent'), fake.agent);
    const t = fake.issue('203.0.113.10');
    expect(await wrong?.consumeTicket(database.db, t.ticket, t.randstr, '203.0.113.10')).toBe(false);
    expect(fake.refused).toContain('AuthFailure.SignatureFailure');
    const wrongApp = captchaProviderFor(settings(fake, 'not-the-app-key'), createLogger('silent'), fake.agent);
    const u = fake.issue('203.0.113.11');
    expect(await wrongApp?.consumeTicket(database.db, u.ticket, u.randstr, '203.0.113.11')).toBe(false);
  });

  it('lets one of 30 parallel uses of a ticket through, asking the gateway once', async () => {
    const t = fake.issue('203.0.113.12');
    const before = fake.checks();
    const uses = await Promise.all(Array.from({ length: 30 }, () => provider.consumeTicket(database.db, t.ticket, t.randstr, '203.0.113.12')));
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect(fake.checks() - before).toBe(1);
  });
});
