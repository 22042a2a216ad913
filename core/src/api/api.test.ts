import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../config/index';
import * as contract from '../contract/index';
import { createHttpClient } from '../http/client';
import { json, startLoopback } from '../testing/loopback';
import { testPlatform } from '../testing/test-platform';
import * as api from './index';

let server: Awaited<ReturnType<typeof startLoopback>>;
beforeAll(async () => {
  server = await startLoopback((req, res) => json(res, 200, { code: 200, message: 'success', data: [{ typeId: 99997, typeName: req.query['lang'] ?? 'zh' }] }));
});
afterAll(() => server.close());

const services = {
  content: api.contentApi,
  dev: api.devApi,
  distribution: api.distributionApi,
  identity: api.identityApi,
  overlay: api.overlayApi,
  pay: api.payApi,
  promotion: api.promotionApi,
  rates: api.ratesApi,
  report: api.reportApi,
  translate: api.translateApi,
  upload: api.uploadApi,
} as const;

describe('client functions', () => {
  it('offers a client function for every call the contract declares', () => {
    for (const [name, fetchers] of Object.entries(services)) {
      const module = contract[name as keyof typeof services] as Record<string, unknown>;
      const declared = Object.entries(module).filter(([, v]) => api.isCallDef(v)).map(([k]) => k).sort();
      expect(Object.keys(fetchers).sort()).toEqual(declared);
    }
  });

  it('performs a call at its service base and returns the validated body', async () => {
    const http = createHttpClient({ config: parseRuntimeConfig({ apiOrigin: server.origin }), platform: testPlatform() });
    const res = await api.reportApi.homeCat(http, { query: { lang: 'ru' } });
    expect(res.data).toEqual([{ typeId: 99997, typeName: 'ru' }]);
    expect(server.seen.at(-1)?.path).toBe('/api/ozon-report-service/v1/cat/homeCat');
    expect((await api.getHomeCategories(http, 'en')).data[0]?.typeName).toBe('en');
  });

  it('builds query options whose key names the service, path and input', async () => {
    const http = createHttpClient({ config: parseRuntimeConfig({ apiOrigin: server.origin }), platform: testPlatform() });
    const options = api.callQueryOptions(http, contract.report.homeCat, { query: { lang: 'zh' } });
    expect(options.queryKey).toEqual(['marketlens', 'default', '/ozon-report-service/v1/cat/homeCat', { query: { lang: 'zh' } }]);
    expect(api.reportKeys.homeCat('zh')).toEqual(options.queryKey);
    expect(api.queryKeys.service('identity')).toEqual(['marketlens', 'identity']);
    const queryFn = options.queryFn as unknown as (ctx: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal: new AbortController().signal })).resolves.toMatchObject({ code: 200 });
  });
});
