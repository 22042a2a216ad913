import type { Clock, KeyValueStorage } from '../http/platform';
import { createAppStore, type AppStore } from './app-store';
import { createLanguageStore, type LanguageStore } from './language-store';
import { createPermissionStore, type PermissionStore } from './permission-store';
import { createPromoteStore, type PromoteStore } from './promote-store';
import { createSearchHistoryStore, type SearchHistoryStore } from './search-history-store';
import { createUserStore, type UserStore } from './user-store';

export interface Stores {
  user: UserStore;
  app: AppStore;
  searchHistory: SearchHistoryStore;
  promote: PromoteStore;
  permission: PermissionStore;
  language: LanguageStore;
}

/** Every store of an app, persisted through the platform's storage; create once per page or extension view. */
export function createStores(storage: KeyValueStorage, clock?: Clock): Stores {
  return {
    user: createUserStore(),
    app: createAppStore(storage),
    searchHistory: createSearchHistoryStore(storage),
    promote: createPromoteStore(storage),
    permission: createPermissionStore(),
    language: createLanguageStore(storage, clock),
  };
}
