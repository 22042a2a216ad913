import { data, redirect, type AppLoadContext } from 'react-router';
import { BusinessError, type HttpClient } from '@marketlens/core/http';
import { langFromPath, pathForLang, stripLangPrefix, type Lang } from '@marketlens/core/i18n';
import { serverHttpClient } from '../../lib/server-http.server';

/** What a content page's loader knows about its request. */
export interface PageRequest {
  http: HttpClient;
  lang: Lang;
  /** The path without its language prefix. */
  path: string;
  url: URL;
}

/**
 * Core's request client for a content page's loader, answered in-process by this server's API. The
 * visitor's cookies go along, so a member's page shows their likes, progress and own questions.
 */
export function pageRequest(context: Pick<AppLoadContext, 'runtimeConfig' | 'apiFetch'>, request: Request): PageRequest {
  const cookie = request.headers.get('cookie');
  const http = serverHttpClient({
    runtimeConfig: context.runtimeConfig,
    apiFetch: (req) => {
      if (!cookie) return context.apiFetch(req);
      const headers = new Headers(req.headers);
      headers.set('cookie', cookie);
      return context.apiFetch(new Request(req, { headers }));
    },
  });
  const url = new URL(request.url);
  return { http, lang: langFromPath(url.pathname), path: stripLangPrefix(url.pathname), url };
}

/** The not-found answer of a content page: HTTP 404 with the not-found page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Sends the visitor to another page of the site in the page's language (302). */
export function goTo(lang: Lang, path: string): never {
  throw redirect(pathForLang(path, lang));
}

/** The data of a call, or undefined when the API answers 404 (unknown or hidden id). */
export async function orMissing<T>(call: Promise<{ code: number; data: T }>): Promise<T | undefined> {
  try {
    const res = await call;
    return res.code === 200 ? res.data : undefined;
  } catch (err) {
    if (err instanceof BusinessError && (err.status === 404 || err.code === 404)) return undefined;
    throw err;
  }
}

/** A positive page number from a path segment or `?page=`; anything else is not a page of the list. */
export function pageNumber(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || raw === '') return 1;
  if (!/^[1-9]\d{0,3}$/.test(raw)) notFound();
  return Number(raw);
}

/** A positive id from a path segment; anything else is a 404. */
export function idOf(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) notFound();
  return Number(raw);
}

/** A list page past the last one (other than the first, which may be empty) is a 404. */
export function checkPage(page: number, total: number, pageSize: number): void {
  if (page > 1 && (page - 1) * pageSize >= total) notFound();
}
