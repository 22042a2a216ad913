import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { HISTORY_LISTS, historyListOf, type HistoryList } from '../constants/search-history';
import type { KeyValueStorage } from '../http/platform';
import { STORE_KEYS, platformPersistStorage } from './storage';

/** How many entries each history list keeps. */
export const HISTORY_MAX = 10;

export interface SearchHistoryState {
  good: readonly string[];
  mall: readonly string[];
  hot_words: readonly string[];
  /** Puts a search first in its list, without duplicates, keeping the newest HISTORY_MAX. */
  add(list: HistoryList, word: string): void;
  /** Clears the list of a clear-type code (1 = good, 2 = mall, 4 = hot_words). */
  clear(clearType: number): void;
}

export type SearchHistoryStore = StoreApi<SearchHistoryState>;

export function createSearchHistoryStore(storage: KeyValueStorage): SearchHistoryStore {
  return createStore<SearchHistoryState>()(
    persist(
      (set) => ({
        good: [],
        mall: [],
        hot_words: [],
        add: (list, word) => {
          const w = word.trim();
          if (w) set((s) => ({ [list]: [w, ...s[list].filter((x) => x !== w)].slice(0, HISTORY_MAX) }));
        },
        clear: (clearType) => {
          const list = historyListOf(clearType);
          if (list) set({ [list]: [] });
        },
      }),
      { name: STORE_KEYS.searchHistory, storage: platformPersistStorage(storage), partialize: (s) => Object.fromEntries(HISTORY_LISTS.map((l) => [l, s[l]])) as Pick<SearchHistoryState, HistoryList> },
    ),
  );
}
