import { describe, expect, it } from 'vitest';
import { isOpenToGuests } from './guest-guard';

describe('isOpenToGuests', () => {
  it('lets guests open the home pages, the dashboard entry, the college home and the news site', () => {
    for (const url of ['/', '/en', '/ru', '/workbench/dashboard', '/en/workbench/dashboard', '/college/home', '/IndustryNews', '/business-college/operate/1'])
      expect(isOpenToGuests(url)).toBe(true);
  });

  it('stops guests at workbench tools and pricing tools, in every language and with a query', () => {
    for (const url of ['/workbench/selection/hot', '/ru/workbench/monitor/shop', '/tools/?toolType=1', '/tools/patrol/'])
      expect(isOpenToGuests(url)).toBe(false);
  });
});
