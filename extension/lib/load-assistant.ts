import { browser } from 'wxt/browser';
import type { InjectedScript } from './injected-scripts';

/**
 * Asks the background to run the assistant's code for this page in this frame. The content scripts
 * that run on every marketplace page hold only this and the check whether the page needs the
 * assistant; the assistant itself (its text, checks and UI) loads only where it is used.
 */
export function loadAssistant(script: InjectedScript): void {
  browser.runtime.sendMessage({ type: 'inject', script }).catch(() => {
    console.info('[MarketLens] the assistant could not be loaded on this page');
  });
}
