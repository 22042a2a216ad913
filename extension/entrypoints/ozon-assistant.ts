import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { contentI18n } from '../lib/content-kit';
import { ozonPageOf } from '../lib/ozon-url';
import { getAssistantSettings } from '../lib/settings';
import { showCnyPrices } from './ozon.content/cny-prices';
import { showGoodsFigures } from './ozon.content/goods-overlay';
import { showListingFigures } from './ozon.content/listing-overlay';
import { mountToolbar } from './ozon.content/toolbar';

/**
 * The seller assistant on Ozon's storefront, loaded by the Ozon content script where it is needed:
 * yuan prices, the goods page's figures and buttons, and the figures of search, category and shop pages.
 */
async function main(): Promise<void> {
  // Loaded once per page, even if the content script asks again.
  const self = globalThis as { marketlensOzon?: boolean };
  if (self.marketlensOzon) return;
  self.marketlensOzon = true;
  const page = ozonPageOf(new URL(location.href));
  if (page.kind === 'other') return;
  const i18n = await contentI18n();
  if ((await getAssistantSettings()).cnyPrices) await showCnyPrices(i18n);
  if (page.kind === 'product' || page.kind === 'shop') {
    const { bar, backfill } = mountToolbar(i18n, page);
    if (page.kind === 'product') await showGoodsFigures(i18n, page.id, bar, backfill);
  }
  // A shop page lists its goods too; its panel moves left of the toolbar.
  if (page.kind === 'listing' || page.kind === 'shop') showListingFigures(i18n, page.kind === 'shop' ? 'left' : 'right');
}

export default defineUnlistedScript(() => void main());
