import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { LIMITS } from '../constants/limits';
import type { Clock, KeyValueStorage } from '../http/platform';
import { DEFAULT_LANG, type Lang } from '../i18n/index';
import { STORE_KEYS, expiringPersistStorage } from './storage';

export interface LanguageState {
  lang: Lang;
  setLang(lang: Lang): void;
}

export type LanguageStore = StoreApi<LanguageState>;

/** The chosen language, remembered for 24 hours. */
export function createLanguageStore(storage: KeyValueStorage, clock?: Clock): LanguageStore {
  return createStore<LanguageState>()(
    persist((set) => ({ lang: DEFAULT_LANG, setLang: (lang) => set({ lang }) }), {
      name: STORE_KEYS.language,
      storage: expiringPersistStorage(storage, LIMITS.languageStoreTtlMs, clock),
      partialize: (s) => ({ lang: s.lang }),
    }),
  );
}
