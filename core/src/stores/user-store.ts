import { createStore, type StoreApi } from 'zustand/vanilla';

/** The signed-in user's record as the identity service returns it; userToken is the access token. */
export type UserRecord = { readonly userToken: string } & Readonly<Record<string, unknown>>;

/** The WeChat-side profile; comments holds the avatar URL. */
export interface ChannelUserInfo {
  readonly nickName?: string;
  readonly comments?: string;
  readonly [key: string]: unknown;
}

export interface UserInfo {
  readonly user: UserRecord;
  readonly accessToken: string;
  readonly channelUserInfo?: ChannelUserInfo;
}

export interface ProductInfo {
  readonly maturityTime?: string | null;
  readonly bonus?: { readonly endTime?: string | null } | null;
  readonly [key: string]: unknown;
}

export interface MainCategory {
  readonly typeId: number;
  readonly typeName: string;
}

export interface ServiceContact {
  readonly weChatUrl?: string;
  readonly weChatUrl2?: string;
  readonly weChatUrl3?: string;
  readonly weChatUrl4?: string;
  readonly nickName?: string;
}

export interface UserState {
  info: UserInfo | null;
  isQDUser: boolean;
  product: ProductInfo | null;
  /** Bound main categories indexed by typeId. */
  mainCategory: Readonly<Record<number, MainCategory>>;
  categoryBuyStatus: boolean;
  weChatUrl: string;
  weChatUrl2: string;
  weChatUrl3: string;
  weChatUrl4: string;
  serviceNickName: string;
  locale: string;
  openWindowV2: readonly { openType: string; openFlag: boolean }[];
  isFilterAbnormal: boolean;
  promoteType: number;
  passwordStatus: boolean;
}

export interface UserActions {
  setInfo(info: UserInfo | null): void;
  setChannelUserInfo(channelUserInfo: ChannelUserInfo): void;
  setProduct(product: ProductInfo | null, categoryBuyStatus?: boolean): void;
  setCategories(categories: readonly MainCategory[]): void;
  /** Stores the four customer-service QR codes; empty ones fall back to the first. */
  setServiceContact(contact: ServiceContact): void;
  /** Stores the popup switches; the listModel item sets the abnormal-data filter. */
  setOpenWindows(items: readonly { openType: string; openFlag: boolean }[]): void;
  setPromoteType(promoteType: number): void;
  setFlags(flags: Partial<Pick<UserState, 'isQDUser' | 'passwordStatus' | 'locale'>>): void;
  /** Logout: clears user info, product, categories, QR codes and promoteType. */
  clear(): void;
}

export type UserStore = StoreApi<UserState & UserActions>;

const cleared = {
  info: null,
  product: null,
  mainCategory: {},
  categoryBuyStatus: false,
  weChatUrl: '',
  weChatUrl2: '',
  weChatUrl3: '',
  weChatUrl4: '',
  serviceNickName: '',
  promoteType: 0,
} satisfies Partial<UserState>;

const initial: UserState = { ...cleared, isQDUser: false, locale: 'zh-CN', openWindowV2: [], isFilterAbnormal: false, passwordStatus: false };

/** The user store; its session lives in cookies (see session), this holds what the pages show. */
export function createUserStore(): UserStore {
  return createStore<UserState & UserActions>()((set) => ({
    ...initial,
    setInfo: (info) => set({ info }),
    setChannelUserInfo: (channelUserInfo) => set((s) => (s.info ? { info: { ...s.info, channelUserInfo } } : {})),
    setProduct: (product, categoryBuyStatus) => set(categoryBuyStatus === undefined ? { product } : { product, categoryBuyStatus }),
    setCategories: (categories) => set({ mainCategory: Object.fromEntries(categories.map((c) => [c.typeId, c])) }),
    setServiceContact: (c) => {
      const first = c.weChatUrl ?? '';
      set({ weChatUrl: first, weChatUrl2: c.weChatUrl2 || first, weChatUrl3: c.weChatUrl3 || first, weChatUrl4: c.weChatUrl4 || first, serviceNickName: c.nickName ?? '' });
    },
    setOpenWindows: (items) => set({ openWindowV2: items, isFilterAbnormal: items.some((i) => i.openType === 'listModel' && i.openFlag) }),
    setPromoteType: (promoteType) => set({ promoteType }),
    setFlags: (flags) => set(flags),
    clear: () => set(cleared),
  }));
}

/** The avatar URL of the signed-in user (kept in channelUserInfo.comments). */
export function avatarOf(state: Pick<UserState, 'info'>): string | undefined {
  return state.info?.channelUserInfo?.comments || undefined;
}

/** Logged in as the pages other than the header read it: the user object is non-empty. */
export function hasUser(state: Pick<UserState, 'info'>): boolean {
  return !!state.info && Object.keys(state.info.user).length > 0;
}
