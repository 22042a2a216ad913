import { randomBytes } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { overHttps } from './client-ip';

// Nonces are cut from a pool of random bytes refilled 256 at a time: one call into the random
// source per request cost about 3 % of a cached list's time.
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let used = 0;
function nonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString('base64', used - NONCE_BYTES, used);
}

/**
 * Security headers on every answer. Pages get a Content-Security-Policy that allows scripts only
 * from this origin or carrying the request's nonce (the server adds it to the page's own script
 * tags), styles inline because antd writes its styles at run time, and no framing. A page from the
 * rendered-page cache names its inline scripts by hash instead: one copy serves every visitor.
 * A hosted captcha widget's origins (`widgetOrigins`) may load scripts, frames and calls.
 * An answer that brings a Content-Security-Policy of its own (an uploaded image's sandbox) keeps it.
 */
export function securityHeaders(opts: { apiOrigin: string; widgetOrigins?: readonly string[] }) {
  const widget = (opts.widgetOrigins ?? []).join(' ');
  return createMiddleware<AppEnv>(async (c, next) => {
    const value = nonce();
    c.set('cspNonce', value);
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    const connect = ["'self'", opts.apiOrigin, widget].filter(Boolean).join(' ');
    const scripts = c.var.cspScriptHashes ? c.var.cspScriptHashes.join(' ') : `'nonce-${value}'`;
    const policy = [
      "default-src 'self'",
      `script-src 'self' ${scripts} ${widget}`.trim(),
      ...(widget ? [`frame-src ${widget}`] : []),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      `connect-src ${connect}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ];
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', policy.join('; '));
    // HSTS over https only, as the trusted proxies report it (TRUST_PROXY; see client-ip.ts).
    if (overHttps(c)) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
