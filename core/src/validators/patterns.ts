/** Mainland mobile number: optional +86 / 0086, then 11 digits starting with 1 (spaces removed first). */
export const MOBILE_PATTERN = /^(?:\+86|0086)?1\d{10}$/;
/** SMS verification code: exactly six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** Password: 6-16 letters and digits, neither all digits nor all letters; case-sensitive. */
export const PASSWORD_PATTERN = /^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{6,16}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const CHINESE_PATTERN = /^[\u4e00-\u9fa5]+$/;
export const NUMBER_PATTERN = /^\d+$/;
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;

/** Removes every whitespace character, as the phone and password fields do. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The 11-digit national number of a valid mobile input, without spaces or country prefix. */
export function normalizeMobile(value: string): string {
  return stripSpaces(value).replace(/^(?:\+86|0086)/, '');
}
