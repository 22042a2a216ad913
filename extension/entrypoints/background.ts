import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { currentHttp, currentJar, fetchRates, fetchTranslation, requestBackfill } from '../lib/api';
import { addToBox } from '../lib/collection-box';
import { handleMessage, type RouterDeps } from '../lib/background-router';
import { LoginRequiredError } from '../lib/failure';
import { imageMenuTitle } from '../lib/image-menu';
import { imageSearchUrl } from '../lib/image-search';
import { ratesWithFallback } from '../lib/rates-store';
import { resolveLocale } from '../lib/locale';
import { readSession } from '../lib/site-session';
import { cachedTranslation, rememberTranslation } from '../lib/translation-cache';
import { fetchFigures, fetchGoodsOverlay, memberPricingBasis, monitorGoods, roublesOf, suggestPrice } from '../lib/overlay-api';
import { standardBasis } from '../lib/box-pricing';
import { injectScript } from '../lib/inject';
import { sharingAllowed } from '../lib/observation-consent';
import { sendObservations } from '../lib/observation-sender';

const IMAGE_MENU_ID = 'marketlens-image-search';

/** The client for a member-only call, or null when nobody is logged in (the page then asks to log in). */
async function memberHttp() {
  const current = await currentHttp();
  return (await readSession(current.jar)) ? current.http : null;
}

const deps: RouterDeps = {
  extensionId: browser.runtime.id,
  locale: async () => resolveLocale(await currentJar(), navigator.language),
  session: async () => readSession(await currentJar()),
  rates: () => ratesWithFallback(async () => fetchRates((await currentHttp()).http)),
  async translate(text, to, from) {
    const hit = await cachedTranslation(text, to, from);
    if (hit) return hit;
    const result = await fetchTranslation((await currentHttp()).http, text, to, from);
    await rememberTranslation(text, to, from, result);
    return result;
  },
  async backfill(kind, id) {
    const { http, jar } = await currentHttp();
    // The server answers a guest with 401, which would read as a session ending; say "log in" instead.
    if (!(await readSession(jar))) throw new LoginRequiredError();
    return requestBackfill(http, kind, id);
  },
  collect: (item) => addToBox(item),
  async openImageSearch(imageUrl) {
    await browser.tabs.create({ url: imageSearchUrl(imageUrl) });
  },
  inject: injectScript,
  async goodsOverlay(goodsId) {
    const http = await memberHttp();
    return http ? fetchGoodsOverlay(http, goodsId, await deps.locale()) : { state: 'guest' };
  },
  async figures(goodsIds, view) {
    const http = await memberHttp();
    return http ? fetchFigures(http, goodsIds, view, await deps.locale()) : { state: 'guest' };
  },
  async monitorGoods(goodsId) {
    const http = await memberHttp();
    return http ? monitorGoods(http, goodsId) : { state: 'guest' };
  },
  async suggestPrice(costCny) {
    const [http, rates] = await Promise.all([memberHttp(), deps.rates()]);
    return http ? suggestPrice(http, costCny, rates) : { state: 'guest', costRub: roublesOf(costCny, rates), rates };
  },
  async pricingBasis() {
    const [http, rates] = await Promise.all([memberHttp(), deps.rates()]);
    return http ? memberPricingBasis(http, rates) : { state: 'ok', basis: standardBasis(rates) };
  },
  observe: (rows) => sendObservations(rows, { sharing: sharingAllowed, memberHttp }),
};

/** The context-menu entry speaks the extension's current language. */
async function createImageMenu(): Promise<void> {
  const title = imageMenuTitle(await deps.locale());
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({ id: IMAGE_MENU_ID, title, contexts: ['image'] });
}

export default defineBackground(() => {
  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse: (reply: unknown) => void) => {
    void handleMessage(message, sender, deps).then(sendResponse);
    // Keeps the channel open for the asynchronous reply (Chrome does not accept a returned promise).
    return true;
  });
  browser.runtime.onInstalled.addListener(() => {
    void createImageMenu();
    // Earlier versions kept the pages' text in extension storage; the pages keep it in localStorage now.
    void browser.storage.local.remove('uiText');
  });
  browser.runtime.onStartup.addListener(() => void createImageMenu());
  browser.contextMenus.onClicked.addListener((info) => {
    if (info.menuItemId !== IMAGE_MENU_ID || !info.srcUrl) return;
    void deps.openImageSearch(info.srcUrl);
  });
});
