// Kept free of imports: the content script on every Ozon page needs only this to decide whether to load the assistant.

export type OzonPage = { kind: 'product'; id: string } | { kind: 'shop'; id: string } | { kind: 'listing' } | { kind: 'other' };

/** What kind of Ozon page a URL is: /product/<slug>-<id>/, /seller/<slug>-<id>/, search and category lists. */
export function ozonPageOf(url: URL): OzonPage {
  const product = /^\/product\/(?:[^/]*-)?(\d{3,19})\/?/.exec(url.pathname);
  if (product?.[1]) return { kind: 'product', id: product[1] };
  const shop = /^\/seller\/(?:[^/]*-)?(\d{1,19})\/?/.exec(url.pathname);
  if (shop?.[1]) return { kind: 'shop', id: shop[1] };
  if (/^\/(search|category|brand)\//.test(url.pathname)) return { kind: 'listing' };
  return { kind: 'other' };
}
