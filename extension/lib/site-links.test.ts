import { describe, expect, it } from 'vitest';
import { sitePath, workbenchPathOf } from './site-links';

describe('links out of the extension', () => {
  it('keep the user language and open pages the site has', () => {
    expect(sitePath('ru-RU', workbenchPathOf('good', '1234567890'))).toBe('/ru/workbench/goods/detail?goodsId=1234567890');
    expect(sitePath('en-US', '/workbench/dashboard')).toBe('/en/workbench/dashboard');
    expect(sitePath('zh-CN', 'workbench/dashboard')).toBe('/workbench/dashboard');
    expect(sitePath('ru', workbenchPathOf('mall', '77'))).toBe('/ru/workbench/store/shopGoods?shopId=77');
  });
});
