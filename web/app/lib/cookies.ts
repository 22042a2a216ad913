/** A cookie of this page, as the browser sends it (raw, not decoded); undefined on the server. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

/** Writes a site-wide cookie; `days` 0 removes it, no `days` makes it last the browser session. */
export function writeCookie(name: string, value: string, days?: number): void {
  const expires = days === undefined ? '' : `; max-age=${Math.round(days * 86_400)}`;
  document.cookie = `${name}=${value}; path=/; SameSite=Lax${expires}`;
}
