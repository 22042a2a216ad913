import { describe, expect, it } from 'vitest';
import { browserLocale } from './locale';

describe('popup language', () => {
  it("follows the browser's UI language and falls back to Chinese", () => {
    expect(browserLocale('en-GB')).toBe('en-US');
    expect(browserLocale('ru')).toBe('ru-RU');
    expect(browserLocale('zh-CN')).toBe('zh-CN');
    expect(browserLocale('de-DE')).toBe('zh-CN');
  });
});
