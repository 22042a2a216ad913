import type { i18n as I18n } from 'i18next';
import { LANGS } from '@marketlens/core/i18n';
import type { Translation } from '../../lib/api';
import { customerLangOf, getChatSettings, setChatLang } from '../../lib/chat-settings';
import { ask } from '../../lib/messages';
import { CHAT_SELECTORS } from './selectors';

/** Sets a textarea's value the way typing does, so the page's own framework sees the change. */
function setDraft(box: HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setter?.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A button, a keyboard shortcut (Ctrl/⌘+Shift+Enter) and a per-chat language for translating the draft before sending. */
export async function mountDraftTools(i18n: I18n, composer: Element, chatId: string): Promise<void> {
  const box = composer.querySelector<HTMLTextAreaElement>(CHAT_SELECTORS.draft);
  if (!box) return;
  const settings = await getChatSettings();
  const wrap = document.createElement('span');
  wrap.dataset.mlUi = 'draft';
  wrap.style.cssText = 'display:inline-flex;gap:6px;align-items:center;margin:4px';
  const lang = document.createElement('select');
  lang.setAttribute('aria-label', i18n.t('extension:chat.chatLang'));
  for (const code of LANGS) lang.append(new Option(i18n.t(`extension:translate.langs.${code}`), code, false, code === customerLangOf(settings, chatId)));
  lang.addEventListener('change', () => {
    const chosen = LANGS.find((l) => l === lang.value);
    if (chosen) void setChatLang(chatId, chosen);
  });
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = i18n.t('extension:chat.translateDraft');
  button.title = i18n.t('extension:chat.shortcut');
  const status = document.createElement('span');
  status.setAttribute('role', 'status');
  status.style.cssText = 'font-size:12px;color:#cf222e';

  const translate = async () => {
    const text = box.value.trim();
    const to = LANGS.find((l) => l === lang.value);
    if (!text || !to) return;
    button.disabled = true;
    status.textContent = '';
    const reply = await ask<Translation>({ type: 'translate', text, to });
    button.disabled = false;
    if (reply.ok) {
      box.dataset.mlOriginal = text;
      setDraft(box, reply.data.text);
    } else status.textContent = `${i18n.t('extension:chat.failed')}: ${i18n.t(`extension:errors.${reply.error}`)}`;
  };
  button.addEventListener('click', () => void translate());
  box.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && e.shiftKey && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void translate();
    }
  });
  wrap.append(lang, button, status);
  composer.append(wrap);
}
