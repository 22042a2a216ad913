/** What the search box looks up: an Ozon goods id or shop id (the spec's supplement data: type, suppleId). */
export type SupplementType = 'good' | 'mall';

export interface SupplementTarget {
  type: SupplementType;
  suppleId: string;
}

/** Where an indexed goods or shop opens: its page in the workbench. */
export function workbenchUrlOf({ type, suppleId }: SupplementTarget): string {
  return type === 'good'
    ? `/workbench/goods/detail?goodsId=${encodeURIComponent(suppleId)}`
    : `/workbench/store/shopGoods?shopId=${encodeURIComponent(suppleId)}`;
}
