import type { i18n as I18n } from 'i18next';
import type { Translation } from '../../lib/api';
import { getChatSettings } from '../../lib/chat-settings';
import { ask } from '../../lib/messages';
import { CHAT_SELECTORS } from './selectors';

async function fill(i18n: I18n, line: HTMLElement, text: string): Promise<void> {
  line.textContent = i18n.t('extension:chat.translating');
  const { myLang } = await getChatSettings();
  const reply = await ask<Translation>({ type: 'translate', text, to: myLang });
  if (reply.ok) {
    // A partial glossary answer is shown as such, so the seller does not take it for what the customer said.
    if (reply.data.glossary && !reply.data.complete) {
      line.textContent = `${i18n.t('extension:chat.partialIncoming')} ${reply.data.text}`;
      line.dataset.mlPartial = '';
    } else line.textContent = reply.data.text;
    return;
  }
  line.textContent = `${i18n.t('extension:chat.failed')} · ${i18n.t('extension:chat.retry')}`;
  line.style.cursor = 'pointer';
  line.addEventListener('click', () => void fill(i18n, line, text), { once: true });
}

/**
 * Adds the translation under each customer message; the original text stays where it was. A line
 * belongs to the text it translates: when the page reuses a message node for other text (another
 * chat opened in place), the old line goes and the new text is translated.
 */
export async function translateIncoming(i18n: I18n, chat: HTMLElement): Promise<void> {
  // Nodes are claimed (marked with the text they are translated for) before anything is awaited, so overlapping scans never translate one text twice.
  const nodes = [...chat.querySelectorAll<HTMLElement>(CHAT_SELECTORS.incomingText)].filter((n) => n.dataset.mlTranslated !== (n.textContent?.trim() ?? ''));
  nodes.forEach((n) => {
    const next = n.nextElementSibling;
    if (next instanceof HTMLElement && next.dataset.mlUi === 'translation') next.remove();
    n.dataset.mlTranslated = n.textContent?.trim() ?? '';
  });
  await Promise.all(
    nodes.map(async (node) => {
      const text = node.dataset.mlTranslated;
      if (!text) return;
      const line = document.createElement('div');
      line.dataset.mlUi = 'translation';
      line.style.cssText = 'margin-top:4px;padding-top:4px;border-top:1px dashed #0003;color:#1f6feb;font-size:0.95em';
      line.title = `${i18n.t('extension:chat.original')}: ${text}`;
      node.after(line);
      await fill(i18n, line, text);
    }),
  );
}
