/**
 * The assistant's code that the background loads into a page on demand. The content scripts that
 * run on every Ozon and 1688 page only decide whether a page needs the assistant and ask for it.
 */
export const INJECTED_SCRIPTS = Object.freeze(['ozon-assistant', 'ozon-chat-assistant', 'alibaba-assistant'] as const);
export type InjectedScript = (typeof INJECTED_SCRIPTS)[number];
