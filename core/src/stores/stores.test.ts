import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../http/resolve-platform';
import { avatarOf, createUserStore, hasUser } from './user-store';
import { createStores } from './create-stores';
import { STORE_KEYS } from './storage';
import { createLanguageStore } from './language-store';
import { createAppStore } from './app-store';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('user store', () => {
  it('falls back to the first QR code for empty ones and sets the abnormal filter from the listModel window', () => {
    const store = createUserStore();
    store.getState().setServiceContact({ weChatUrl: 'qr1', weChatUrl2: '', weChatUrl3: 'qr3', nickName: '小林' });
    expect(store.getState()).toMatchObject({ weChatUrl: 'qr1', weChatUrl2: 'qr1', weChatUrl3: 'qr3', weChatUrl4: 'qr1', serviceNickName: '小林' });
    store.getState().setOpenWindows([{ openType: 'trial', openFlag: true }, { openType: 'listModel', openFlag: true }]);
    expect(store.getState().isFilterAbnormal).toBe(true);
    store.getState().setOpenWindows([{ openType: 'listModel', openFlag: false }]);
    expect(store.getState().isFilterAbnormal).toBe(false);
  });

  it('clears user info, product, categories, QR codes and promote type on logout', () => {
    const store = createUserStore();
    const s = store.getState();
    s.setInfo({ user: { userToken: 't', userId: 1 }, accessToken: 't' });
    s.setChannelUserInfo({ comments: 'https://img/avatar.png' });
    s.setProduct({ maturityTime: '2030-01-01' }, true);
    s.setCategories([{ typeId: 99997, typeName: '家居生活' }]);
    s.setServiceContact({ weChatUrl: 'qr' });
    s.setPromoteType(1);
    s.setFlags({ passwordStatus: true });
    expect(hasUser(store.getState())).toBe(true);
    expect(avatarOf(store.getState())).toBe('https://img/avatar.png');
    expect(store.getState().mainCategory[99997]?.typeName).toBe('家居生活');
    store.getState().clear();
    expect(store.getState()).toMatchObject({ info: null, product: null, mainCategory: {}, weChatUrl: '', weChatUrl4: '', promoteType: 0, categoryBuyStatus: false });
    expect(hasUser(store.getState())).toBe(false);
  });
});

describe('persisted stores', () => {
  it('keeps search history newest first without duplicates and clears by type 1, 2 and 4', async () => {
    const storage = memoryStorage();
    const { searchHistory } = createStores(storage);
    const h = searchHistory.getState();
    h.add('good', '手机壳');
    h.add('good', '耳机');
    h.add('good', '手机壳');
    h.add('mall', 'Ozon Store');
    h.add('hot_words', '  ');
    h.add('hot_words', 'платье');
    expect(searchHistory.getState().good).toEqual(['手机壳', '耳机']);
    for (let i = 0; i < 12; i++) h.add('mall', `m${i}`);
    expect(searchHistory.getState().mall).toHaveLength(10);
    h.clear(1);
    expect(searchHistory.getState().good).toEqual([]);
    h.clear(4);
    expect(searchHistory.getState().hot_words).toEqual([]);
    h.clear(3);
    expect(searchHistory.getState().mall).toHaveLength(10);
    h.clear(2);
    expect(searchHistory.getState().mall).toEqual([]);
    h.add('good', '保温杯');
    await tick();
    const again = createStores(storage).searchHistory;
    await tick();
    expect(again.getState().good).toEqual(['保温杯']);
  });

  it('keeps invite and utm codes across reloads until cleared', async () => {
    const storage = memoryStorage();
    const { promote } = createStores(storage);
    promote.getState().setInviteCode('INV42');
    promote.getState().setUtm('spring');
    await tick();
    const again = createStores(storage).promote;
    await tick();
    expect(again.getState()).toMatchObject({ invite_code: 'INV42', utm: 'spring' });
    again.getState().clear();
    expect(again.getState()).toMatchObject({ invite_code: '', utm: '' });
  });

  it('remembers the language for 24 hours and forgets it after', async () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const clock = { now: () => now };
    createLanguageStore(storage, clock).getState().setLang('ru');
    await tick();
    now += 23 * 3600_000;
    const within = createLanguageStore(storage, clock);
    await tick();
    expect(within.getState().lang).toBe('ru');
    now += 2 * 3600_000 + 23 * 3600_000;
    const after = createLanguageStore(storage, clock);
    await tick();
    expect(after.getState().lang).toBe('zh');
    expect(storage.data.has(STORE_KEYS.language)).toBe(false);
  });

  it('persists the image and tip switches of the app store but not the open sheets', async () => {
    const storage = memoryStorage();
    const app = createAppStore(storage);
    app.getState().setImgShows(false);
    app.getState().setAppTips(false, 123);
    app.getState().setRegisteredPopup(true);
    app.getState().setPromotionHeadInfo({ logo: 'l', logoTitle: 't', loginLabel: 'x', link: '/' });
    await tick();
    const again = createAppStore(storage);
    await tick();
    expect(again.getState()).toMatchObject({ imgShows: false, appTips: { status: false, timestamp: 123 }, registeredPopup: false, promotionHeadInfo: null });
  });

  it('keeps permitted routes in order and clears them', () => {
    const { permission } = createStores(memoryStorage());
    permission.getState().setRouters([{ path: '/workbench/dashboard' }], [{ path: '/workbench/monitor/shop', title: 'monitor' }]);
    expect(permission.getState().routers.map((r) => r.path)).toEqual(['/workbench/dashboard', '/workbench/monitor/shop']);
    permission.getState().clear();
    expect(permission.getState().routers).toEqual([]);
  });
});
