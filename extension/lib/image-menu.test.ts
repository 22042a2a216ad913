import { describe, expect, it } from 'vitest';
import enUS from '@marketlens/locales/en-US';
import ruRU from '@marketlens/locales/ru-RU';
import zhCN from '@marketlens/locales/zh-CN';
import { imageMenuTitle } from './image-menu';

describe("the image context menu's title", () => {
  it('is the locales entry of each language', () => {
    expect(imageMenuTitle('zh-CN')).toBe(zhCN.extension.imageSearch.menu);
    expect(imageMenuTitle('en-US')).toBe(enUS.extension.imageSearch.menu);
    expect(imageMenuTitle('ru-RU')).toBe(ruRU.extension.imageSearch.menu);
    expect(new Set([imageMenuTitle('zh-CN'), imageMenuTitle('en-US'), imageMenuTitle('ru-RU')]).size).toBe(3);
  });
});
