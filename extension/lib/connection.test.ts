import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SITE_ORIGIN, getConnection } from './connection';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the configured origins', () => {
  it('keeps the configured origins and repairs each unexpected one to its default', async () => {
    await fakeBrowser.storage.local.set({ connection: { siteOrigin: 'http://localhost:9541', apiOrigin: '' } });
    expect(await getConnection()).toEqual({ siteOrigin: 'http://localhost:9541', apiOrigin: '' });
    await fakeBrowser.storage.local.set({ connection: { siteOrigin: 'javascript:alert(1)', apiOrigin: 42 } });
    expect(await getConnection()).toEqual({ siteOrigin: DEFAULT_SITE_ORIGIN, apiOrigin: '' });
  });
});
