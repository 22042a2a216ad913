/** A cookie of this page, as the browser sends it (raw, not decoded); undefined on the server. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

/** The `document.cookie` assignment for a site-wide cookie: `Secure` whenever the page came over https. */
export function cookieAssignment(name: string, value: string, options: { days?: number; https: boolean }): string {
  const expires = options.days === undefined ? '' : `; max-age=${Math.round(options.days * 86_400)}`;
  return `${name}=${value}; path=/; SameSite=Lax${expires}${options.https ? '; Secure' : ''}`;
}

/** Writes a site-wide cookie; `days` 0 removes it, no `days` makes it last the browser session. */
export function writeCookie(name: string, value: string, days?: number): void {
  document.cookie = cookieAssignment(name, value, { days, https: location.protocol === 'https:' });
}
