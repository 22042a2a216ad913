const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone|MicroMessenger/i;

/** True for the user agent of a phone or tablet browser. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/**
 * DECISIONS.md section 4: desktop browsers leave `/m`, `/m/lottery`, `/m/register` and
 * `/m/promotion/...` for the desktop pages; mobile browsers go from `/promotion/...` to
 * `/m/promotion/...`. The language prefix, the rest of the path and the query are kept.
 */
export function deviceRedirect(pathname: string, search: string, userAgent: string): string | undefined {
  const match = /^(\/en|\/ru)?(\/.*)?$/.exec(pathname);
  const prefix = match?.[1] ?? '';
  const rest = match?.[2] ?? '/';
  if (!isMobileUserAgent(userAgent)) {
    const m = /^\/m(\/lottery|\/register|\/promotion(?:\/.*)?)?\/?$/.exec(rest);
    if (m) return (`${prefix}${m[1] ?? ''}` || '/') + search;
  } else if (/^\/promotion(\/.*)?$/.test(rest)) {
    return `${prefix}/m${rest}${search}`;
  }
  return undefined;
}
