import { defineContentScript } from 'wxt/utils/define-content-script';
import { CONTENT_CSS, contentI18n, el, missingOnce, onTrusted, shadowHost } from '../lib/content-kit';
import { readAlibabaPrice } from '../lib/alibaba-price';
import { collect } from './ozon.content/toolbar';

/** The collect button on 1688 offer pages: the price there is the purchase cost in yuan. */
export default defineContentScript({
  matches: ['https://detail.1688.com/offer/*'],
  runAt: 'document_idle',
  async main() {
    const title = document.querySelector('h1, .title-text, [class*="title-content"]')?.textContent?.trim();
    if (!title) return missingOnce('1688 collection', 'offer title');
    const i18n = await contentI18n();
    // Read from the page's structure: a tiered price is never run together with its quantity band.
    const price = readAlibabaPrice(document);
    const images = [...document.querySelectorAll<HTMLImageElement>('[class*="gallery"] img, .detail-gallery-img')].map((img) => img.src).filter(Boolean);
    const attributes = [...document.querySelectorAll('[class*="attribute"] tr, .offer-attr-item')].flatMap((row) => {
      const [name, value] = [...row.querySelectorAll('th, td, .offer-attr-item-name, .offer-attr-item-value')].map((c) => c.textContent?.trim() ?? '');
      return name && value ? [{ name, value }] : [];
    });
    const { host, root } = shadowHost('marketlens-toolbar', CONTENT_CSS);
    host.dataset.mlUi = 'toolbar';
    const status = el('span', { className: 'status', attrs: { role: 'status' } });
    const button = el('button', { className: 'primary', text: i18n.t('extension:assistant.collect') });
    onTrusted(button, 'click', () => {
      const url = new URL(location.href);
      void collect(
        i18n,
        {
          source: '1688',
          sourceUrl: `${url.origin}${url.pathname}`,
          title,
          ...(price.ok ? { price: price.price, minQuantity: price.minQuantity } : { priceProblem: price.problem }),
          currency: 'CNY',
          images: images.slice(0, 30),
          attributes: attributes.slice(0, 100),
        },
        status,
      );
    });
    root.append(el('div', { className: 'bar' }, el('strong', { text: i18n.t('extension:assistant.toolbar') }), button, status));
  },
});
