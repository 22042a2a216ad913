import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { KeyValueStorage } from '../http/platform';
import { STORE_KEYS, platformPersistStorage } from './storage';

export interface PromotionHeadInfo {
  readonly logo: string;
  readonly logoTitle: string;
  readonly loginLabel: string;
  readonly link: string;
}

export interface AppState {
  imgShows: boolean;
  appTips: { status: boolean; timestamp: number };
  /** Whether the registration sheet is open. */
  registeredPopup: boolean;
  /** A promotion page's custom header, null on other pages. */
  promotionHeadInfo: PromotionHeadInfo | null;
  setImgShows(show: boolean): void;
  setAppTips(status: boolean, timestamp: number): void;
  setRegisteredPopup(open: boolean): void;
  setPromotionHeadInfo(info: PromotionHeadInfo | null): void;
}

export type AppStore = StoreApi<AppState>;

/** App state; the image and app-tip switches persist in the platform's storage. */
export function createAppStore(storage: KeyValueStorage): AppStore {
  return createStore<AppState>()(
    persist(
      (set) => ({
        imgShows: true,
        appTips: { status: true, timestamp: 0 },
        registeredPopup: false,
        promotionHeadInfo: null,
        setImgShows: (imgShows) => set({ imgShows }),
        setAppTips: (status, timestamp) => set({ appTips: { status, timestamp } }),
        setRegisteredPopup: (registeredPopup) => set({ registeredPopup }),
        setPromotionHeadInfo: (promotionHeadInfo) => set({ promotionHeadInfo }),
      }),
      { name: STORE_KEYS.app, storage: platformPersistStorage(storage), partialize: (s) => ({ imgShows: s.imgShows, appTips: s.appTips }) },
    ),
  );
}
