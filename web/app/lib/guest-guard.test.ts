import { describe, expect, it } from 'vitest';
import { isMobileSitePath, isOpenToGuests } from './guest-guard';

describe('isOpenToGuests', () => {
  it('lets guests open the home pages, the dashboard entry, the college home and the news site', () => {
    for (const url of ['/', '/en', '/ru', '/workbench/dashboard', '/en/workbench/dashboard', '/college/home', '/IndustryNews', '/IndustryNewsDetails/12', '/business-college/operate/1'])
      expect(isOpenToGuests(url)).toBe(true);
  });

  it('lets guests read the published content, sign in and up, and open the mobile and promote pages', () => {
    for (const url of ['/about', '/login?redirect=/tools', '/en/register', '/lesson/3', '/noviceGuide', '/article/operate/7', '/QACommunity/2', '/answerDetail/5', '/m', '/ru/m/lottery', '/m/agreement', '/promote/pc', '/m/promotion/4', '/lottery', '/feedback', '/m/feedback', '/pricing', '/en/m/pricing?plan=12'])
      expect(isOpenToGuests(url)).toBe(true);
  });

  it('stops guests at workbench tools, pricing tools and the member’s own pages, in every language and with a query', () => {
    for (const url of ['/workbench/selection/hot', '/ru/workbench/monitor/shop', '/tools/?toolType=1', '/tools/patrol/', '/ExplosionDetection/dataList', '/moreShopAuthorize', '/m/ReceivePrize', '/business-college/release-record', '/business-college/components/userInfo', '/pricing/checkout?plan=12', '/ru/account/orders'])
      expect(isOpenToGuests(url)).toBe(false);
  });

  it('knows the mobile site by its path in every language', () => {
    expect(isMobileSitePath('/m')).toBe(true);
    expect(isMobileSitePath('/en/m/lottery?x=1')).toBe(true);
    expect(isMobileSitePath('/moreShopAuthorize')).toBe(false);
  });
});
