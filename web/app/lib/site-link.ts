/** True for a path of this site (`/pricing`), false for an address elsewhere (`https://…`, `//…`). */
export const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** The college's live courses: where a live notice without a link of its own leads. */
export const LIVE_COURSES_PATH = '/business-college/online-courses/1';

/** The attributes of a link to `url`: a site path in the visitor's language, another site in a new tab. */
export function linkProps(url: string, localize: (path: string) => string): { href: string; target?: string; rel?: string } {
  return isSitePath(url) ? { href: localize(url) } : { href: url, target: '_blank', rel: 'noopener noreferrer' };
}
