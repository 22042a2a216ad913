import type { MessageParams, Translate } from '../i18n/messages';
import type { CoreMessageKey } from '../i18n/messages';
import { type Check, checkAlphanumeric, checkChinese, checkEmail, checkMobile, checkNumber, checkPassword, checkPasswordLength, checkSmsCode } from './checks';
import { LIMITS } from '../constants/limits';

/**
 * A form rule shaped like antd's `Rule` (core imports no UI kit; antd accepts these structurally).
 * The validator resolves when the value passes and rejects with the translated message otherwise.
 */
export interface FormRule {
  readonly required?: boolean;
  readonly whitespace?: boolean;
  readonly message?: string;
  readonly max?: number;
  validator?(rule: unknown, value: unknown): Promise<void>;
}

type T = (key: CoreMessageKey, params?: MessageParams) => string;

/** A rule from a format check. */
export function checkRule(t: T, check: Check): FormRule {
  return {
    validator(_rule, value) {
      const key = check(value);
      return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
    },
  };
}

function required(t: T, key: CoreMessageKey): FormRule {
  return { required: true, whitespace: true, message: t(key) };
}

/** Form rules of the spec's fields; pass the app's `t` bound to the `core` namespace. */
export function formRules(t: Translate) {
  return Object.freeze({
    mobile: (): FormRule[] => [required(t, 'validation.mobileRequired'), checkRule(t, checkMobile)],
    smsCode: (): FormRule[] => [required(t, 'validation.codeRequired'), checkRule(t, checkSmsCode)],
    /** New password (registration, reset): the mixed 6-16 rule and the 32 cap. */
    password: (): FormRule[] => [required(t, 'validation.passwordRequired'), checkRule(t, checkPassword), checkRule(t, checkPasswordLength)],
    /** Login password: required and at most 32 characters. */
    loginPassword: (): FormRule[] => [required(t, 'validation.passwordRequired'), checkRule(t, checkPasswordLength)],
    /** Confirmation of a new password; `password` reads the other field. */
    passwordConfirm: (password: () => unknown): FormRule[] => [
      required(t, 'validation.passwordConfirmRequired'),
      checkRule(t, (value) => (value === '' || value === undefined || value === password() ? undefined : 'validation.passwordMismatch')),
    ],
    email: (): FormRule[] => [checkRule(t, checkEmail)],
    chinese: (): FormRule[] => [checkRule(t, checkChinese)],
    number: (): FormRule[] => [checkRule(t, checkNumber)],
    alphanumeric: (): FormRule[] => [checkRule(t, checkAlphanumeric)],
    /** The agreement checkbox of registration. */
    agreement: (): FormRule[] => [checkRule(t, (value) => (value === true ? undefined : 'validation.agreementRequired'))],
  });
}

/** The longest country prefix a mobile number may carry ("0086"; "+86" is shorter). */
const MOBILE_PREFIX_MAX_LENGTH = '0086'.length;

/** The spaces a number is written with: after its prefix and between the 3-4-4 groups ("0086 138 0013 8000"). */
const MOBILE_SPACES = 3;

/**
 * Maximum input lengths of the login and registration fields. A phone field holds a number as it is
 * written or pasted, with its +86 / 0086 prefix and spaces: the browser cuts a paste at the maximum
 * before the spaces are removed, so the maximum leaves room for them.
 */
export const FIELD_MAX_LENGTH = Object.freeze({ mobile: LIMITS.phoneMaxLength + MOBILE_PREFIX_MAX_LENGTH + MOBILE_SPACES, password: LIMITS.passwordMaxLength, smsCode: LIMITS.smsCodeLength });
