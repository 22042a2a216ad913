import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rates, translate } from '@marketlens/core/contract';
import { createLogger } from '../log';
import { testTargets } from '../testing/db';
import { glossaryProvider, libreTranslateProvider } from '../services/translate/provider';
import { translateText } from '../services/translate/service';
import { openTestServer, type TestServer } from './report/test-kit';

// Stand-ins for the CBR feed and a LibreTranslate server, on loopback ports of this suite's range.
const CBR_PORT = 9311;
const LIBRE_PORT = 9312;
const CBR_XML = `<?xml version="1.0" encoding="windows-1251"?><ValCurs Date="14.03.2025" name="Foreign Currency Market">
<Valute ID="R01375"><NumCode>156</NumCode><CharCode>CNY</CharCode><Nominal>1</Nominal><Value>11,9540</Value></Valute>
<Valute ID="R01235"><NumCode>840</NumCode><CharCode>USD</CharCode><Nominal>1</Nominal><Value>86,6008</Value></Valute>
<Valute ID="R01335"><NumCode>398</NumCode><CharCode>KZT</CharCode><Nominal>100</Nominal><Value>17,2912</Value></Valute></ValCurs>`;
let libreCalls = 0;
const fixtures = http.createServer((req, res) => {
  if (req.url?.startsWith('/scripts/XML_daily.asp')) {
    res.writeHead(200, { 'Content-Type': 'application/xml; charset=windows-1251' }).end(CBR_XML);
  } else if (req.url === '/ok/translate') {
    libreCalls++;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ translatedText: 'Беспроводные наушники' }));
  } else {
    res.writeHead(500).end();
  }
});
const fixtureServers = [fixtures.listen(CBR_PORT, '127.0.0.1'), http.createServer(fixtures.listeners('request')[0] as http.RequestListener).listen(LIBRE_PORT, '127.0.0.1')];
afterAll(() => fixtureServers.forEach((s) => s.close()));

type Body<T> = { code: number; data: T };

describe.each(testTargets)('translation and exchange rates on $name', ({ url }) => {
  let server: TestServer;
  const post = async (body: unknown) => {
    const res = await server.app.request(`/api${translate.translate.path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Body<translate.TranslateResult> };
  };
  beforeAll(async () => {
    process.env.CBR_RATES_URL = `http://127.0.0.1:${CBR_PORT}/scripts/XML_daily.asp`;
    server = await openTestServer(url);
  });
  afterAll(async () => {
    delete process.env.CBR_RATES_URL;
    await server.close();
  });

  it('translates a Chinese title with the glossary and says that it is the glossary', async () => {
    const { status, body } = await post({ text: '无线蓝牙耳机 黑色', to: 'ru' });
    expect(status).toBe(200);
    expect(translate.translate.response.parse(body).data).toMatchObject({ from: 'zh', to: 'ru', provider: 'glossary', cached: false });
    expect(body.data.text).toBe('беспроводной bluetooth наушники чёрный');
  });

  it('matches inflected Russian words and answers a repeat from the cache', async () => {
    const first = await post({ text: 'Беспроводные наушники для телефона', from: 'ru', to: 'en' });
    expect(first.body.data.text).toBe('wireless headphones for phone');
    const again = await post({ text: 'Беспроводные наушники для телефона', from: 'ru', to: 'en' });
    expect(again.body.data).toMatchObject({ text: first.body.data.text, cached: true });
  });

  it('refuses an unknown language, an empty text and a body that is not JSON', async () => {
    expect((await post({ text: 'hello', to: 'de' })).status).toBe(400);
    expect((await post({ text: '   ', to: 'zh' })).status).toBe(400);
    expect((await post('{"text":')).status).toBe(400);
  });

  it('uses a LibreTranslate server when one is configured and falls back to the glossary when it fails', async () => {
    const deps = { db: server.database.db, log: createLogger('silent') };
    const before = libreCalls;
    const libre = await translateText({ ...deps, provider: libreTranslateProvider(`http://127.0.0.1:${LIBRE_PORT}/ok`, undefined) }, { text: 'wireless headphones', from: 'en', to: 'ru' });
    expect(libre).toMatchObject({ text: 'Беспроводные наушники', provider: 'libretranslate' });
    expect(libreCalls).toBe(before + 1);
    const broken = await translateText({ ...deps, provider: libreTranslateProvider(`http://127.0.0.1:${LIBRE_PORT}/broken`, undefined) }, { text: 'black bag', from: 'en', to: 'zh' });
    expect(broken).toMatchObject({ text: '黑色包', provider: glossaryProvider.name });
  });

  it('answers the CBR rates per one unit with their date', async () => {
    const res = await server.app.request(`/api${rates.latestRates.path}`);
    const body = rates.latestRates.response.parse(await res.json());
    expect(body.data).toMatchObject({ base: 'RUB', asOf: '2025-03-14', source: 'cbr' });
    expect(body.data.rates.CNY).toBeCloseTo(11.954, 4);
    expect(body.data.rates.KZT).toBeCloseTo(0.172912, 6);
  });

  it('guesses the country from the language when no proxy tells it', async () => {
    const res = await server.app.request(`/api${rates.ipCountryCode.path}`, { headers: { 'Accept-Language': 'ru-RU,ru;q=0.9', 'CF-IPCountry': 'DE' } });
    expect((await res.json()) as Body<unknown>).toMatchObject({ code: 200, data: { countryCode: 'RU', source: 'language' } });
    const none = await server.app.request(`/api${rates.ipCountryCode.path}`);
    expect((await none.json()) as Body<unknown>).toMatchObject({ data: { countryCode: 'CN', source: 'default' } });
  });
});

describe('exchange rates without the feed', () => {
  let server: TestServer;
  beforeAll(async () => {
    process.env.CBR_RATES_URL = 'http://127.0.0.1:9399/unreachable';
    server = await openTestServer(undefined);
  });
  afterAll(async () => {
    delete process.env.CBR_RATES_URL;
    await server.close();
  });

  it('answers the seeded rates with their as-of date when the feed cannot be reached', async () => {
    const res = await server.app.request(`/api${rates.latestRates.path}`);
    const body = rates.latestRates.response.parse(await res.json());
    expect(body.data).toMatchObject({ source: 'seed', asOf: '2025-06-03' });
    expect(Object.keys(body.data.rates)).toEqual(expect.arrayContaining(['CNY', 'USD', 'EUR']));
  });
});
