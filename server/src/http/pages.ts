import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { deviceRedirect, LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@marketlens/core/i18n';
import type { AppEnv } from '../context';

/** True for a request of a website page (not the API, not a file). */
export function isPageRequest(c: Context): boolean {
  const path = c.req.path;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  // The router's route manifest (lazy route discovery) is not a page: it must not reset the language cookie.
  if (path === '/healthz' || path === '/__manifest' || path.startsWith('/api/') || path === '/api' || path.startsWith('/assets/')) return false;
  return !/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}

// The device rule lives in core: the website repeats it for navigations inside the app.
export { deviceRedirect } from '@marketlens/core/i18n';

/** The language cookie rule of DECISIONS.md section 3 and the device redirects, on page requests only. */
export function pageRules() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isPageRequest(c)) return next();
    const url = new URL(c.req.url);
    const target = deviceRedirect(url.pathname, url.search, c.req.header('user-agent') ?? '');
    if (target !== undefined) return c.redirect(target, 302);
    const first = url.pathname.split('/')[1];
    const wanted = first === 'en' || first === 'ru' ? first : 'zh';
    await next();
    // Set after rendering: the website's handler answers with a Response of its own.
    if (getCookie(c, LOCALE_COOKIE) !== wanted) {
      setCookie(c, LOCALE_COOKIE, wanted, { path: '/', maxAge: LOCALE_COOKIE_DAYS * 24 * 60 * 60, sameSite: 'Lax' });
    }
  });
}
