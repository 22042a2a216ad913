import { defineContentScript } from 'wxt/utils/define-content-script';
import { loadAssistant } from '../../lib/load-assistant';
import { ozonPageOf } from '../../lib/ozon-url';
import { watchUrl } from '../../lib/url-watch';

/**
 * On Ozon's storefront: loads the seller assistant (yuan prices, figures on goods and listing pages,
 * image search, collection, back-fill requests) on the pages it serves, and nothing on the others.
 * Ozon moves between its pages without loading them (history.pushState), so a page that starts as one
 * the assistant does not serve is watched, and the assistant loads once the address becomes one it does.
 */
export default defineContentScript({
  matches: ['https://www.ozon.ru/*', 'https://ozon.ru/*'],
  runAt: 'document_idle',
  main() {
    const serves = () => ozonPageOf(new URL(location.href)).kind !== 'other';
    if (serves()) return loadAssistant('ozon-assistant');
    const stop = watchUrl(() => {
      if (!serves()) return;
      stop();
      loadAssistant('ozon-assistant');
    });
  },
});
