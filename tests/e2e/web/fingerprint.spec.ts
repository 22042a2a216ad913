import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

test('the browser fingerprint is computed in the page: no request leaves for the library\'s host and the CSP blocks nothing', async ({ page }) => {
  const outside: string[] = [];
  const blocked: string[] = [];
  page.on('request', (r) => {
    if (!new URL(r.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/) && !r.url().startsWith('data:')) outside.push(r.url());
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  // The dashboard's hot lists are signed API calls: each carries the fingerprint.
  const signed = page.waitForRequest((r) => r.url().includes('/api/') && (r.headers()['x-fingerprint'] ?? '').length > 0);
  await gotoHydrated(page, '/workbench/dashboard');
  await signed;
  await page.waitForLoadState('networkidle');
  expect(outside.filter((u) => u.includes('openfpcdn') || u.includes('fpjs'))).toEqual([]);
  expect(blocked).toEqual([]);
});
