import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/**
 * A failure the client caused or the business rules refused: answered with `status` and a body
 * `{ code, message }` where message is the localized text of `messageKey` (a key of the `server`
 * namespace). Never a 5xx.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
  }
}

/** Parses input with a contract schema; a mismatch is a 400 with the first problem's path. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ApiError(400, 400, 'errors.badRequest', { field: issue ? issue.path.join('.') || '-' : '-' });
  }
  return result.data;
}
