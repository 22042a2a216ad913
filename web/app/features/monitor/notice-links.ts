import type { monitor } from '@marketlens/core/contract';

/** Where a My shops alert opens: the SKU in the shop's SKU table, or the shop against the market for a follow-seller under the member's price. */
export function myshopPath(n: monitor.Notification): string | null {
  if (!n.event.startsWith('myshop')) return null;
  const shop = Number(n.params.shopId);
  const sku = Number(n.params.sku);
  if (!Number.isSafeInteger(shop) || shop <= 0) return null;
  const page = n.event === 'myshopFollowerUnder' ? 'market' : 'skus';
  return `/workbench/myshop/${page}?shop=${shop}${Number.isSafeInteger(sku) && sku > 0 ? `&q=${sku}` : ''}`;
}
