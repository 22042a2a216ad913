import { report } from '@marketlens/core/contract';
import type { CallClient } from '@marketlens/core/http';
import type { SupplementTarget } from './supplement-target';

/** Whether MarketLens has indexed what the search names; loaded with the first search, so the contract stays out of the home page's first load. */
export async function isIndexed(http: CallClient, target: SupplementTarget): Promise<boolean> {
  const res = await http.call(report.searchLookup, { query: { type: target.type, id: target.suppleId } }, { verifyCode: false });
  return res.code === 200 && res.data?.indexed === true;
}
