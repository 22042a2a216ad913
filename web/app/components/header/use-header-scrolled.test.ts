import { describe, expect, it } from 'vitest';
import { hasTransparentHeader } from './use-header-scrolled';

describe('hasTransparentHeader', () => {
  it('is transparent on the three home pages and on the about page', () => {
    for (const p of ['/', '/en', '/ru', '/about', '/en/about', '/ru/about/']) expect(hasTransparentHeader(p)).toBe(true);
  });

  it('is always scrolled on other pages and on any path containing /post', () => {
    for (const p of ['/login', '/workbench/dashboard', '/en/login', '/post/12', '/en/post']) expect(hasTransparentHeader(p)).toBe(false);
  });
});
