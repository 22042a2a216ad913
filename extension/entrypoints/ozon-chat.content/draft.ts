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

/** What the chat translator does with draft tools it mounted: follow the conversation when the page switches it in place. */
export interface DraftTools {
  switchChat(chatId: string): Promise<void>;
}

/**
 * A button, a keyboard shortcut (Ctrl/⌘+Shift+Enter) and a per-chat language for translating the
 * draft. The translation is shown as a preview: the seller's text stays in the box until they choose
 * "Use translation", and "Undo" puts their own text back. A translation belongs to the text it was
 * made from: once the draft changes, "Use" is disabled and says to translate again (and a draft
 * changed without an input event is translated again instead of being replaced). A glossary answer
 * that did not cover every word is never offered for insertion; the preview says it is partial.
 */
export async function mountDraftTools(i18n: I18n, composer: Element, chatId: string): Promise<DraftTools | undefined> {
  const box = composer.querySelector<HTMLTextAreaElement>(CHAT_SELECTORS.draft);
  if (!box) return undefined;
  const t = i18n.getFixedT(null, 'extension');
  const settings = await getChatSettings();
  const { host, root } = shadowHost(`marketlens-draft-${chatId}`, CONTENT_CSS, composer, 'span');
  host.dataset.mlUi = 'draft';
  let chat = chatId;
  // Bumped when the conversation changes: an answer for the previous chat is dropped.
  let generation = 0;
  const wrap = el('span', { className: 'draft' });
  const lang = el('select', { attrs: { 'aria-label': t('chat.chatLang') } });
  lang.append(...LANGS.map((code) => el('option', { text: t(`translate.langs.${code}`), attrs: { value: code } })));
  lang.value = customerLangOf(settings, chatId);
  lang.addEventListener('change', () => {
    const chosen = LANGS.find((l) => l === lang.value);
    if (chosen) void setChatLang(chat, chosen);
  });
  const button = el('button', { text: t('chat.translateDraft'), attrs: { type: 'button', title: t('chat.shortcut') } });
  const status = el('span', { className: 'status bad', attrs: { role: 'status' } });
  const preview = el('div', { className: 'preview', attrs: { 'aria-live': 'polite' } });
  preview.hidden = true;
  let original: string | undefined;
  /** Brings the preview in line with the draft as it is now (run on every edit of the box). */
  let follow: (() => void) | undefined;

  const hidePreview = () => {
    preview.hidden = true;
    preview.replaceChildren();
    delete preview.dataset.source;
    follow = undefined;
  };

  const showUndo = (inserted: string) => {
    const undo = el('button', { text: t('chat.undo'), attrs: { type: 'button' } });
    onTrusted(undo, 'click', () => {
      if (original !== undefined && box.value === inserted) setDraft(box, original);
      original = undefined;
      hidePreview();
      box.focus();
    });
    preview.replaceChildren(el('span', { className: 'partial', text: t('chat.inserted') }), el('div', { className: 'row' }, undo));
    preview.hidden = false;
    // Once the seller edits the inserted text, Undo would throw their edit away: it goes.
    follow = () => {
      if (box.value === inserted) return;
      original = undefined;
      hidePreview();
    };
  };

  const showPreview = (source: string, result: Translation) => {
    const dismiss = el('button', { text: t('chat.dismiss'), attrs: { type: 'button' } });
    onTrusted(dismiss, 'click', hidePreview);
    follow = undefined;
    if (result.glossary && !result.complete) {
      // Half a translation would read as nonsense to the customer ("пожалуйста 问您 нужно 什么 цвет？").
      preview.replaceChildren(
        el('p', { className: 'notice', text: t('chat.partialDraft') }),
        el('span', { className: 'text partial', text: result.text }),
        el('div', { className: 'row' }, dismiss),
      );
    } else {
      const current = () => box.value.trim() === source;
      const use = el('button', { className: 'primary', text: t('chat.useTranslation'), attrs: { type: 'button' } });
      const stale = el('p', { className: 'notice', text: t('chat.stale'), attrs: { 'data-ml-stale': '' } });
      onTrusted(use, 'click', () => {
        // The page may change the box without an input event: a translation of other text is never inserted.
        if (!current()) return void translate();
        original = box.value;
        setDraft(box, result.text);
        showUndo(box.value);
        box.focus();
      });
      preview.replaceChildren(
        el('span', { className: 'text', text: result.text, attrs: { 'data-ml-preview': '' } }),
        ...(result.glossary ? [el('p', { className: 'notice', text: t('translate.glossary') })] : []),
        stale,
        el('div', { className: 'row' }, use, dismiss),
      );
      follow = () => {
        use.disabled = !current();
        stale.hidden = current();
      };
      follow();
    }
    preview.dataset.source = source;
    preview.hidden = false;
  };

  const translate = async () => {
    const text = box.value.trim();
    const to = LANGS.find((l) => l === lang.value);
    if (!text || !to) return;
    const asked = generation;
    button.disabled = true;
    status.textContent = '';
    const reply = await ask<Translation>({ type: 'translate', text, to });
    if (asked !== generation) return;
    button.disabled = false;
    if (reply.ok) showPreview(text, reply.data);
    else status.textContent = `${t('chat.failed')}: ${t(`errors.${reply.error}`)}`;
  };
  onTrusted(button, 'click', () => void translate());
  box.addEventListener('input', () => follow?.());
  box.addEventListener('keydown', (e) => {
    if (e.isTrusted && e.key === 'Enter' && e.shiftKey && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void translate();
    }
  });
  wrap.append(lang, button, status, preview);
  root.append(wrap);

  return {
    /** The same composer now serves another conversation: its language, and nothing of the previous chat's preview. */
    async switchChat(next: string) {
      if (next === chat) return;
      chat = next;
      generation += 1;
      host.id = `marketlens-draft-${next}`;
      original = undefined;
      hidePreview();
      status.textContent = '';
      button.disabled = false;
      const stored = await getChatSettings();
      if (chat === next) lang.value = customerLangOf(stored, next);
    },
  };
}
