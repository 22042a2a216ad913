export { STORE_KEYS, expiringPersistStorage, platformPersistStorage } from './storage';
export {
  avatarOf,
  createUserStore,
  hasUser,
  type ChannelUserInfo,
  type MainCategory,
  type ProductInfo,
  type ServiceContact,
  type UserActions,
  type UserInfo,
  type UserRecord,
  type UserState,
  type UserStore,
} from './user-store';
export { createAppStore, type AppState, type AppStore, type PromotionHeadInfo } from './app-store';
export { HISTORY_MAX, createSearchHistoryStore, type SearchHistoryState, type SearchHistoryStore } from './search-history-store';
export { createPromoteStore, type PromoteState, type PromoteStore } from './promote-store';
export { createPermissionStore, type PermissionState, type PermissionStore, type PermittedRoute } from './permission-store';
export { createLanguageStore, type LanguageState, type LanguageStore } from './language-store';
export { createStores, type Stores } from './create-stores';
export { useStore } from 'zustand';
