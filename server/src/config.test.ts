import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('fills every default for a bare environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, production: false, siteOrigin: 'http://localhost:8080', trustProxy: false, clockWindowMs: 120_000, wechat: undefined });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('requires the anti-bot private key in production and WeChat credentials in pairs', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(/RSA_PRIVATE_KEY: required in production/);
    expect(() => loadConfig({ WECHAT_APP_ID: 'wx1' })).toThrow(/set both or neither/);
  });

  it('seeds test members only in local mode', () => {
    expect(loadConfig({ SEED_TEST_MEMBERS: '40' }).testMembers).toBe(40);
    expect(loadConfig({ NODE_ENV: 'production', APP_MODE: 'local', SEED_TEST_MEMBERS: '40' }).testMembers).toBe(40);
    expect(() => loadConfig({ APP_MODE: 'production', RSA_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----', SEED_TEST_MEMBERS: '40' })).toThrow(/SEED_TEST_MEMBERS: refused in production mode/);
    expect(loadConfig({}).testMembers).toBe(0);
  });
});
