import type { z } from 'zod';

/** An antd form rule from a contract schema, so the console's forms and the server refuse the same input; messages are admin keys. */
export function zodRule(schema: z.ZodType, t: (key: string) => string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(t(result.error.issues[0]?.message ?? 'activities.errors.invalid'));
    },
  };
}

/** The text of a console answer that was refused: the server's localized message, else a generic one. */
export const refusal = (res: { code: number; message?: string } | null, fallback: string) => (res && res.code !== 200 ? res.message || fallback : '');
