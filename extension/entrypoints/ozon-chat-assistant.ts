import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { getChatSettings } from '../lib/chat-settings';
import { contentI18n, missingOnce } from '../lib/content-kit';
import { CHAT_SELECTORS } from './ozon-chat.content/selectors';
import { mountDraftTools } from './ozon-chat.content/draft';
import { translateIncoming } from './ozon-chat.content/incoming';

/** The chat translator on Ozon's seller chat, loaded by its content script: customer messages in the seller's language, drafts in the customer's. */
async function main(): Promise<void> {
  const self = globalThis as { marketlensChat?: boolean };
  if (self.marketlensChat) return;
  self.marketlensChat = true;
  if (!(await getChatSettings()).enabled) return;
  const i18n = await contentI18n();
  let drafted: Element | null = null;
  const scan = () => {
    const chat = document.querySelector<HTMLElement>(CHAT_SELECTORS.chat);
    if (!chat) return missingOnce('chat translation', CHAT_SELECTORS.chat);
    const chatId = chat.dataset.chatId ?? 'default';
    void translateIncoming(i18n, chat);
    const composer = chat.querySelector(CHAT_SELECTORS.composer);
    if (composer && composer !== drafted) {
      drafted = composer;
      void mountDraftTools(i18n, composer, chatId);
    } else if (!composer) missingOnce('draft translation', CHAT_SELECTORS.composer);
  };
  scan();
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      scan();
    }, 200);
  }).observe(document.body, { childList: true, subtree: true });
}

export default defineUnlistedScript(() => void main());
