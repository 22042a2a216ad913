import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BY_PATH, canonicalPageUrl, MARKETING_PARAMS, pageReads, RENDERED_PARAMS } from './page-query';

const root = path.resolve(__dirname, '../../..');
/** Parameters only the workbench's and the console's views read (they keep their whole query). */
const VIEW_PARAMS = ['sort', 'size', 'order', 'from', 'to', 'ids', 'hide', 'days', 'cur', 'name', 'by', 'goodsId', 'checkId', 'language', 'typeId', 'tab', 'shop', 'low', 'loss', 'origin', 'day', 'source', 'reason'];

describe('query parameters of rendered pages', () => {
  it('keeps the parameters a page reads and drops tracking tags and unknown ones', () => {
    const key = (address: string) => {
      const url = canonicalPageUrl(new URL(address, 'http://site.test'));
      return `${url.pathname}${url.search}`;
    };
    expect(key('/?utm_source=a&utm_medium=b&gclid=c&yclid=d&fbclid=e&code=INV&aic=7&x=1')).toBe('/');
    expect(key('/en?typeId=3&utm_source=a')).toBe('/en?typeId=3');
    expect(key('/QACommunity?q=phone&tab=hot&zzz=1')).toBe('/QACommunity?q=phone&tab=hot');
    // The channel code changes the promote pages and the sign-in pages only.
    expect(key('/promote/pc?urlCode=abc&utm_source=a')).toBe('/promote/pc?urlCode=abc');
    expect(key('/ru/login?urlCode=abc&redirect=%2Fx')).toBe('/ru/login?redirect=%2Fx&urlCode=abc');
    expect(key('/?urlCode=abc')).toBe('/');
    // The passport's return reads its code; elsewhere `code` is an invitation code read in the browser.
    expect(key('/oauth?code=xyz&utm_source=a')).toBe('/oauth?code=xyz');
    // The workbench's views keep their filters, named by each view.
    expect(key('/workbench/selection/hot?priceMin=10&sort=sales&utm_source=a')).toBe('/workbench/selection/hot?priceMin=10&sort=sales');
  });

  it('knows every parameter the website reads by name', () => {
    const names = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = fs.readFileSync(full, 'utf8');
          for (const m of text.matchAll(/(?:searchParams|params|\bq)\.(?:get|getAll|has)\(['"](\w+)['"]\)/g)) names.add(m[1] ?? '');
          for (const m of text.matchAll(/new URLSearchParams\(\w+\)\.get\(['"](\w+)['"]\)/g)) names.add(m[1] ?? '');
        }
      }
    };
    walk(path.join(root, 'web/app'));
    walk(path.join(root, 'core/src/auth'));
    const known = new Set([...RENDERED_PARAMS, ...BY_PATH.flatMap(([, n]) => n), ...VIEW_PARAMS, ...MARKETING_PARAMS.filter((m): m is string => typeof m === 'string')]);
    expect(names.size).toBeGreaterThan(10);
    expect([...names].filter((n) => !known.has(n))).toEqual([]);
    expect(pageReads('/', 'utm_content')).toBe(false);
  });
});
