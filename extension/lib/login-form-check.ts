import type { z } from 'zod';
import type { CoreMessageKey } from '@marketlens/core/i18n';
import { mobileSchema, passwordLoginFormSchema, smsLoginFormSchema } from '@marketlens/core/validators';

export type LoginMode = 'password' | 'sms';
type Field = 'mobile' | 'password' | 'code';

export type LoginFormCheck =
  | { ok: true; mobile: string; errors: Partial<Record<Field, CoreMessageKey>> }
  | { ok: false; errors: Partial<Record<Field, CoreMessageKey>> };

const FIELD_OF: Readonly<Record<string, Field>> = Object.freeze({ account: 'mobile', mobile: 'mobile', password: 'password', captcha: 'code' });

function errorsOf(error: z.ZodError): Partial<Record<Field, CoreMessageKey>> {
  const errors: Partial<Record<Field, CoreMessageKey>> = {};
  for (const issue of error.issues) {
    const field = FIELD_OF[String(issue.path[0] ?? 'mobile')] ?? 'mobile';
    // core's login schemas word every issue as a key of the core namespace.
    errors[field] ??= issue.message as CoreMessageKey;
  }
  return errors;
}

/** Checks the popup's login form with core's rules; `mobileOnly` is the check before an SMS is sent. */
export function checkLoginForm(mode: LoginMode | 'mobileOnly', fields: { mobile: string; password: string; code: string }): LoginFormCheck {
  if (mode === 'mobileOnly') {
    const parsed = mobileSchema.safeParse(fields.mobile);
    return parsed.success ? { ok: true, mobile: parsed.data, errors: {} } : { ok: false, errors: errorsOf(parsed.error) };
  }
  if (mode === 'password') {
    const parsed = passwordLoginFormSchema.safeParse({ account: fields.mobile, password: fields.password });
    return parsed.success ? { ok: true, mobile: parsed.data.account, errors: {} } : { ok: false, errors: errorsOf(parsed.error) };
  }
  const parsed = smsLoginFormSchema.safeParse({ mobile: fields.mobile, captcha: fields.code });
  return parsed.success ? { ok: true, mobile: parsed.data.mobile, errors: {} } : { ok: false, errors: errorsOf(parsed.error) };
}
