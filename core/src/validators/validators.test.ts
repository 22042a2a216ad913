import { describe, expect, it } from 'vitest';
import { checkAlphanumeric, checkChinese, checkEmail, checkMobile, checkNumber, checkPassword, checkPasswordLength, checkSmsCode, isMobile, isPassword, isSmsCode } from './checks';
import { normalizeMobile } from './patterns';
import { FIELD_MAX_LENGTH, formRules } from './rules';
import { firstIssueKey, mobileSchema, passwordLoginFormSchema, registerFormSchema, resetPasswordFormSchema, smsCodeSchema } from './schemas';

const issueOf = (schema: { safeParse(v: unknown): { error?: Parameters<typeof firstIssueKey>[0] } }, value: unknown) => {
  const error = schema.safeParse(value).error;
  return error ? firstIssueKey(error) : undefined;
};

describe('mobile numbers', () => {
  it('accepts 11 digits starting with 1, with an optional +86 or 0086 prefix and spaces', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('+8613812345678')).toBe(true);
    expect(isMobile('0086 138 1234 5678')).toBe(true);
    expect(normalizeMobile('0086 138 1234 5678')).toBe('13812345678');
  });

  it('rejects numbers not starting with 1, of the wrong length or with other prefixes', () => {
    expect(checkMobile('23812345678')).toBe('validation.mobileInvalid');
    expect(checkMobile('1381234567')).toBe('validation.mobileInvalid');
    expect(checkMobile('138123456789')).toBe('validation.mobileInvalid');
    expect(checkMobile('+7 912 345 67 89')).toBe('validation.mobileInvalid');
  });

  it('lets the phone fields hold a number with its 0086 prefix (spaces are removed as one types)', () => {
    expect('008613800138000'.length).toBeLessThanOrEqual(FIELD_MAX_LENGTH.mobile);
    expect('+8613800138000'.length).toBeLessThanOrEqual(FIELD_MAX_LENGTH.mobile);
    expect(mobileSchema.parse('+8613800138000'.slice(0, FIELD_MAX_LENGTH.mobile))).toBe('13800138000');
    expect(mobileSchema.parse('008613800138000'.slice(0, FIELD_MAX_LENGTH.mobile))).toBe('13800138000');
  });

  it('keeps a pasted number written with spaces whole until its spaces are removed', () => {
    for (const pasted of ['+86 138 0013 8000', '0086 138 0013 8000', '138 0013 8000']) expect(mobileSchema.parse(pasted.slice(0, FIELD_MAX_LENGTH.mobile))).toBe('13800138000');
  });

  it('lets an empty value pass the format check while the schema requires it', () => {
    expect(checkMobile('')).toBeUndefined();
    expect(isMobile('')).toBe(false);
    expect(issueOf(mobileSchema, '  ')).toBe('validation.mobileRequired');
    expect(mobileSchema.parse('+86 138 1234 5678')).toBe('13812345678');
  });
});

describe('SMS codes and passwords', () => {
  it('wants exactly six digits for an SMS code', () => {
    expect(isSmsCode('123456')).toBe(true);
    expect(checkSmsCode('12345')).toBe('validation.codeInvalid');
    expect(checkSmsCode('1234567')).toBe('validation.codeInvalid');
    expect(checkSmsCode('12a456')).toBe('validation.codeInvalid');
    expect(issueOf(smsCodeSchema, '')).toBe('validation.codeRequired');
  });

  it('wants 6-16 characters mixing letters and digits, case-sensitive', () => {
    expect(isPassword('Demo1234')).toBe(true);
    expect(isPassword('abc123')).toBe(true);
    expect(checkPassword('abcdef')).toBe('validation.passwordInvalid');
    expect(checkPassword('123456')).toBe('validation.passwordInvalid');
    expect(checkPassword('ab12')).toBe('validation.passwordInvalid');
    expect(checkPassword('abcdefgh12345678x')).toBe('validation.passwordInvalid');
    expect(checkPassword('')).toBeUndefined();
  });

  it('caps any password at 32 characters', () => {
    expect(checkPasswordLength('a1'.repeat(16))).toBeUndefined();
    expect(checkPasswordLength('a1'.repeat(16) + 'x')).toBe('validation.passwordTooLong');
  });
});

describe('other patterns', () => {
  it('checks e-mail, Chinese text, pure numbers and letters-and-digits', () => {
    expect(checkEmail('seller@example.com')).toBeUndefined();
    expect(checkEmail('seller@')).toBe('validation.emailInvalid');
    expect(checkChinese('卖家')).toBeUndefined();
    expect(checkChinese('卖家a')).toBe('validation.chineseInvalid');
    expect(checkNumber('0123')).toBeUndefined();
    expect(checkNumber(42)).toBeUndefined();
    expect(checkNumber('12.5')).toBe('validation.numberInvalid');
    expect(checkAlphanumeric('Ozon2024')).toBeUndefined();
    expect(checkAlphanumeric('Ozon 2024')).toBe('validation.alphanumericInvalid');
  });
});

describe('form schemas', () => {
  it('strips spaces from the login password and reports the first problem of a form', () => {
    expect(passwordLoginFormSchema.parse({ account: '138 0013 8000', password: ' Demo 1234 ' })).toEqual({ account: '13800138000', password: 'Demo1234' });
    expect(issueOf(passwordLoginFormSchema, { account: '13800138000', password: '' })).toBe('validation.passwordRequired');
  });

  it('requires the agreement to register and a matching confirmation to reset', () => {
    const form = { mobile: '13800138000', captcha: '123456', password: 'Demo1234' };
    expect(issueOf(registerFormSchema, { ...form, agreed: false })).toBe('validation.agreementRequired');
    expect(registerFormSchema.safeParse({ ...form, agreed: true }).success).toBe(true);
    expect(issueOf(resetPasswordFormSchema, { ...form, confirmPassword: 'Demo12345' })).toBe('validation.passwordMismatch');
  });
});

describe('antd form rules', () => {
  const t = (key: string) => `t:${key}`;
  const rules = formRules(t);

  it('carries the translated required message and rejects a bad value with the translated failure', async () => {
    const [required, format] = rules.mobile();
    expect(required).toEqual({ required: true, whitespace: true, message: 't:validation.mobileRequired' });
    await expect(format?.validator?.({}, '13812345678')).resolves.toBeUndefined();
    await expect(format?.validator?.({}, '')).resolves.toBeUndefined();
    await expect(format?.validator?.({}, '23812345678')).rejects.toThrow('t:validation.mobileInvalid');
  });

  it('checks the password pair, the agreement and the SMS code', async () => {
    const [, mixed, cap] = rules.password();
    await expect(mixed?.validator?.({}, 'abcdef')).rejects.toThrow('t:validation.passwordInvalid');
    await expect(cap?.validator?.({}, 'a1'.repeat(17))).rejects.toThrow('t:validation.passwordTooLong');
    const [, confirm] = rules.passwordConfirm(() => 'Demo1234');
    await expect(confirm?.validator?.({}, 'Demo1234')).resolves.toBeUndefined();
    await expect(confirm?.validator?.({}, 'Demo12345')).rejects.toThrow('t:validation.passwordMismatch');
    await expect(rules.agreement()[0]?.validator?.({}, false)).rejects.toThrow('t:validation.agreementRequired');
    await expect(rules.smsCode()[1]?.validator?.({}, '12345')).rejects.toThrow('t:validation.codeInvalid');
    expect(rules.loginPassword()).toHaveLength(2);
    for (const extra of [rules.email(), rules.chinese(), rules.number(), rules.alphanumeric()]) expect(extra).toHaveLength(1);
  });
});
