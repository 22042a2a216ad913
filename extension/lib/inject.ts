import { browser } from 'wxt/browser';
import type { InjectedScript } from './injected-scripts';

/** The scripting API where the browser has it (Chrome MV3), else the tabs API of Firefox's MV2. */
type Scripting = { executeScript(o: { target: { tabId: number; frameIds: number[] }; files: string[] }): Promise<unknown> };
type LegacyTabs = { executeScript(tabId: number, o: { file: string; frameId: number; runAt: string }): Promise<unknown> };

/**
 * Runs one of the assistant's scripts in a content script's frame, in the extension's isolated world
 * (the page's scripts cannot see it, as with a content script). Each script is built by WXT as an
 * unlisted script at /<name>.js.
 */
export async function injectScript(script: InjectedScript, target: { tabId: number; frameId: number }): Promise<void> {
  const file = `/${script}.js`;
  const api = browser as unknown as { scripting?: Scripting; tabs: LegacyTabs };
  if (api.scripting) await api.scripting.executeScript({ target: { tabId: target.tabId, frameIds: [target.frameId] }, files: [file] });
  else await api.tabs.executeScript(target.tabId, { file, frameId: target.frameId, runAt: 'document_idle' });
}
