// What the cluster bench does as clients: signed API calls over HTTP (as core's client signs them),
// the slider captcha solved through the development answer, registration by SMS, and timed load.
import type pg from 'pg';
import type { z } from 'zod';
import type { RuntimeConfig } from '@marketlens/core/config';
import { dev, identity, type CallDef } from '@marketlens/core/contract';
import { callPath } from '../src/testing/api';
import { humanTrail } from '../src/testing/flows';
import { signedHeaders } from '../src/testing/sign';

export interface Answer {
  status: number;
  body: { code?: number; data?: unknown } & Record<string, unknown>;
  headers: Headers;
}

/** Calls of the contract against `origin`, signed with the servers' public key. */
export function httpApi(origin: string, runtimeConfig: RuntimeConfig) {
  return async function call<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
    def: CallDef<Q, B, R>,
    input: { query?: Record<string, string | number>; body?: unknown; params?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const path = callPath(runtimeConfig, def, input.params);
    const query = Object.fromEntries(Object.entries(input.query ?? {}).map(([k, v]) => [k, String(v)]));
    const qs = new URLSearchParams(query).toString();
    const body = def.method !== 'GET' ? JSON.stringify(input.body ?? {}) : undefined;
    const headers = { ...(await signedHeaders({ method: def.method, path, query, publicKeyPem: runtimeConfig.rsaPublicKey, body })), 'content-type': 'application/json', ...input.headers };
    try {
      const res = await fetch(`${origin}${path}${qs ? `?${qs}` : ''}`, { method: def.method, headers, ...(body !== undefined ? { body } : {}) });
      const text = await res.text();
      let parsed: Answer['body'] = {};
      try {
        parsed = JSON.parse(text) as Answer['body'];
      } catch {
        parsed = {};
      }
      return { status: res.status, body: parsed, headers: res.headers };
    } catch {
      // The connection broke mid-request (an instance killed under it): no answer.
      return { status: 0, body: {}, headers: new Headers() };
    }
  };
}
export type HttpCall = ReturnType<typeof httpApi>;

/** Solves a slider puzzle as a person would, dating it 5 s back in the database instead of waiting. */
export async function solveSlider(call: HttpCall, pool: pg.Pool, ip: string): Promise<{ ticket: string; randstr: string } | undefined> {
  const headers = { 'x-forwarded-for': ip };
  const issued = await call(identity.issueSliderCaptcha, { body: {}, headers });
  const captchaId = String(issued.body.captchaId ?? '');
  if (!captchaId) return undefined;
  await pool.query(`UPDATE captchas SET created_at = now() - interval '5 seconds' WHERE id = $1`, [captchaId]);
  const answer = await call(dev.captchaAnswer, { params: { id: captchaId }, headers });
  const x = Number(answer.body.x);
  const verified = await call(identity.verifySliderCaptcha, { body: { captchaId, x, trail: humanTrail(x) }, headers });
  const { ticket, randstr } = verified.body as { ticket?: string; randstr?: string };
  return ticket && randstr ? { ticket, randstr } : undefined;
}

/** Sends an SMS code to `mobile` from `ip`; the HTTP status of the send (0: no answer). */
export async function sendSms(call: HttpCall, pool: pg.Pool, mobile: string, ip: string, sendType: 'reg' | 'log' = 'reg'): Promise<number> {
  const captcha = await solveSlider(call, pool, ip);
  if (!captcha) return 0;
  const sent = await call(identity.sendMessageV2, { body: { appName: 'ozon', sendType, mobilePhone: mobile, ...captcha }, headers: { 'x-forwarded-for': ip } });
  return sent.body.code === 200 ? 200 : sent.status;
}

/** Registers `mobile` by SMS code; true when the server acknowledged the registration (answered 200). */
export async function register(call: HttpCall, pool: pg.Pool, mobile: string, ip: string): Promise<boolean> {
  if ((await sendSms(call, pool, mobile, ip)) !== 200) return false;
  const outbox = await call(dev.smsOutbox, { query: { mobile } });
  const code = (outbox.body.data as { code?: string }[] | undefined)?.[0]?.code;
  if (!code) return false;
  const reg = await call(identity.registerUser, { body: { account: mobile, code, tenantId: 1 }, headers: { 'x-forwarded-for': ip } });
  return reg.status === 200 && reg.body.code === 200;
}

export interface LoadResult {
  requests: number;
  ok: number;
  failed: number;
  perSecond: number;
  p50: number;
  p99: number;
  sources: Record<string, number>;
}

/** Runs `one` from `concurrency` loops for `seconds`; counts answers, their latency and their X-Read-Source. */
export async function load(seconds: number, concurrency: number, one: (i: number) => Promise<Response | undefined>): Promise<LoadResult> {
  const until = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  const sources: Record<string, number> = {};
  let ok = 0;
  let failed = 0;
  let n = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        const res = await one(n++).catch(() => undefined);
        latencies.push(performance.now() - t);
        if (res?.ok) ok++;
        else failed++;
        const source = res?.headers.get('x-read-source');
        if (source) sources[source] = (sources[source] ?? 0) + 1;
        await res?.arrayBuffer().catch(() => undefined);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { requests: latencies.length, ok, failed, perSecond: Math.round((latencies.length / (Date.now() - started)) * 1000), p50: at(0.5), p99: at(0.99), sources };
}
