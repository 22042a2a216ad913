/**
 * Which query parameters change a rendered page. A guest's page is cached under its path and these
 * parameters only, and rendered for that address: a link shared with `utm_*` tags, click ids or an
 * invitation code (read in the browser after the page loaded, see core/src/auth/invite-capture.ts)
 * is the same page as the bare path, and so is one with a parameter no page reads. The lists follow
 * what the pages read (`searchParams.get(…)` in web/app); page-query.test.ts keeps them in step.
 */

/** Parameters of links from ads, newsletters and partners: read in the browser or by analytics, never while rendering. */
export const MARKETING_PARAMS: readonly (string | RegExp)[] = [
  /^utm_/i, 'utm', 'code', 'aic', 'searchWord', 'keyWord', 'gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'yclid', 'ysclid', 'msclkid', 'ttclid', 'twclid', 'igshid', 'li_fat_id', 'mc_cid', 'mc_eid', '_openstat', 'spm', 'scope',
];

/** Parameters the public pages read while rendering, on any path. */
export const RENDERED_PARAMS: readonly string[] = ['page', 'tab', 'type', 'typeId', 'q', 'lesson', 'drawId', 'toolType', 'mode', 'redirect'];

/** Parameters only some pages read (path without the language prefix). */
export const BY_PATH: readonly [RegExp, readonly string[]][] = [
  // The passport's return: the code is exchanged for a login on this page only.
  [/^\/oauth$/, ['code']],
  // Channel pages and the sign-in pages show the channel of `urlCode`; a promotion's success page its promotion.
  [/^\/(?:m\/)?promot(?:e|ion)(?:\/|$)/, ['urlCode', 'promotion']],
  [/^\/(?:login|register|m\/register)$/, ['urlCode']],
  // The checkout reads the plan, coupon and method it was sent with (and a gateway's return) once in the browser.
  [/^\/(?:pricing\/checkout|m\/pricing)$/, ['plan', 'order', 'paid', 'coupon', 'method']],
];

/** The workbench's views keep their state (filters named by each view) in the query: all of it counts, marketing tags aside. */
export const WHOLE_QUERY = /^\/(?:workbench|ExplosionDetection|tools|admin)(?:\/|$)/;

const isMarketing = (name: string) => MARKETING_PARAMS.some((m) => (typeof m === 'string' ? m === name : m.test(name)));

/** The path without its language prefix (`/en/about` → `/about`, `/ru` → `/`). */
export const unprefixed = (pathname: string) => pathname.replace(/^\/(?:en|ru)(?=\/|$)/, '') || '/';

/** Whether the page at `pathname` reads the query parameter `name` while rendering. */
export function pageReads(pathname: string, name: string): boolean {
  const path = unprefixed(pathname);
  if (path !== '/oauth' && isMarketing(name)) return false;
  if (WHOLE_QUERY.test(path)) return true;
  return RENDERED_PARAMS.includes(name) || BY_PATH.some(([re, names]) => re.test(path) && names.includes(name));
}

/** The address a page is rendered and cached for: the path and the parameters it reads, sorted. */
export function canonicalPageUrl(url: URL): URL {
  const kept = [...url.searchParams.entries()].filter(([name]) => pageReads(url.pathname, name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = new URL(url.pathname, url.origin);
  canonical.search = new URLSearchParams(kept).toString();
  return canonical;
}
