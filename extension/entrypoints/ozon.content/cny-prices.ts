import type { i18n as I18n } from 'i18next';
import { formatMoney } from '@marketlens/core/format';
import { ask } from '../../lib/messages';
import { convert, type Rates } from '../../lib/money';
import { rublesOf } from '../../lib/ozon-page';
import { langOf } from '../../lib/overlay-view';
import { createPriceScanner } from '../../lib/price-scanner';
import { ratesNote } from '../../lib/rates-note';

/**
 * Writes a yuan price beside every rouble price, including prices that load later (search results
 * scroll in). Each badge names the rate's day and source; with the server unreachable the last
 * known rate is used and the badge says so.
 */
export async function showCnyPrices(i18n: I18n): Promise<() => void> {
  const reply = await ask<Rates>({ type: 'rates' });
  // Without any rate there is nothing honest to show; the page stays as it is.
  if (!reply.ok) return () => undefined;
  const rates = reply.data;
  const lang = langOf(i18n.language);
  const title = ratesNote(i18n.getFixedT(null, 'extension'), rates, i18n.language);
  const key = rates.stale ? 'extension:assistant.cnyPriceStale' : 'extension:assistant.cnyPrice';
  // The text is translated once with a placeholder; each badge only fills in its figure.
  const HOLE = '\u0000';
  const template = i18n.t(key, { value: HOLE, date: rates.asOf });
  // One style rule for every badge instead of a style attribute parsed per badge.
  const style = document.createElement('style');
  style.dataset.mlUi = 'cny-style';
  style.textContent = `[data-ml-ui="cny"]{margin-left:6px;color:#c2410c;font-size:0.85em;font-weight:normal;white-space:nowrap}[data-ml-ui="cny"][data-ml-stale]{color:#6e7781;border-bottom:1px dashed currentColor}`;
  (document.head ?? document.documentElement).append(style);
  const scanner = createPriceScanner(document.body, {
    mark(node) {
      const rub = rublesOf(node.textContent ?? '');
      node.dataset.mlCny = '';
      if (rub === undefined) return;
      const badge = document.createElement('span');
      badge.dataset.mlUi = 'cny';
      if (rates.stale) badge.dataset.mlStale = '';
      badge.title = title;
      badge.textContent = template.replace(HOLE, formatMoney(convert(rub, 'RUB', 'CNY', rates), { lang, kind: 'price', currency: 'CNY', in: 'units' }));
      node.after(badge);
    },
  });
  return () => scanner.stop();
}
