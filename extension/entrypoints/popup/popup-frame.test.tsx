import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import enUS from '@marketlens/locales/en-US';
import ruRU from '@marketlens/locales/ru-RU';
import { ExtensionEnvContext, type ExtensionEnv } from '../../lib/extension-context';
import { createPageI18n } from '../../lib/i18n';
import { PopupApp } from './popup-app';
import { drawPopupFrame } from './popup-frame';

const pending = new Promise<ExtensionEnv>(() => undefined);

describe("the popup's frame", () => {
  it.each([
    ['en-US', enUS],
    ['ru-RU', ruRU],
  ] as const)('has the markup of the first React render, which replaces it (%s)', async (locale, resources) => {
    const frameRoot = document.createElement('div');
    drawPopupFrame(frameRoot, resources.extension.popup, () => undefined);
    const i18n = createPageI18n(locale, { extension: resources.extension, core: resources.core, auth: resources.auth });
    const { container } = await act(async () =>
      render(
        <I18nextProvider i18n={i18n}>
          <ExtensionEnvContext.Provider value={pending}>
            <PopupApp />
          </ExtensionEnvContext.Provider>
        </I18nextProvider>,
      ),
    );
    const framed = frameRoot.querySelector('main');
    const drawn = container.querySelector('main');
    expect(framed?.hasAttribute('data-frame')).toBe(true);
    expect(drawn?.hasAttribute('data-frame')).toBe(false);
    expect(drawn?.innerHTML).toBe(framed?.innerHTML);
    expect(framed?.querySelector('h1')?.textContent).toBe(resources.extension.popup.title);
  });

  it('remembers the tab clicked before React took over, and opens the settings', () => {
    const root = document.createElement('div');
    const openOptions = vi.fn();
    const chosen = drawPopupFrame(root, enUS.extension.popup, openOptions);
    expect(chosen()).toBe('account');
    const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    tabs.find((tab) => tab.textContent === enUS.extension.popup.tabs.translate)?.click();
    expect(chosen()).toBe('translate');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true', 'false', 'false']);
    root.querySelector<HTMLButtonElement>('.ml-link')?.click();
    expect(openOptions).toHaveBeenCalledOnce();
  });

  it('opens React on the tab chosen in the frame', async () => {
    const i18n = createPageI18n('en-US', { extension: enUS.extension, core: enUS.core, auth: enUS.auth });
    const { container } = await act(async () =>
      render(
        <I18nextProvider i18n={i18n}>
          <ExtensionEnvContext.Provider value={pending}>
            <PopupApp initialTab={() => 'box'} />
          </ExtensionEnvContext.Provider>
        </I18nextProvider>,
      ),
    );
    expect(container.querySelector('[aria-selected="true"]')?.textContent).toBe(enUS.extension.popup.tabs.box);
  });
});
