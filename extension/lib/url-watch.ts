// Kept free of imports: the content script on every Ozon page uses it to notice moves between pages.

/**
 * Calls `changed` after the page's address changes without a page load: Ozon moves between its pages
 * with history.pushState / replaceState, which a content script cannot hook (the page's scripts run in
 * another world). The Navigation API tells of every such move where the browser has it, popstate of
 * the back and forward buttons, and a light poll of the address catches the rest (Firefox without the
 * Navigation API). Returns a function that stops watching.
 */
export function watchUrl(changed: (href: string) => void, pollMs = 700): () => void {
  let last = location.href;
  const check = () => {
    if (location.href === last) return;
    last = location.href;
    changed(last);
  };
  const nav = (globalThis as { navigation?: EventTarget }).navigation;
  nav?.addEventListener('currententrychange', check);
  addEventListener('popstate', check);
  const timer = setInterval(check, pollMs);
  return () => {
    nav?.removeEventListener('currententrychange', check);
    removeEventListener('popstate', check);
    clearInterval(timer);
  };
}
