import { describe, expect, it } from 'vitest';
import { changeRatio, formatDays, formatSignedRatio } from './format';

describe("the My shops figures in the member's language", () => {
  it('says a change against the previous period with its sign, and nothing when there was nothing to compare', () => {
    expect(formatSignedRatio(changeRatio(1290, 1000) ?? 0, 'zh')).toBe('+29%');
    expect(formatSignedRatio(changeRatio(-500, -1000) ?? 0, 'en')).toBe('+50%');
    expect(formatSignedRatio(changeRatio(800, 1000) ?? 0, 'ru')).toBe('-20\u00a0%');
    expect(formatSignedRatio(0, 'en')).toBe('0%');
    expect(changeRatio(100, 0)).toBeNull();
  });

  it('shows days of cover with a decimal only when it matters', () => {
    expect(formatDays(3.46, 'en')).toBe('3.5');
    expect(formatDays(3.46, 'ru')).toBe('3,5');
    expect(formatDays(42.4, 'zh')).toBe('42');
  });
});
