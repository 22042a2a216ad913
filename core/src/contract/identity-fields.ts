import { z } from 'zod';

// Field rules shared by the identity, distribution, pay and dev calls (spec sections 3 and 5).

/** Mainland mobile number, optionally prefixed +86 or 0086 (the server strips the prefix). */
export const mobileField = z.string().trim().regex(/^(?:\+86|0086)?1\d{10}$/);
/** The 6-digit SMS code. */
export const smsCodeField = z.string().trim().regex(/^\d{6}$/);
/** A password as typed; the 6-16 mixed rule is a business check so that login can answer "wrong password". */
export const passwordField = z.string().min(1).max(32);
/** An integer query parameter: query values arrive as text while clients keep typed numbers. */
export const intQuery = () => z.coerce.number<number | string>().int();
/** A bounded text field. */
export const text = (max = 200) => z.string().max(max);
