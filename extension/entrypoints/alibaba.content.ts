import { defineContentScript } from 'wxt/utils/define-content-script';
import { loadAssistant } from '../lib/load-assistant';

/** On 1688 offer pages: loads the collect button and the rouble cost with a suggested Ozon price. */
export default defineContentScript({
  matches: ['https://detail.1688.com/offer/*'],
  runAt: 'document_idle',
  main() {
    if (!document.querySelector('h1, .title-text, [class*="title-content"]')) return console.info('[MarketLens] 1688 collection is hidden: the page has no offer title');
    loadAssistant('alibaba-assistant');
  },
});
