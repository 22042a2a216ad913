import { parseRuntimeConfig } from '@marketlens/core/config';
import { identity, rates as ratesContract, report, translate as translateContract } from '@marketlens/core/contract';
import { createHttpClient, type HttpClient } from '@marketlens/core/http';
import type { Lang } from '@marketlens/core/i18n';
import { browserCookieJar, type CookieJar } from './cookie-jar';
import type { Rates } from './money';
import { apiOriginOf, getConnection, type Connection } from './settings';

/** A translation as the extension shows it; `glossary` says the offline word list produced it. */
export interface Translation {
  text: string;
  from: Lang;
  to: Lang;
  glossary: boolean;
}

/** The outcome of a back-fill request: `submitted` shows the success view, anything else keeps the prompt. */
export type BackfillOutcome = 'submitted' | 'ignored';

/** core's request client pointed at the configured API origin, reading the session from the site's cookies. */
export function createExtensionHttp(connection: Connection, jar: CookieJar, reload: () => void = () => undefined): HttpClient {
  const config = parseRuntimeConfig({ apiOrigin: apiOriginOf(connection), siteOrigin: connection.siteOrigin });
  // When the server ends the session, core removes the cookies through the jar; the views follow the
  // cookie change, so `reload` only has to refresh what the page shows, never loop the popup.
  return createHttpClient({
    config,
    platform: {
      getCookie: (name) => jar.get(name),
      setCookie: (name, value, options) => jar.set(name, value, (options?.days ?? 30) * 24 * 60 * 60),
      removeCookie: (name) => jar.remove(name),
      reload,
    },
  });
}

/** The client for the current settings; built per use so that a changed site origin applies at once. */
export async function currentHttp(): Promise<{ http: HttpClient; jar: CookieJar; connection: Connection }> {
  const connection = await getConnection();
  const jar = browserCookieJar(connection.siteOrigin);
  return { http: createExtensionHttp(connection, jar), jar, connection };
}

/** Thrown when the server answers with a business code other than 200. */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    message: string | undefined,
  ) {
    super(message ?? `code ${code}`);
  }
}

function ok<T extends { code: number; message?: string | undefined }>(body: T): T {
  if (body.code !== 200) throw new BusinessError(body.code, body.message);
  return body;
}

export async function fetchRates(http: HttpClient): Promise<Rates> {
  const { data } = ok(await http.call(ratesContract.latestRates));
  const cny = data.rates.CNY;
  const usd = data.rates.USD;
  if (!cny || !usd) throw new BusinessError(500, 'rates without CNY or USD');
  return { rubPer: { RUB: 1, CNY: cny, USD: usd }, asOf: data.asOf, source: data.source };
}

export async function fetchTranslation(http: HttpClient, text: string, to: Lang, from?: Lang): Promise<Translation> {
  const { data } = ok(await http.call(translateContract.translate, { body: { text, to, from: from ?? 'auto' } }));
  return { text: data.text, from: data.from, to: data.to, glossary: data.provider === 'glossary' };
}

/** goodsMakeUp or mallReceivable, as the site's supplement dialog sends them. */
export async function requestBackfill(http: HttpClient, kind: 'good' | 'mall', id: string): Promise<BackfillOutcome> {
  const body =
    kind === 'good'
      ? await http.call(report.goodsMakeUp, { query: { goodsId: id } })
      : await http.call(report.mallReceivable, { query: { mallParm: id } });
  return body.code === 200 ? 'submitted' : 'ignored';
}

/** The membership of the signed-in user, or null when the account never had a plan. */
export async function fetchMembership(http: HttpClient) {
  const { data } = ok(await http.call(identity.getUserProductAndPolicy));
  return data ?? null;
}
