import type { i18n as I18n } from 'i18next';
import { createI18n } from './i18n';
import { browserLocale } from './locale';
import { ask } from './messages';
import { isLocale } from '@marketlens/locales';

const reported = new Set<string>();

/** Notes once per page that a marketplace element was not found; the feature that needs it stays hidden. */
export function missingOnce(feature: string, selector: string): void {
  if (reported.has(feature)) return;
  reported.add(feature);
  console.info(`[MarketLens] ${feature} is hidden: the page has no ${selector}`);
}

/** The extension's language, asked of the background (which reads the site's language cookie). */
export async function contentI18n(): Promise<I18n> {
  const reply = await ask<string>({ type: 'locale' });
  const locale = reply.ok && isLocale(reply.data) ? reply.data : browserLocale(navigator.language);
  return createI18n(locale);
}

/**
 * A host element with a closed shadow root: the page's styles and ours never mix, and the page's
 * scripts cannot reach into our buttons (host.shadowRoot is null for them).
 */
export function shadowHost(id: string, css: string, parent: Element = document.body, tag: 'div' | 'span' = 'div'): { host: HTMLElement; root: ShadowRoot } {
  document.getElementById(id)?.remove();
  const host = document.createElement(tag);
  host.id = id;
  const root = host.attachShadow({ mode: 'closed' });
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
  parent.append(host);
  return { host, root };
}

/**
 * Runs `handler` only for what the user did: an event a page script made up (element.click(),
 * dispatchEvent) has isTrusted false and is ignored.
 */
export function onTrusted<K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handler: (event: HTMLElementEventMap[K]) => void): void {
  target.addEventListener(type, (event) => {
    if (!event.isTrusted) return;
    handler(event);
  });
}

/** A small element builder for content-script UI; text is always set as text, never as HTML. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { className?: string; text?: string; attrs?: Record<string, string> } = {}, ...children: Node[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  for (const [k, v] of Object.entries(props.attrs ?? {})) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

export const CONTENT_CSS = `
:host { all: initial; }
.bar { position: fixed; right: 16px; bottom: 16px; z-index: 2147483000; display: flex; flex-direction: column; gap: 6px; font: 13px system-ui, sans-serif; background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 8px; box-shadow: 0 4px 16px #0002; }
.bar strong { font-size: 12px; color: #57606a; }
button, a.button { font: inherit; color: #1f2328; text-decoration: none; padding: 6px 10px; border-radius: 6px; border: 1px solid #d0d7de; background: #f6f8fa; cursor: pointer; }
button.primary, a.primary { background: #1f6feb; border-color: #1f6feb; color: #fff; }
.status { font-size: 12px; color: #1a7f37; }
.status.bad { color: #cf222e; }
.confirm { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; font-size: 12px; color: #1f2328; }
.mask { position: fixed; inset: 0; background: #0007; z-index: 1070; display: flex; align-items: center; justify-content: center; font: 14px system-ui, sans-serif; }
.dialog { background: #fff; border-radius: 8px; padding: 24px; width: 620px; max-width: 92vw; box-sizing: border-box; position: relative; }
.dialog.narrow { width: 500px; }
.dialog h2 { margin: 0 36px 8px 0; font-size: 18px; overflow-wrap: anywhere; }
.dialog ul { padding-left: 20px; color: #57606a; }
.dialog .actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 16px; }
.close { position: absolute; top: 8px; right: 8px; border: none; background: none; font-size: 18px; line-height: 1; padding: 6px 8px; }
.draft { display: inline-flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 4px; font: 13px system-ui, sans-serif; }
.draft select { font: inherit; padding: 4px; }
.preview { flex-basis: 100%; display: flex; flex-direction: column; gap: 6px; background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 6px; padding: 8px; }
.preview .text { white-space: pre-wrap; color: #1f2328; }
.preview .row { display: flex; gap: 6px; flex-wrap: wrap; }
.notice { background: #fff8c5; border: 1px solid #d4a72c66; border-radius: 6px; padding: 6px 8px; font-size: 12px; color: #7d4e00; }
.partial { color: #57606a; font-style: italic; }
`;
