import { useCallback } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import type { z } from 'zod';
import type { RuntimeConfig } from '@marketlens/core/config';
import type { CallDef } from '@marketlens/core/contract';
import { HEADERS } from '@marketlens/core/http';
import { computeRiskToken } from '@marketlens/core/security';
import { useLocalize } from '../../lib/lang';

/** A console call refused because the operator's session is gone. */
export class SignedOut extends Error {}

type Input = { query?: Record<string, string | number | undefined>; body?: unknown };

/**
 * Calls a console endpoint of the contract with the operator's cookie (never the member's
 * session: the console does not use the members' request client), signed like every call.
 */
export async function adminCall<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(config: RuntimeConfig, def: CallDef<Q, B, R>, input: Input = {}): Promise<z.infer<R>> {
  const path = `${config.apiBases[def.service].replace('{product}', config.product)}${def.path}`;
  const query = Object.fromEntries(Object.entries(input.query ?? {}).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  const qs = new URLSearchParams(query).toString();
  const timestamp = String(Date.now());
  const headers: Record<string, string> = {
    [HEADERS.timestamp]: timestamp,
    [HEADERS.riskToken]: await computeRiskToken({ method: def.method, path, query, timestamp, fingerprint: '' }),
  };
  // A form (an image upload) goes as multipart, its boundary set by the browser.
  const form = typeof FormData !== 'undefined' && input.body instanceof FormData ? input.body : undefined;
  if (input.body !== undefined && !form) headers['content-type'] = 'application/json';
  const res = await fetch(`${config.apiOrigin}${path}${qs ? `?${qs}` : ''}`, {
    method: def.method,
    headers,
    credentials: 'include',
    ...(form ? { body: form } : input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
  });
  if (res.status === 401) throw new SignedOut();
  const json: unknown = await res.json();
  // A refusal (400, 403 of a role) carries { code, message } like every other answer.
  if (!res.ok) return json as z.infer<R>;
  return def.response.parse(json);
}

/** The console's call function for components: a lost session goes to the login page. */
export function useAdminCall() {
  const root = useRouteLoaderData<{ runtimeConfig: RuntimeConfig }>('root');
  const navigate = useNavigate();
  const localize = useLocalize();
  return useCallback(
    async <Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(def: CallDef<Q, B, R>, input: Input = {}): Promise<z.infer<R>> => {
      if (!root) throw new Error('runtime configuration missing');
      try {
        return await adminCall(root.runtimeConfig, def, input);
      } catch (err) {
        if (err instanceof SignedOut) void navigate(localize('/admin/login'), { replace: true });
        throw err;
      }
    },
    [root, navigate, localize],
  );
}
