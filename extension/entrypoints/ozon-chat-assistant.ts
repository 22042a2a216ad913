import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { getChatSettings } from '../lib/chat-settings';
import { contentI18n, missingOnce } from '../lib/content-kit';
import { CHAT_SELECTORS } from './ozon-chat.content/selectors';
import { mountDraftTools, type DraftTools } from './ozon-chat.content/draft';
import { translateIncoming } from './ozon-chat.content/incoming';

/** The chat translator on Ozon's seller chat, loaded by its content script: customer messages in the seller's language, drafts in the customer's. */
async function main(): Promise<void> {
  const self = globalThis as { marketlensChat?: boolean };
  if (self.marketlensChat) return;
  self.marketlensChat = true;
  if (!(await getChatSettings()).enabled) return;
  const i18n = await contentI18n();
  let drafted: { composer: Element; tools: Promise<DraftTools | undefined> } | null = null;
  const scan = () => {
    const chat = document.querySelector<HTMLElement>(CHAT_SELECTORS.chat);
    if (!chat) return missingOnce('chat translation', CHAT_SELECTORS.chat);
    const chatId = chat.dataset.chatId ?? 'default';
    void translateIncoming(i18n, chat);
    const composer = chat.querySelector(CHAT_SELECTORS.composer);
    if (composer && composer !== drafted?.composer) {
      drafted = { composer, tools: mountDraftTools(i18n, composer, chatId) };
    } else if (composer && drafted) {
      // Another conversation opened in the same composer: its language, not the previous chat's preview.
      void drafted.tools.then((tools) => tools?.switchChat(chatId));
    } else if (!composer) missingOnce('draft translation', CHAT_SELECTORS.composer);
  };
  scan();
  let pending = false;
  // A conversation opened in place changes the chat's id and its messages' text, not only the nodes.
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      scan();
    }, 200);
  }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-chat-id'] });
}

export default defineUnlistedScript(() => void main());
