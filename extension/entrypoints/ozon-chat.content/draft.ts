import type { i18n as I18n } from 'i18next';
import { LANGS } from '@marketlens/core/i18n';
import type { Translation } from '../../lib/api';
import { customerLangOf, getChatSettings, setChatLang } from '../../lib/chat-settings';
import { CONTENT_CSS, el, onTrusted, shadowHost } from '../../lib/content-kit';
import { ask } from '../../lib/messages';
import { CHAT_SELECTORS } from './selectors';

/** Sets a textarea's value the way typing does, so the page's own framework sees the change. */
function setDraft(box: HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setter?.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A button, a keyboard shortcut (Ctrl/⌘+Shift+Enter) and a per-chat language for translating the
 * draft. The translation is shown as a preview: the seller's text stays in the box until they choose
 * "Use translation", and "Undo" puts their own text back. A glossary answer that did not cover every
 * word is never offered for insertion; the preview says it is partial.
 */
export async function mountDraftTools(i18n: I18n, composer: Element, chatId: string): Promise<void> {
  const box = composer.querySelector<HTMLTextAreaElement>(CHAT_SELECTORS.draft);
  if (!box) return;
  const t = i18n.getFixedT(null, 'extension');
  const settings = await getChatSettings();
  const { host, root } = shadowHost(`marketlens-draft-${chatId}`, CONTENT_CSS, composer, 'span');
  host.dataset.mlUi = 'draft';
  const wrap = el('span', { className: 'draft' });
  const lang = el('select', { attrs: { 'aria-label': t('chat.chatLang') } });
  for (const code of LANGS) lang.append(new Option(t(`translate.langs.${code}`), code, false, code === customerLangOf(settings, chatId)));
  lang.addEventListener('change', () => {
    const chosen = LANGS.find((l) => l === lang.value);
    if (chosen) void setChatLang(chatId, chosen);
  });
  const button = el('button', { text: t('chat.translateDraft'), attrs: { type: 'button', title: t('chat.shortcut') } });
  const status = el('span', { className: 'status bad', attrs: { role: 'status' } });
  const preview = el('div', { className: 'preview', attrs: { 'aria-live': 'polite' } });
  preview.hidden = true;
  let original: string | undefined;

  const showUndo = () => {
    const undo = el('button', { text: t('chat.undo'), attrs: { type: 'button' } });
    onTrusted(undo, 'click', () => {
      if (original !== undefined) setDraft(box, original);
      original = undefined;
      preview.hidden = true;
      box.focus();
    });
    preview.replaceChildren(el('span', { className: 'partial', text: t('chat.inserted') }), el('div', { className: 'row' }, undo));
    preview.hidden = false;
  };

  const showPreview = (source: string, result: Translation) => {
    const dismiss = el('button', { text: t('chat.dismiss'), attrs: { type: 'button' } });
    onTrusted(dismiss, 'click', () => (preview.hidden = true));
    if (result.glossary && !result.complete) {
      // Half a translation would read as nonsense to the customer ("пожалуйста 问您 нужно 什么 цвет？").
      preview.replaceChildren(
        el('p', { className: 'notice', text: t('chat.partialDraft') }),
        el('span', { className: 'text partial', text: result.text }),
        el('div', { className: 'row' }, dismiss),
      );
    } else {
      const use = el('button', { className: 'primary', text: t('chat.useTranslation'), attrs: { type: 'button' } });
      onTrusted(use, 'click', () => {
        // The seller may have typed on since; what they had then is what Undo restores.
        original = box.value;
        setDraft(box, result.text);
        showUndo();
        box.focus();
      });
      preview.replaceChildren(
        el('span', { className: 'text', text: result.text, attrs: { 'data-ml-preview': '' } }),
        ...(result.glossary ? [el('p', { className: 'notice', text: t('translate.glossary') })] : []),
        el('div', { className: 'row' }, use, dismiss),
      );
    }
    preview.dataset.source = source;
    preview.hidden = false;
  };

  const translate = async () => {
    const text = box.value.trim();
    const to = LANGS.find((l) => l === lang.value);
    if (!text || !to) return;
    button.disabled = true;
    status.textContent = '';
    const reply = await ask<Translation>({ type: 'translate', text, to });
    button.disabled = false;
    if (reply.ok) showPreview(text, reply.data);
    else status.textContent = `${t('chat.failed')}: ${t(`errors.${reply.error}`)}`;
  };
  onTrusted(button, 'click', () => void translate());
  box.addEventListener('keydown', (e) => {
    if (e.isTrusted && e.key === 'Enter' && e.shiftKey && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void translate();
    }
  });
  wrap.append(lang, button, status, preview);
  root.append(wrap);
}
