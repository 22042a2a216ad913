import type { z } from 'zod';

/** A response whose body carries a business code other than success; `code` drives the flows. */
export class BusinessError extends Error {
  override readonly name = 'BusinessError';
  constructor(
    readonly code: number,
    message: string,
    /** HTTP status of the response. */
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message || `code ${code}`);
  }
}

/** A success response that does not match the contract: the client and server disagree. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`response of ${path} does not match the contract: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
}

/** The request was refused by a rule of the pipeline (session ended, captcha page, threat page). */
export class PipelineError extends Error {
  override readonly name = 'PipelineError';
  constructor(readonly reason: 'session-ended' | 'not-verified' | 'threat' | 'too-frequent' | 'server-error') {
    super(reason);
  }
}

/** The business code of a caught error, if it carries one. */
export function errorCode(err: unknown): number | undefined {
  return err instanceof BusinessError ? err.code : undefined;
}

/** The body's numeric code, when the body has one. */
export function bodyCode(body: unknown): number | undefined {
  if (body && typeof body === 'object' && 'code' in body) {
    const code = (body as { code: unknown }).code;
    if (typeof code === 'number') return code;
    if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code);
  }
  return undefined;
}

/** The body's message, when the body has one. */
export function bodyMessage(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string') return m;
  }
  return '';
}
