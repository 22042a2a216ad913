import { describe, expect, it } from 'vitest';
import { langFromPath, pathForLang, stripLangPrefix } from './index';

describe('language paths', () => {
  it('reads the language from the path prefix, Chinese without one', () => {
    expect(langFromPath('/')).toBe('zh');
    expect(langFromPath('/en')).toBe('en');
    expect(langFromPath('/ru/about')).toBe('ru');
    expect(langFromPath('/english')).toBe('zh');
  });

  it('moves a page to another language keeping the rest of the path', () => {
    expect(pathForLang('/', 'en')).toBe('/en');
    expect(pathForLang('/en', 'zh')).toBe('/');
    expect(pathForLang('/ru/about', 'en')).toBe('/en/about');
    expect(stripLangPrefix('/ru')).toBe('/');
  });
});
