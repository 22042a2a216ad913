import { BusinessError } from '../http/errors';

/** The outcome of one call: its body on success (code 200), else the code and message it failed with. */
export type Outcome<T> = { ok: true; body: T } | { ok: false; code: number; message: string };

/** Code of a failure that is not a business answer (network, pipeline rule, contract mismatch). */
export const NO_CODE = -1;

/** Runs a call and folds a 200 body, a non-200 body and a thrown business error into one outcome. */
export async function attempt<T extends { code: number; message?: string | undefined }>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    const body = await call;
    return body.code === 200 ? { ok: true, body } : { ok: false, code: body.code, message: body.message ?? '' };
  } catch (err) {
    if (err instanceof BusinessError) return { ok: false, code: err.code, message: err.message };
    return { ok: false, code: NO_CODE, message: err instanceof Error ? err.message : String(err) };
  }
}
