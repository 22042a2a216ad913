import type { i18n as I18n } from 'i18next';
import { ask } from '../../lib/messages';
import { convert, parsePrice, type Rates } from '../../lib/money';
import { rublePriceElements } from '../../lib/ozon-page';

/** Writes a yuan price beside every rouble price, including prices that load later (search results scroll in). */
export async function showCnyPrices(i18n: I18n): Promise<() => void> {
  const reply = await ask<Rates>({ type: 'rates' });
  // Without rates there is nothing honest to show; the page stays as it is.
  if (!reply.ok) return () => undefined;
  const rates = reply.data;
  const format = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });
  const mark = () => {
    for (const node of rublePriceElements(document, { unmarked: true })) {
      const rub = parsePrice(node.textContent ?? '');
      if (rub === undefined) continue;
      node.dataset.mlCny = '';
      const badge = document.createElement('span');
      badge.dataset.mlUi = 'cny';
      badge.style.cssText = 'margin-left:6px;color:#c2410c;font-size:0.85em;font-weight:normal;white-space:nowrap';
      badge.textContent = i18n.t('extension:assistant.cnyPrice', { value: format.format(convert(rub, 'RUB', 'CNY', rates)) });
      node.after(badge);
    }
  };
  mark();
  let pending = false;
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      mark();
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
