import { dehydrate, QueryClient, skipToken, type DefaultOptions, type QueryKey } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import { createHttpClient, memoryStorage, SESSION_KEYS } from '@marketlens/core/http';
import { parseUserCookie } from '@marketlens/core/session';
import { MEMBER_DATA_ELEMENT_ID, type MemberData, type ServerMember } from './member-render';

/** The site's language cookie, which the API reads before Accept-Language (server/src/http/language.ts). */
const LANGUAGE_COOKIE = 'i18n_redirected';

/** The origin the server-side client addresses: a name that resolves nowhere, answered in-process. */
const IN_PROCESS_ORIGIN = 'http://api.in-process.invalid';

/** A cookie of the request's Cookie header, undecoded, as the browser's document.cookie gives it. */
function cookieOf(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * For a request with a member's session cookie: core's request client with that session, answered
 * by this server's API in-process (the same rules, plan and limits as the browser's own calls), and
 * an empty list of the page's query clients. Undefined for a guest.
 */
export function serverMember(request: Request, context: Pick<AppLoadContext, 'runtimeConfig' | 'apiFetch'> | undefined): ServerMember | undefined {
  if (!context?.apiFetch || request.method !== 'GET') return undefined;
  const cookies = request.headers.get('cookie') ?? '';
  if (!parseUserCookie(cookieOf(cookies, SESSION_KEYS.userCookie))) return undefined;
  // The session and the language the browser's own calls would carry (the API words its messages in it).
  const session = [SESSION_KEYS.userCookie, SESSION_KEYS.controlTCookie, LANGUAGE_COOKIE]
    .flatMap((name) => {
      const value = cookieOf(cookies, name);
      return value === undefined ? [] : [`${name}=${value}`];
    })
    .join('; ');
  const http = createHttpClient({
    // No anti-bot code: the calls a page loads are not risk-controlled, and RSA costs time per render.
    config: { ...context.runtimeConfig, apiOrigin: IN_PROCESS_ORIGIN, rsaPublicKey: '' },
    platform: { getCookie: (name) => cookieOf(cookies, name), reload: () => undefined, storage: memoryStorage() },
  });
  http.axios.defaults.adapter = 'fetch';
  http.axios.defaults.env = {
    fetch: (input: URL | Request | string, init?: RequestInit) => {
      const req = new Request(input, init);
      if (new URL(req.url).origin !== IN_PROCESS_ORIGIN) return Promise.reject(new Error(`server-side request outside the API: ${req.url}`));
      // The session travels as the browser's own calls carry it: its cookies, and only those.
      const headers = new Headers(req.headers);
      headers.set('cookie', session);
      const acceptLanguage = request.headers.get('accept-language');
      if (acceptLanguage) headers.set('accept-language', acceptLanguage);
      return context.apiFetch(new Request(req, { headers }));
    },
  };
  return { http, QueryClient: ServerQueryClient, queryClients: [], cookie: (name) => cookieOf(cookies, name) };
}

/**
 * The query client of a member's page on the server: a query that would run in the browser runs
 * during the render instead (the render waits for it), once, without retries. A query that failed
 * renders its error state rather than failing the page; the browser asks again.
 */
export class ServerQueryClient extends QueryClient {
  constructor(defaultOptions: DefaultOptions) {
    super({ defaultOptions: { ...defaultOptions, queries: { ...defaultOptions.queries, retry: false } } });
  }

  override defaultQueryOptions<O extends { queryKey?: QueryKey; enabled?: unknown; queryFn?: unknown }>(options: O): ReturnType<QueryClient['defaultQueryOptions']> & O {
    const defaulted = super.defaultQueryOptions(options as never) as ReturnType<QueryClient['defaultQueryOptions']> & O & { suspense?: boolean };
    const failed = this.getQueryCache().get(defaulted.queryHash)?.state.status === 'error';
    defaulted.suspense = (defaulted.enabled === undefined || defaulted.enabled === true) && defaulted.queryFn !== skipToken && !failed;
    return defaulted;
  }
}

/** The answers of a member's page as an inert JSON script (placed before the scripts that read it). */
export function memberDataScript(member: ServerMember): string {
  const queries = member.queryClients.flatMap((client) => dehydrate(client).queries);
  const data: MemberData = { queries: { mutations: [], queries } };
  // `<` escaped so that no text can close the script element early.
  return `<script type="application/json" id="${MEMBER_DATA_ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
