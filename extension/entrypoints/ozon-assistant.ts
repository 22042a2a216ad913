import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import type { i18n as I18n } from 'i18next';
import { parseCataloguePage } from '@marketlens/core/ozon/catalogue-page';
import { contentI18n } from '../lib/content-kit';
import { ozonPageOf } from '../lib/ozon-url';
import { getAssistantSettings } from '../lib/settings';
import { watchUrl } from '../lib/url-watch';
import { showCnyPrices } from './ozon.content/cny-prices';
import { showGoodsFigures } from './ozon.content/goods-overlay';
import { showListingFigures } from './ozon.content/listing-overlay';
import { observePage } from './ozon.content/observe-page';
import { mountToolbar } from './ozon.content/toolbar';

/** Shows the toolbar and figures the page at the current address needs; returns what takes them away. */
function showPage(i18n: I18n): () => void {
  const page = ozonPageOf(new URL(location.href));
  const stops: (() => void)[] = [];
  if (page.kind === 'product' || page.kind === 'shop') {
    const { host, bar, backfill } = mountToolbar(i18n, page);
    stops.push(() => host.remove());
    if (page.kind === 'product') void showGoodsFigures(i18n, page.id, bar, backfill);
  }
  // A shop page lists its goods too; its panel moves left of the toolbar.
  if (page.kind === 'listing' || page.kind === 'shop') stops.push(showListingFigures(i18n, page.kind === 'shop' ? 'left' : 'right'));
  // With the member's consent, what the page shows goes to the market estimates (after the figures, when the page is idle).
  if (page.kind !== 'other') stops.push(observePage(parseCataloguePage));
  return () => stops.forEach((stop) => stop());
}

/**
 * The seller assistant on Ozon's storefront, loaded by the Ozon content script where it is needed:
 * yuan prices, the goods page's figures and buttons, and the figures of search, category and shop pages.
 * Ozon moves between pages without loading them; each move to another page (a new address other than
 * its #fragment) takes the previous page's toolbar and figures away and shows the new page's.
 */
async function main(): Promise<void> {
  // Loaded once per page, even if the content script asks again.
  const self = globalThis as { marketlensOzon?: boolean };
  if (self.marketlensOzon) return;
  self.marketlensOzon = true;
  const i18n = await contentI18n();
  if ((await getAssistantSettings()).cnyPrices) await showCnyPrices(i18n);
  const pageOf = () => `${location.origin}${location.pathname}${location.search}`;
  let shown = pageOf();
  let hide = showPage(i18n);
  watchUrl(() => {
    if (pageOf() === shown) return;
    shown = pageOf();
    hide();
    hide = showPage(i18n);
  });
}

export default defineUnlistedScript(() => void main());
