import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { KeyValueStorage } from '../http/platform';
import { STORE_KEYS, platformPersistStorage } from './storage';

export interface PromoteState {
  invite_code: string;
  utm: string;
  setInviteCode(code: string): void;
  setUtm(utm: string): void;
  /** After a registration: the stored invite and utm codes are spent. */
  clear(): void;
}

export type PromoteStore = StoreApi<PromoteState>;

/** Invite and campaign codes captured from page addresses, persisted until a registration uses them. */
export function createPromoteStore(storage: KeyValueStorage): PromoteStore {
  return createStore<PromoteState>()(
    persist(
      (set) => ({
        invite_code: '',
        utm: '',
        setInviteCode: (invite_code) => set({ invite_code }),
        setUtm: (utm) => set({ utm }),
        clear: () => set({ invite_code: '', utm: '' }),
      }),
      { name: STORE_KEYS.promote, storage: platformPersistStorage(storage), partialize: (s) => ({ invite_code: s.invite_code, utm: s.utm }) },
    ),
  );
}
