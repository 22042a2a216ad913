import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';

/**
 * A route's small critical stylesheets, written into the page's head as `<style>` elements on the
 * server instead of render-blocking `<link>`s: the first paint needs only the HTML (a linked sheet
 * costs a round trip after the HTML, and holds back the page's inline scripts until it arrives). A
 * route exports them as `handle` (`export const handle = inlineCss({ home: homeCssUrl })`, each URL
 * from a `?url` import, keyed by a name the routes sharing a sheet share); like `links`, they are
 * in the head exactly while the route is matched, in the order given.
 */
export interface InlineCssHandle {
  inlineCss: { id: string; href: string }[];
}

export function inlineCss(sheets: Record<string, string>): InlineCssHandle {
  return {
    inlineCss: Object.entries(sheets).map(([id, href]) => ({ id, href })),
  };
}

/** Given on the server only: the text of a built stylesheet by its URL, or undefined. */
export const CssTextContext = createContext<((href: string) => string | undefined) | null>(null);

/**
 * In the browser the text is not in the scripts (it would only add to their size): it is taken from
 * the `<style>` the server sent, so hydration renders the same element and a later visit to the
 * route renders it again. A route first reached by navigating in the site loads it in its
 * `clientLoader` (`loadInlineCss`), else gets the stylesheet link, which React holds the
 * navigation's commit for until it has loaded (a link with a `precedence`), so no page shows unstyled.
 */
const textFromPage = new Map<string, string>();
function browserText(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!textFromPage.has(id)) {
    const text = document.querySelector(`style[data-inline-css="${id}"]`)?.textContent;
    if (text) textFromPage.set(id, text);
  }
  return textFromPage.get(id);
}

/**
 * Run before a navigation inside the site renders a route with an inline stylesheet (its
 * `clientLoader`): the text is fetched first, so the route renders its `<style>` with its first paint
 * instead of a link that would leave the page unstyled until it loads. A failed fetch leaves the link.
 */
export async function loadInlineCss(handle: InlineCssHandle): Promise<void> {
  if (typeof document === 'undefined') return;
  await Promise.all(
    handle.inlineCss.map(async ({ id, href }) => {
      if (browserText(id) !== undefined) return;
      try {
        const res = await fetch(href);
        if (res.ok) textFromPage.set(id, await res.text());
      } catch {
        // The stylesheet link is the fallback.
      }
    }),
  );
}

function inlineCssOf(handle: unknown): InlineCssHandle['inlineCss'] {
  if (typeof handle !== 'object' || handle === null || !('inlineCss' in handle)) return [];
  return (handle as InlineCssHandle).inlineCss;
}

/** The stylesheets of the matched routes' handles, outermost first (the order `<Links />` uses). */
export function InlineStyles() {
  const readCss = useContext(CssTextContext);
  const seen = new Set<string>();
  return useMatches().flatMap((match) =>
    inlineCssOf(match.handle).flatMap((style) => {
      if (seen.has(style.id)) return [];
      seen.add(style.id);
      const text = readCss ? readCss(style.href) : browserText(style.id);
      if (text === undefined) return [<link key={style.id} rel="stylesheet" href={style.href} precedence="route" />];
      // A closing tag inside the stylesheet must not end the element.
      const html = text.replace(/<\/style/gi, '<\\/style');
      return [<style key={style.id} data-inline-css={style.id} dangerouslySetInnerHTML={{ __html: html }} />];
    }),
  );
}
