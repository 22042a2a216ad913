import { beforeEach, describe, expect, it } from 'vitest';
import zhCN from '@marketlens/locales/zh-CN';
import { createPageI18n } from './i18n';
import { readUiText, refreshUiText, UI_TEXT_KEY } from './ui-text';

beforeEach(() => {
  localStorage.clear();
});

describe('the text an extension page draws with', () => {
  it('has no text before any page spoke, and ignores kept text of the wrong shape', () => {
    expect(readUiText()).toBeUndefined();
    localStorage.setItem(UI_TEXT_KEY, JSON.stringify({ locale: 'de-DE', resources: {} }));
    expect(readUiText()).toBeUndefined();
    localStorage.setItem(UI_TEXT_KEY, JSON.stringify({ locale: 'en-US', resources: { extension: {} } }));
    expect(readUiText()).toBeUndefined();
    localStorage.setItem(UI_TEXT_KEY, '{not json');
    expect(readUiText()).toBeUndefined();
  });

  it('draws with the stored language, then switches to the site language and keeps its text for the next page', async () => {
    const stale = { extension: { ...zhCN.extension, popup: { ...zhCN.extension.popup, title: 'old title' } }, core: zhCN.core, auth: zhCN.auth };
    const i18n = createPageI18n('zh-CN', stale);
    expect(i18n.t('popup.title', { ns: 'extension' })).toBe('old title');
    await refreshUiText(i18n, 'ru-RU');
    expect(i18n.language).toBe('ru-RU');
    expect(i18n.t('popup.title', { ns: 'extension' })).toMatch(/MarketLens/);
    expect(i18n.t('popup.title', { ns: 'extension' })).not.toBe('old title');
    expect(document.documentElement.lang).toBe('ru-RU');
    expect(readUiText()?.locale).toBe('ru-RU');
  });

  it('replaces stored text of an older version with the bundled text of the same language', async () => {
    const stale = { extension: { ...zhCN.extension, popup: { ...zhCN.extension.popup, title: 'old title' } }, core: zhCN.core, auth: zhCN.auth };
    const i18n = createPageI18n('zh-CN', stale);
    await refreshUiText(i18n, 'zh-CN');
    expect(i18n.t('popup.title', { ns: 'extension' })).toBe(zhCN.extension.popup.title);
    expect(readUiText()?.resources.extension.popup.title).toBe(zhCN.extension.popup.title);
  });
});
