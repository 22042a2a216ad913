import { createHash } from 'node:crypto';

/** What a generated picture shows: a goods photo stand-in, a shop avatar, a brand logo, or a banner (window, article or course cover). */
export const MEDIA_KINDS = Object.freeze(['goods', 'shop', 'brand', 'window', 'article', 'course'] as const);
export type MediaKind = (typeof MEDIA_KINDS)[number];

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

function bytesOf(kind: MediaKind, id: number): Buffer {
  return createHash('sha256').update(`${kind}:${id}`).digest();
}

// Simple product silhouettes so goods of different ids look different at thumbnail size.
const SHAPES = [
  (c: string) => `<rect x="62" y="52" width="76" height="104" rx="14" fill="${c}"/><rect x="80" y="38" width="40" height="18" rx="6" fill="${c}" opacity=".7"/>`,
  (c: string) => `<circle cx="100" cy="104" r="52" fill="${c}"/><circle cx="100" cy="104" r="22" fill="#fff" opacity=".35"/>`,
  (c: string) => `<path d="M100 40 L160 150 H40 Z" fill="${c}"/>`,
  (c: string) => `<rect x="48" y="70" width="104" height="74" rx="10" fill="${c}"/><path d="M72 70 q28 -40 56 0" stroke="${c}" stroke-width="10" fill="none"/>`,
  (c: string) => `<ellipse cx="100" cy="108" rx="62" ry="38" fill="${c}"/><rect x="92" y="40" width="16" height="40" rx="6" fill="${c}" opacity=".75"/>`,
  (c: string) => `<rect x="56" y="56" width="88" height="88" rx="44" fill="${c}"/><rect x="86" y="86" width="28" height="28" rx="4" fill="#fff" opacity=".4"/>`,
] as const;

/**
 * Draws the picture of a goods, shop, brand or banner from its id and name: the same id always gives
 * the same image, so the server can answer with immutable caching.
 */
export function mediaSvg(kind: MediaKind, id: number, name: string): string {
  const b = bytesOf(kind, id);
  const banner = kind === 'window' || kind === 'article' || kind === 'course';
  const hue = ((b[0] ?? 0) * 360) / 256;
  const bg = `hsl(${hue.toFixed(0)} 70% 94%)`;
  const fg = `hsl(${hue.toFixed(0)} 55% 48%)`;
  const initials = escapeXml([...name.trim()].slice(0, banner ? 40 : 2).join('').toUpperCase());
  if (banner) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 75% 45%)"/><stop offset="1" stop-color="hsl(${((hue + 40) % 360).toFixed(0)} 75% 55%)"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="1040" cy="90" r="180" fill="#fff" opacity=".12"/><text x="80" y="215" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">${initials}</text></svg>`;
  }
  if (kind === 'goods') {
    const shape = SHAPES[(b[1] ?? 0) % SHAPES.length] ?? SHAPES[0];
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><rect width="200" height="200" fill="${bg}"/>${shape(fg)}<text x="100" y="186" text-anchor="middle" font-family="sans-serif" font-size="16" fill="${fg}">${initials}</text></svg>`;
  }
  const radius = kind === 'shop' ? 100 : 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><rect width="200" height="200" rx="${radius}" fill="${fg}"/><text x="100" y="122" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${initials}</text></svg>`;
}

/** Where a generated picture is served, under the API origin. */
export function mediaUrl(apiOrigin: string, kind: MediaKind, id: number): string {
  return `${apiOrigin}/api/media/${kind}/${id}.svg`;
}
