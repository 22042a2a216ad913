import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { CHINESE_PATTERN, EMAIL_PATTERN, MOBILE_PATTERN, NUMBER_PATTERN, ALPHANUMERIC_PATTERN, PASSWORD_PATTERN, SMS_CODE_PATTERN, normalizeMobile, stripSpaces } from './patterns';

// Issue messages are core message keys: the apps translate them with their `t('core:...')`.

/** Required mobile number; parses to the 11-digit national number. */
export const mobileSchema = z
  .string({ error: 'validation.mobileRequired' })
  .transform(stripSpaces)
  .pipe(z.string().min(1, { error: 'validation.mobileRequired' }).regex(MOBILE_PATTERN, { error: 'validation.mobileInvalid' }))
  .transform(normalizeMobile);

/** Required six-digit SMS code. */
export const smsCodeSchema = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .min(1, { error: 'validation.codeRequired' })
  .regex(SMS_CODE_PATTERN, { error: 'validation.codeInvalid' });

/** Required new password: 6-16 letters and digits mixed. */
export const passwordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .max(LIMITS.passwordMaxLength, { error: 'validation.passwordTooLong' })
  .regex(PASSWORD_PATTERN, { error: 'validation.passwordInvalid' });

/** Required login password: spaces stripped, at most 32 characters (older passwords may not match the new-password rule). */
export const loginPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .transform(stripSpaces)
  .pipe(z.string().min(1, { error: 'validation.passwordRequired' }).max(LIMITS.passwordMaxLength, { error: 'validation.passwordTooLong' }));

export const emailSchema = z.string().trim().regex(EMAIL_PATTERN, { error: 'validation.emailInvalid' });
export const chineseSchema = z.string().regex(CHINESE_PATTERN, { error: 'validation.chineseInvalid' });
export const numberStringSchema = z.string().regex(NUMBER_PATTERN, { error: 'validation.numberInvalid' });
export const alphanumericSchema = z.string().regex(ALPHANUMERIC_PATTERN, { error: 'validation.alphanumericInvalid' });

/** Password login form. */
export const passwordLoginFormSchema = z.object({ account: mobileSchema, password: loginPasswordSchema });
export type PasswordLoginForm = z.input<typeof passwordLoginFormSchema>;

/** SMS login form. */
export const smsLoginFormSchema = z.object({ mobile: mobileSchema, captcha: smsCodeSchema });
export type SmsLoginForm = z.input<typeof smsLoginFormSchema>;

/** Registration form: phone, SMS code, new password and the agreement. */
export const registerFormSchema = z.object({
  mobile: mobileSchema,
  captcha: smsCodeSchema,
  password: passwordSchema,
  agreed: z.literal(true, { error: 'validation.agreementRequired' }),
});
export type RegisterForm = z.input<typeof registerFormSchema>;

/** Password reset and WeChat registration form: the new password typed twice. */
export const resetPasswordFormSchema = z
  .object({ mobile: mobileSchema, captcha: smsCodeSchema, password: passwordSchema, confirmPassword: z.string().min(1, { error: 'validation.passwordConfirmRequired' }) })
  .refine((f) => f.password === f.confirmPassword, { error: 'validation.passwordMismatch', path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** Setting the first password of an account: typed twice. */
export const setPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, { error: 'validation.passwordConfirmRequired' }) })
  .refine((f) => f.password === f.confirmPassword, { error: 'validation.passwordMismatch', path: ['confirmPassword'] });
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;

/** The first issue's message key of a failed parse, for forms that show one message. */
export function firstIssueKey(error: z.ZodError): string | undefined {
  return error.issues[0]?.message;
}
