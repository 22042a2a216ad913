import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * The client's address for rate limits and risk control. X-Forwarded-For is believed only when the
 * server is configured to sit behind a proxy; otherwise anyone could pick their own address.
 */
export function clientIp<E extends AppEnv>(c: Context<E>): string {
  if (c.var.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request) have no socket.
    return 'local';
  }
}
