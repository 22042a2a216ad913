import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes separators and keeps text that starts like a formula from being evaluated', () => {
    const csv = toCsv(['title', 'sales', 'growth'], [
      ['=HYPERLINK("x")', 12, -0.5],
      ['@SUM(A1)', null, 1.2],
      ['Чехол, синий', 3, null],
    ]);
    expect(csv.split('\r\n')).toEqual(['\ufefftitle,sales,growth', `"'=HYPERLINK(""x"")",12,-0.5`, `'@SUM(A1),,1.2`, '"Чехол, синий",3,', '']);
  });
});
