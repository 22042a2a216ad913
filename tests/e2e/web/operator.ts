import type { BrowserContext } from '@playwright/test';

export type Operator = { name: string; password: string; secret: string };

/**
 * A console operator of this spec file's own (local mode's development call). An authenticator code
 * is accepted once per operator and failed sign-ins lock that operator only, so files running in
 * parallel must not share one.
 */
export async function newOperator(context: BrowserContext, role: 'admin' | 'editor' | 'support' = 'admin'): Promise<Operator> {
  const name = `e2e_${role}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'E2eOperator2026';
  const res = await context.request.post('/api/dev/operator', { data: { name, role, password } });
  const body = (await res.json()) as { code: number; data?: { secret: string } };
  if (body.code !== 200 || !body.data) throw new Error(`could not create an operator: ${JSON.stringify(body)}`);
  return { name, password, secret: body.data.secret };
}
