import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';
import { dateTimeFormat, numberFormat } from './intl';
import { formatMoment } from './moment';
import { formatGrowth, formatMoney, formatNumber } from './numbers';

describe('number display in Chinese', () => {
  it('shows five or more integer digits in ten-thousands with w, one decimal and thousands separators', () => {
    expect(formatNumber(12345)).toBe('1.2w');
    expect(formatNumber(10000)).toBe('1.0w');
    expect(formatNumber(99_940_000)).toBe('9,994.0w');
    expect(formatNumber(-56789)).toBe('-5.7w');
    expect(formatNumber('98765')).toBe('9.9w');
    expect(formatNumber(12345, { decimals: 2 })).toBe('1.23w');
  });

  it('shows 亿 from 10⁸ up, never tens of thousands of w', () => {
    expect(formatNumber(123456789)).toBe('1.2亿');
    expect(formatNumber(13_235_474_000)).toBe('132.4亿');
    expect(formatNumber(99_999_999)).toBe('1.0亿');
    expect(formatNumber(-250_000_000)).toBe('-2.5亿');
  });

  it('shows fewer than five integer digits as they are', () => {
    expect(formatNumber(9999)).toBe('9,999');
    expect(formatNumber(12.34)).toBe('12.3');
    expect(formatNumber(0)).toBe('0');
  });

  it('shows - for missing or invalid values', () => {
    for (const v of [null, undefined, '', 'abc', Number.NaN, Infinity, {}]) expect(formatNumber(v)).toBe('-');
  });
});

describe('number display in English and Russian', () => {
  it('uses the compact conventions of each language', () => {
    expect(formatNumber(12345, { lang: 'en' })).toBe('12.3K');
    expect(formatNumber(1234567, { lang: 'en' })).toBe('1.2M');
    expect(formatNumber(12345, { lang: 'ru' })).toBe('12,3\u00a0тыс.');
    expect(formatNumber(1234.5, { lang: 'ru' })).toBe(new Intl.NumberFormat('ru-RU').format(1234.5));
    expect(formatNumber(null, { lang: 'ru' })).toBe('-');
  });
});

describe('money and growth', () => {
  it('shows a price in full, with cents only when it has them, and the sign after it in every language', () => {
    expect(formatMoney(1_379_000, { kind: 'price' })).toBe('13,790\u00a0₽');
    expect(formatMoney(1_379_000, { kind: 'price', lang: 'en' })).toBe('13,790\u00a0₽');
    expect(formatMoney(1_379_000, { kind: 'price', lang: 'ru' })).toBe('13\u00a0790\u00a0₽');
    expect(formatMoney(129_950, { kind: 'price' })).toBe('1,299.50\u00a0₽');
    expect(formatMoney(129_950, { kind: 'price', lang: 'ru' })).toBe('1\u00a0299,50\u00a0₽');
    expect(formatMoney(8.25, { kind: 'price', currency: 'CNY', in: 'units' })).toBe('8.25\u00a0¥');
    expect(formatMoney(2930, { kind: 'price', in: 'units', lang: 'en' })).toBe('2,930\u00a0₽');
    expect(formatMoney(null, { kind: 'price' })).toBe('-');
  });

  it('shows an amount in the units of each language from five integer digits (₽ by default)', () => {
    expect(formatMoney(1_323_547_400_000)).toBe('132.4亿\u00a0₽');
    expect(formatMoney(123456789)).toBe('123.5w\u00a0₽');
    expect(formatMoney(123456)).toBe('1,234.56\u00a0₽');
    expect(formatMoney(99900, { lang: 'ru' })).toBe('999\u00a0₽');
    expect(formatMoney(123456789, { lang: 'en' })).toBe('1.2M\u00a0₽');
    expect(formatMoney(123456, { lang: 'en' })).toBe('1,234.56\u00a0₽');
    expect(formatMoney(123456789, { lang: 'ru' })).toBe('1,2\u00a0млн\u00a0₽');
    expect(formatMoney(123456, { lang: 'ru' })).toBe('1\u00a0234,56\u00a0₽');
    expect(formatMoney(1234567890000, { lang: 'ru' })).toBe('12,3\u00a0млрд\u00a0₽');
    expect(formatMoney(1234567890000, { lang: 'en' })).toBe('12.3B\u00a0₽');
    expect(formatMoney(500, { lang: 'en', currency: 'CNY' })).toBe('5\u00a0¥');
    expect(formatMoney(null, { lang: 'en' })).toBe('-');
    for (const lang of ['en', 'ru'] as const) expect(formatMoney(123456789, { lang })).not.toContain('w');
  });

  it('rounds growth to one decimal followed by the multiplier word', () => {
    expect(formatGrowth(1.26)).toBe('1.3倍');
    expect(formatGrowth('2')).toBe('2.0倍');
    expect(formatGrowth(2.54, 'en')).toBe('2.5×');
    expect(formatGrowth(2.54, 'ru')).toBe('2,5×');
    expect(formatGrowth(null)).toBe('-');
    expect(formatGrowth('')).toBe('-');
  });
});

describe('dates', () => {
  it('shows a date-time or - for missing values', () => {
    expect(formatDateTime('2024-06-01T08:30:00')).toBe('2024-06-01 08:30:00');
    expect(formatDate(new Date(2024, 5, 1))).toBe('2024-06-01');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDateTime({})).toBe('-');
  });
});

describe('formatMoment', () => {
  it('shows a moment in Moscow time in the page language, saying so, and a dash for none', () => {
    // 09:30 UTC is 12:30 in Moscow (UTC+3, no daylight saving).
    expect(formatMoment('2026-11-24T09:30:00Z', 'ru')).toBe('24.11.2026, 12:30 МСК');
    expect(formatMoment('2026-11-24T09:30:00Z', 'en')).toBe('24/11/2026, 12:30 MSK');
    expect(formatMoment('2026-11-24T09:30:00Z', 'zh')).toMatch(/2026\/11\/24 12:30（莫斯科时间）$/);
    expect(formatMoment('2026-11-24T09:30:00Z', 'en', { zone: false })).toBe('24/11/2026, 12:30');
    expect(formatMoment(null, 'zh')).toBe('—');
  });
});

describe('shared Intl formatters', () => {
  it('builds one formatter per locale and options, compared by value', () => {
    const a = numberFormat('ru-RU', { maximumFractionDigits: 1 });
    expect(numberFormat('ru-RU', { maximumFractionDigits: 1 })).toBe(a);
    expect(numberFormat('ru-RU', { maximumFractionDigits: 2 })).not.toBe(a);
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).not.toBe(a);
    expect(a.format(1234.56)).toBe('1\u00a0234,6');
    const d = dateTimeFormat('en-GB', { dateStyle: 'short', timeZone: 'Europe/Moscow' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'short', timeZone: 'Europe/Moscow' })).toBe(d);
    expect(d.format(new Date('2026-01-02T22:00:00Z'))).toBe('03/01/2026');
  });
});
