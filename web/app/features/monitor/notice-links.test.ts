import { describe, expect, it } from 'vitest';
import type { monitor } from '@marketlens/core/contract';
import { myshopPath } from './notice-links';

const notice = (event: monitor.Notification['event'], params: monitor.Notification['params']): monitor.Notification => ({
  id: 1, event, kind: null, targetId: null, day: '2026-11-26', params, read: false, createdAt: '2026-11-26T05:00:00Z',
});

describe('myshopPath', () => {
  it('opens the SKU in its shop for stock, conversion and charge alerts', () => {
    expect(myshopPath(notice('myshopStockOut', { shopId: 7, sku: 1400064184 }))).toBe('/workbench/myshop/skus?shop=7&q=1400064184');
    expect(myshopPath(notice('myshopConversionDrop', { shopId: '7', sku: '42' }))).toBe('/workbench/myshop/skus?shop=7&q=42');
    expect(myshopPath(notice('myshopChargeJump', { shopId: 7, sku: null }))).toBe('/workbench/myshop/skus?shop=7');
  });
  it('opens the shop against the market for a follow-seller under the price', () => {
    expect(myshopPath(notice('myshopFollowerUnder', { shopId: 3, sku: 9 }))).toBe('/workbench/myshop/market?shop=3&q=9');
  });
  it('gives no link for other events or an alert without a valid shop', () => {
    expect(myshopPath(notice('membershipEnding', { days: 7 }))).toBeNull();
    expect(myshopPath(notice('myshopStockOut', { sku: 5 }))).toBeNull();
    expect(myshopPath(notice('myshopStockOut', { shopId: 'x', sku: 5 }))).toBeNull();
  });
});
