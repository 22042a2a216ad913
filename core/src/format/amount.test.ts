import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount';
import { csvCell, toCsvText } from './csv';

const value = (text: string, style?: 'ru' | 'zh' | 'en') => {
  const r = parseAmount(text, style);
  return r.ok ? r.value : r.reason;
};

describe('amounts as people write them', () => {
  it('reads Russian amounts with spaces of every kind and comma decimals', () => {
    expect(value('1 299,50')).toBe(1299.5);
    expect(value('1\u00a0299,50')).toBe(1299.5);
    expect(value('1\u2009299,50')).toBe(1299.5);
    expect(value('1\u202f299 ₽')).toBe(1299);
    expect(value('12 345 678,9')).toBe(12345678.9);
    expect(value('1.299.000')).toBe(1299000);
    expect(value('1 299.50')).toBe(1299.5);
    expect(value('0,5')).toBe(0.5);
    expect(value('1,299', 'ru')).toBe(1.299);
  });

  it('reads Chinese and English amounts', () => {
    expect(value('1,299', 'zh')).toBe(1299);
    expect(value('1,299.50', 'zh')).toBe(1299.5);
    expect(value('¥12.50', 'zh')).toBe(12.5);
    expect(value('１２３．５', 'zh')).toBe(123.5);
    expect(value('35元', 'zh')).toBe(35);
    expect(value('1,2', 'en')).toBe(1.2);
    expect(value('1.299,50', 'en')).toBe(1299.5);
  });

  it('refuses negatives, empty text and what is not one number', () => {
    expect(value('-5')).toBe('negative');
    expect(value('−1 299,50')).toBe('negative');
    expect(value('-0')).toBe(0);
    expect(value('   ')).toBe('empty');
    expect(value('abc')).toBe('invalid');
    expect(value('12 34')).toBe('invalid');
    expect(value('1,2,3')).toBe('invalid');
    expect(value('1.2.3,4,5')).toBe('invalid');
    expect(value('1,,2')).toBe('invalid');
    expect(value('1203-9')).toBe('invalid');
    expect(value('5,')).toBe('invalid');
  });
});

describe('CSV cells', () => {
  it('neutralises text that starts like a formula and keeps numbers as numbers', () => {
    expect(csvCell('=HYPERLINK("http://x","y")', ';')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+7 999', ';')).toBe("'+7 999");
    expect(csvCell('-скидка', ';')).toBe("'-скидка");
    expect(csvCell('@SUM(A1)', ';')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd', ';')).toBe("'\tcmd");
    expect(csvCell(-5, ';')).toBe('-5');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell(null)).toBe('');
  });

  it('writes a byte-order mark, the separator and CRLF', () => {
    expect(toCsvText(['a', 'b'], [[1, '=x']], ';')).toBe("\ufeffa;b\r\n1;'=x\r\n");
  });
});
