import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer-hydration';

// The shape React Router 7 writes (head preloads, the module script at the end of the body).
const page = (moduleAttrs = '') => `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/><link rel="modulepreload" href="/assets/home-C.js"/><style>a{}</style></head><body><main>Price $1 and $& kept</main><script>window.__reactRouterContext = {};</script><script type="module" async=""${moduleAttrs}>;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/home-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe('deferHydration', () => {
  it('moves the preloads and route imports behind the first frame, keeping their order', () => {
    const out = deferHydration(page());
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).not.toMatch(/import \* as/);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    const wait = script.indexOf('requestAnimationFrame');
    const preload = script.indexOf('["/assets/entry.client-A.js","/assets/root-B.js","/assets/home-C.js"]');
    const routes = script.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/home-C.js")]);');
    const modules = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"home":route1};');
    const entry = script.indexOf('import("/assets/entry.client-A.js");');
    expect([wait, preload, routes, modules, entry].every((i) => i >= 0)).toBe(true);
    expect(wait < preload && preload < routes && routes < modules && modules < entry).toBe(true);
    // The page's own text, dollar signs included, is untouched.
    expect(out).toContain('<main>Price $1 and $& kept</main>');
  });

  it('keeps the attributes of the module script (a nonce)', () => {
    expect(deferHydration(page(' nonce="abc"'))).toContain('<script type="module" async="" nonce="abc">await new Promise');
  });

  it('runs: the route modules are imported after a frame and handed to the router', async () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(page()))?.[1] ?? '';
    const imported: string[] = [];
    const added: string[] = [];
    const win: Record<string, unknown> = {};
    const run = new Function('requestAnimationFrame', 'setTimeout', 'document', 'window', 'importModule', `return (async () => { ${script.replace(/\bimport\(/g, 'importModule(')} })();`) as (...args: unknown[]) => Promise<void>;
    await run(
      (fn: () => void) => fn(),
      (fn: () => void) => fn(),
      { createElement: () => ({}), head: { append: (l: { href: string }) => added.push(l.href) } },
      win,
      async (url: string) => {
        imported.push(url);
        return { url };
      },
    );
    expect(added).toEqual(['/assets/entry.client-A.js', '/assets/root-B.js', '/assets/home-C.js']);
    expect(imported).toEqual(['/assets/root-B.js', '/assets/home-C.js', '/assets/entry.client-A.js']);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root-B.js' }, home: { url: '/assets/home-C.js' } });
  });

  it('leaves a page of another shape alone', () => {
    const other = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><script type="module" src="/a.js"></script></body></html>';
    expect(deferHydration(other)).toBe(other);
  });
});
