import { defineContentScript } from 'wxt/utils/define-content-script';
import { contentI18n } from '../../lib/content-kit';
import { ozonPageOf } from '../../lib/ozon-page';
import { getAssistantSettings } from '../../lib/settings';
import { showCnyPrices } from './cny-prices';
import { mountToolbar } from './toolbar';

/** The seller assistant on Ozon's storefront: yuan prices, image search, collection and back-fill requests. */
export default defineContentScript({
  matches: ['https://www.ozon.ru/*', 'https://ozon.ru/*'],
  runAt: 'document_idle',
  async main() {
    const page = ozonPageOf(new URL(location.href));
    if (page.kind === 'other') return;
    const i18n = await contentI18n();
    if ((await getAssistantSettings()).cnyPrices) await showCnyPrices(i18n);
    if (page.kind === 'product' || page.kind === 'shop') mountToolbar(i18n, page);
  },
});
