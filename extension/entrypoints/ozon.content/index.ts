import { defineContentScript } from 'wxt/utils/define-content-script';
import { loadAssistant } from '../../lib/load-assistant';
import { ozonPageOf } from '../../lib/ozon-url';

/**
 * On Ozon's storefront: loads the seller assistant (yuan prices, figures on goods and listing pages,
 * image search, collection, back-fill requests) on the pages it serves, and nothing on the others.
 */
export default defineContentScript({
  matches: ['https://www.ozon.ru/*', 'https://ozon.ru/*'],
  runAt: 'document_idle',
  main() {
    if (ozonPageOf(new URL(location.href)).kind === 'other') return;
    loadAssistant('ozon-assistant');
  },
});
