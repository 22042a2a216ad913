import { LIMITS } from '../constants/limits';
import type { CoreMessageKey } from '../i18n/messages';
import {
  ALPHANUMERIC_PATTERN,
  CHINESE_PATTERN,
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  NUMBER_PATTERN,
  PASSWORD_PATTERN,
  SMS_CODE_PATTERN,
  stripSpaces,
} from './patterns';

/** A format check: the message key of the failure, or undefined when the value passes. */
export type Check = (value: unknown) => CoreMessageKey | undefined;

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

// Empty values pass every format check: whether a field is required is a separate rule.
function pattern(re: RegExp, key: CoreMessageKey, prepare: (v: string) => string = (v) => v): Check {
  return (value) => {
    const v = prepare(text(value));
    return v === '' || re.test(v) ? undefined : key;
  };
}

export const checkMobile: Check = pattern(MOBILE_PATTERN, 'validation.mobileInvalid', stripSpaces);
export const checkSmsCode: Check = pattern(SMS_CODE_PATTERN, 'validation.codeInvalid', (v) => v.trim());
export const checkPassword: Check = pattern(PASSWORD_PATTERN, 'validation.passwordInvalid');
export const checkEmail: Check = pattern(EMAIL_PATTERN, 'validation.emailInvalid', (v) => v.trim());
export const checkChinese: Check = pattern(CHINESE_PATTERN, 'validation.chineseInvalid');
export const checkNumber: Check = pattern(NUMBER_PATTERN, 'validation.numberInvalid');
export const checkAlphanumeric: Check = pattern(ALPHANUMERIC_PATTERN, 'validation.alphanumericInvalid');

/** The second password rule: at most 32 characters. */
export const checkPasswordLength: Check = (value) => (text(value).length > LIMITS.passwordMaxLength ? 'validation.passwordTooLong' : undefined);

/** True for a valid mobile number (with or without +86/0086 and spaces). */
export const isMobile = (value: string): boolean => value.trim() !== '' && checkMobile(value) === undefined;
/** True for a six-digit SMS code. */
export const isSmsCode = (value: string): boolean => value.trim() !== '' && checkSmsCode(value) === undefined;
/** True for a 6-16 character password mixing letters and digits. */
export const isPassword = (value: string): boolean => value !== '' && checkPassword(value) === undefined;
