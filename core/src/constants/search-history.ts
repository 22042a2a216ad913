/** The three search-history lists (spec section 3). */
export const HISTORY_LISTS = Object.freeze(['good', 'mall', 'hot_words'] as const);
export type HistoryList = (typeof HISTORY_LISTS)[number];

/** The clear-type codes the server uses for each list: 1 = good, 2 = mall, 4 = hot_words. */
export const HISTORY_CLEAR_TYPES = Object.freeze({ good: 1, mall: 2, hot_words: 4 } as const satisfies Record<HistoryList, number>);
export type HistoryClearType = (typeof HISTORY_CLEAR_TYPES)[HistoryList];

/** The list a clear-type code names. */
export function historyListOf(clearType: number): HistoryList | undefined {
  return HISTORY_LISTS.find((list) => HISTORY_CLEAR_TYPES[list] === clearType);
}
