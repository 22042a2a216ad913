import type { i18n as I18n } from 'i18next';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { CONTENT_CSS, contentI18n, el, missingOnce, onTrusted, shadowHost } from '../lib/content-kit';
import { readAlibabaPrice } from '../lib/alibaba-price';
import { ask } from '../lib/messages';
import type { PriceSuggestion } from '../lib/overlay-api';
import { figuresOf, OVERLAY_CSS, siteLink } from '../lib/overlay-view';
import { collect } from './ozon.content/toolbar';

/** The rouble cost of the offer at the day's rate and the Ozon price the member's pricing template gives for it. */
async function showPricing(i18n: I18n, costCny: number | undefined, section: HTMLElement): Promise<void> {
  const f = figuresOf(i18n);
  const { t } = f;
  if (costCny === undefined) return void section.replaceChildren(el('p', { className: 'note', text: t('overlay.noCost') }));
  section.replaceChildren(el('p', { className: 'note', text: t('overlay.loading') }));
  const reply = await ask<PriceSuggestion>({ type: 'suggestPrice', costCny });
  if (!reply.ok) return void section.replaceChildren(el('p', { className: 'status bad', text: t(`errors.${reply.error}`) }));
  const s = reply.data;
  if (s.state === 'refused') return void section.replaceChildren(el('p', { className: 'status bad', text: s.message }));
  const rate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 }).format(s.rates.rubPer.CNY);
  const rub = (value: number) => f.price(Math.round(value * 100));
  const parts: Node[] = [el('p', { className: 'note', text: t('overlay.costRub', { value: rub(s.costRub) }), attrs: { title: t('overlay.rateNote', { date: s.rates.asOf, rate, source: s.rates.source }) } })];
  if (s.state === 'guest') {
    parts.push(el('p', { className: 'note', text: t('overlay.guestPrice') }), el('div', { className: 'actions' }, siteLink(i18n, '/login', t('overlay.login'), 'button primary')));
  } else if (s.state === 'ok') {
    parts.push(
      el('p', {}, el('strong', { text: t('overlay.suggested', { value: rub(s.priceRub) }), attrs: { 'data-ml-price': String(s.priceRub) } })),
      // The same price and strike price the collection page and the exported files give: one solver, one basis.
      el('p', { className: 'note', text: t('overlay.suggestedStrike', { value: rub(s.strikePriceRub), discount: `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(s.discountPct)}\u00a0%` }), attrs: { 'data-ml-strike': String(s.strikePriceRub) } }),
      el('p', { className: 'note', text: t('overlay.suggestedNote', { name: s.templateName, profit: rub(s.profitRub), margin: `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(s.marginPct)}\u00a0%` }) }),
    );
  } else {
    parts.push(el('p', { className: 'note', text: s.state === 'noTemplate' ? t('overlay.noTemplate') : t('overlay.unsolvable', { name: s.templateName }) }), el('div', { className: 'actions' }, siteLink(i18n, '/tools', t('overlay.openPricing'))));
  }
  section.replaceChildren(...parts);
}

/** The collect button on 1688 offer pages (the price there is the purchase cost in yuan), with the cost in roubles and a suggested Ozon price. */
async function main(): Promise<void> {
  const self = globalThis as { marketlensAlibaba?: boolean };
  if (self.marketlensAlibaba) return;
  self.marketlensAlibaba = true;
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
  const { host, root } = shadowHost('marketlens-toolbar', CONTENT_CSS + OVERLAY_CSS);
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
  const pricing = el('section', { attrs: { 'aria-live': 'polite', 'data-ml-overlay': 'pricing' } });
  root.append(el('div', { className: 'bar' }, el('strong', { text: i18n.t('extension:assistant.toolbar') }), pricing, button, status));
  await showPricing(i18n, price.ok ? price.price : undefined, pricing);
}

export default defineUnlistedScript(() => void main());
