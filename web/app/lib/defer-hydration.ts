/**
 * Lets a server-rendered page paint before its scripts are fetched.
 *
 * React Router writes a `modulepreload` link into the head for every chunk of the page (40-50 of
 * them) and a module script at the end of the body that imports the route modules. The browser
 * starts all those downloads while it still receives the HTML, so on a phone network the scripts
 * (about 160 KB gzip) share the connection with the document and its first paint: the page is
 * complete in the HTML, yet it waits for code it does not need to show itself.
 *
 * This rewrite keeps the same scripts and the same order but starts them after the first frame:
 * the module script waits for an animation frame (or 250 ms, for a tab in the background, which
 * gets no frames), then adds the preload links and imports the route modules. Links and forms of
 * the server's HTML work meanwhile; the page becomes interactive a frame later than before.
 *
 * The input is React Router's own output; when it does not have the expected shape the page is
 * returned unchanged.
 */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /(<script type="module" async=""[^>]*>)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /^\s*import \* as (route\d+) from "([^"]+)";\s*$/gm;

/** Waits for the first frame; a background tab has none, so a timer ends the wait too. */
const AFTER_FIRST_FRAME = 'await new Promise((go) => { requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 250); });';

export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open = '', body = '', close = ''] = script;
  const imports = [...body.matchAll(ROUTE_IMPORT)].map(([, name, url]) => ({ name, url }));
  if (imports.length === 0 || !body.includes('window.__reactRouterRouteModules')) return html;
  const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href);
  const rest = body.replace(ROUTE_IMPORT, '').trim();
  const rewritten = [
    AFTER_FIRST_FRAME,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }`,
    `const [${imports.map((i) => i.name).join(', ')}] = await Promise.all([${imports.map((i) => `import(${JSON.stringify(i.url)})`).join(', ')}]);`,
    rest,
  ].join('\n');
  // Functions as replacements: a `$` in the page must not be read as a replacement pattern.
  return html.replace(PRELOAD, () => '').replace(whole, () => `${open}${rewritten}${close}`);
}
