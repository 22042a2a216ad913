/**
 * The site's pages exist in three languages: Chinese unprefixed, English under /en, Russian under
 * /ru. A link out of the extension keeps the user's language instead of switching the site to Chinese.
 */
export function sitePath(language: string, path: string): string {
  const prefix = language.startsWith('ru') ? '/ru' : language.startsWith('en') ? '/en' : '';
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Where an indexed product or shop opens in the workbench: the goods detail view or the shop page.
 */
export function workbenchPathOf(kind: 'good' | 'mall', id: string): string {
  return kind === 'good' ? `/workbench/goods/detail?goodsId=${encodeURIComponent(id)}` : `/workbench/store/shopGoods?shopId=${encodeURIComponent(id)}`;
}
