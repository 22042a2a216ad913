/**
 * The site's pages exist in three languages: Chinese unprefixed, English under /en, Russian under
 * /ru. A link out of the extension keeps the user's language instead of switching the site to Chinese.
 */
export function sitePath(language: string, path: string): string {
  const prefix = language.startsWith('ru') ? '/ru' : language.startsWith('en') ? '/en' : '';
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Where an indexed product or shop opens in the workbench: a goods' own detail view; for a shop,
 * the hot-shops list (the workbench has no page for a single shop yet).
 */
export function workbenchPathOf(kind: 'good' | 'mall', id: string): string {
  return kind === 'good' ? `/workbench/goods/detail?goodsId=${encodeURIComponent(id)}` : '/workbench/shop/hot';
}
