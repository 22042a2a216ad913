import type { z } from 'zod';

/**
 * Reads the settings of a pluggable gateway from the environment: `schema` is a union keyed by the
 * `choice` variable (empty variables count as unset; `fallback` is the choice when none is given).
 * Throws one message naming every missing or bad variable, the choice itself with `choiceHint`.
 */
export function providerSettings<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv,
  opts: { what: string; choice: string; fallback: string | undefined; choiceHint: string },
): z.infer<S> {
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse({ [opts.choice]: opts.fallback, ...given });
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => {
    const name = i.path.join('.') || opts.choice;
    return `  ${name}: ${name === opts.choice ? opts.choiceHint : i.message}`;
  });
  throw new Error(`Invalid ${opts.what} configuration:\n${lines.join('\n')}`);
}
