import type { RuntimeConfig } from '@marketlens/core/config';
import { identity, rates as ratesContract, report, translate as translateContract } from '@marketlens/core/contract';
import { BusinessError, createHttpClient, type HttpClient } from '@marketlens/core/http';
import type { Lang } from '@marketlens/core/i18n';
import { browserCookieJar, type CookieJar } from './cookie-jar';
import { extensionPlatform, type PagePlatform } from './extension-platform';
import type { Rates } from './money';
import { loadRuntimeConfig } from './runtime-config';
import { getConnection, type Connection } from './connection';

/**
 * A translation as the extension shows it; `glossary` says the offline word list produced it, and
 * `complete` whether every word of the text was covered (a translation service always is).
 */
export interface Translation {
  text: string;
  from: Lang;
  to: Lang;
  glossary: boolean;
  complete: boolean;
}

/**
 * The outcome of a back-fill request: `submitted` shows the success view, `indexed` says MarketLens
 * already has the product or shop, anything else keeps the prompt (as on the site).
 */
export type BackfillOutcome = 'submitted' | 'indexed' | 'ignored';

/** core's request client for the server's configuration, reading and writing the session in the site's cookies. */
export function createExtensionHttp(config: RuntimeConfig, jar: CookieJar, page: PagePlatform = {}): HttpClient {
  return createHttpClient({ config, platform: extensionPlatform(jar, page) });
}

/** The site's cookies for the current settings; needs no answer from the server. */
export async function currentJar(): Promise<CookieJar> {
  return browserCookieJar((await getConnection()).siteOrigin);
}

/** The client for the current settings; built per use so that a changed site origin applies at once. */
export async function currentHttp(): Promise<{ http: HttpClient; jar: CookieJar; connection: Connection }> {
  const connection = await getConnection();
  const jar = browserCookieJar(connection.siteOrigin);
  return { http: createExtensionHttp(await loadRuntimeConfig(connection), jar), jar, connection };
}

function ok<T extends { code: number; message?: string | undefined }>(body: T): T {
  if (body.code !== 200) throw new BusinessError(body.code, body.message ?? '', 200, body);
  return body;
}

export async function fetchRates(http: HttpClient): Promise<Rates> {
  const { data } = ok(await http.call(ratesContract.latestRates));
  const cny = data.rates.CNY;
  const usd = data.rates.USD;
  if (!cny || !usd) throw new BusinessError(500, 'rates without CNY or USD', 200, data);
  return { rubPer: { RUB: 1, CNY: cny, USD: usd }, asOf: data.asOf, source: data.source };
}

export async function fetchTranslation(http: HttpClient, text: string, to: Lang, from?: Lang): Promise<Translation> {
  const { data } = ok(await http.call(translateContract.translate, { body: { text, to, from: from ?? 'auto' } }));
  return { text: data.text, from: data.from, to: data.to, glossary: data.provider === 'glossary', complete: data.complete };
}

function outcomeOf(code: number): BackfillOutcome {
  if (code === 200) return 'submitted';
  return code === report.MARKET_CODES.alreadyIndexed ? 'indexed' : 'ignored';
}

/** goodsMakeUp or mallReceivable, as the site's supplement dialog sends them. */
export async function requestBackfill(http: HttpClient, kind: 'good' | 'mall', id: string): Promise<BackfillOutcome> {
  try {
    const body =
      kind === 'good'
        ? await http.call(report.goodsMakeUp, { query: { goodsId: id } }, { verifyCode: false })
        : await http.call(report.mallReceivable, { query: { mallParm: id } }, { verifyCode: false });
    return outcomeOf(body.code);
  } catch (error) {
    if (error instanceof BusinessError) return outcomeOf(error.code);
    throw error;
  }
}

/** The membership of the signed-in user, or null when the account never had a plan. */
export async function fetchMembership(http: HttpClient) {
  const { data } = ok(await http.call(identity.getUserProductAndPolicy));
  return data ?? null;
}
