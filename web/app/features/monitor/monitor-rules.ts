import type { MonitorKind } from '@marketlens/core/constants';
import type { monitor } from '@marketlens/core/contract';

/** The rules a kind offers. */
export const RULE_KEYS: Record<MonitorKind, (keyof monitor.MonitorRules)[]> = {
  goods: ['priceUp', 'priceDown', 'salesUp', 'salesDown', 'topN', 'outOfStock', 'newSeller'],
  shop: ['salesUp', 'salesDown', 'topN'],
  keyword: ['salesUp', 'salesDown', 'topN', 'position'],
};

/** The tags of a comma-separated text (Latin or Chinese commas, semicolons), trimmed and without repeats. */
export const tagsOf = (text: string) => [...new Set(text.split(/[,，;]/).map((t) => t.trim()).filter(Boolean))];
