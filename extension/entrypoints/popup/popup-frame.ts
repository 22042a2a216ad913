import type { PageResources } from '../../lib/ui-text';

export const POPUP_TABS = Object.freeze(['account', 'convert', 'translate', 'box', 'chat'] as const);
export type PopupTab = (typeof POPUP_TABS)[number];

type PopupText = PageResources['extension']['popup'];

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<Record<string, string>>, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * The popup's frame (title, settings link, tabs and the loading line of the panel), drawn with plain
 * DOM calls from the kept text while React and the panels load; React's first render replaces it with
 * the same markup (popup-app.tsx; popup-frame.test.tsx holds the two together). A tab clicked meanwhile
 * is the tab React opens on, and the settings link works from the start.
 */
export function drawPopupFrame(root: HTMLElement, text: PopupText, openOptions: () => void): () => PopupTab {
  let chosen: PopupTab = 'account';
  const tabs = POPUP_TABS.map((name) => {
    const button = el('button', { type: 'button', role: 'tab', 'aria-selected': String(name === chosen) }, text.tabs[name]);
    button.addEventListener('click', () => {
      chosen = name;
      for (const [i, other] of tabs.entries()) other.setAttribute('aria-selected', String(POPUP_TABS[i] === name));
    });
    return button;
  });
  const settings = el('button', { type: 'button', class: 'ml-link' }, text.settings);
  settings.addEventListener('click', openOptions);
  root.replaceChildren(
    el(
      'main',
      { class: 'ml-popup', 'data-frame': '' },
      el('header', { class: 'ml-header' }, el('h1', {}, text.title), settings),
      el('p', { class: 'ml-muted' }, text.subtitle),
      el('nav', { class: 'ml-tabs', role: 'tablist' }, ...tabs),
      el('section', { role: 'tabpanel', class: 'ml-panel' }, el('p', { class: 'ml-muted' }, text.loading)),
    ),
  );
  return () => chosen;
}
