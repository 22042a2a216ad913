import { defineContentScript } from 'wxt/utils/define-content-script';
import { loadAssistant } from '../../lib/load-assistant';

/** On Ozon's seller chat: loads the chat translator (customer messages in the seller's language, drafts in the customer's). */
export default defineContentScript({
  matches: ['https://seller.ozon.ru/app/messenger*'],
  runAt: 'document_idle',
  main() {
    loadAssistant('ozon-chat-assistant');
  },
});
