import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * Which proxies in front of the server are believed (TRUST_PROXY): none; a number of hops (`true`
 * is one), counted from the server outwards; or the proxies' own addresses and CIDR ranges.
 */
export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[]; list: BlockList };

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Reads TRUST_PROXY: `false`/empty, `true` (1 hop), a hop count, or a comma list of addresses and CIDRs; a string is the error. */
export function parseTrustProxy(value: string | undefined): ProxyTrust | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 32 ? { kind: 'hops', hops } : 'expected at most 32 hops';
  }
  const list = new BlockList();
  const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
    if (!family || extra !== undefined || !(prefix >= 0 && prefix <= (family === 6 ? 128 : 32))) {
      return `"${entry}" is neither true/false, a hop count, nor an address or CIDR range`;
    }
    list.addSubnet(address, prefix, familyOf(address));
  }
  return { kind: 'list', entries, list };
}

/**
 * The client's address from the connection's address and X-Forwarded-For, as trusted proxies put it
 * there: walking from the right (the nearest proxy) and skipping each trusted hop. Entries left of
 * the first untrusted hop were written by the client and are never believed.
 */
export function forwardedClient(remote: string, forwardedFor: string | undefined, trust: ProxyTrust): string {
  if (trust.kind === 'none') return remote;
  const chain = (forwardedFor ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  let address = remote;
  for (let hop = 0; ; hop++) {
    const trusted = trust.kind === 'hops' ? hop < trust.hops : isIP(address) !== 0 && trust.list.check(address, familyOf(address));
    const next = trusted ? chain.pop() : undefined;
    if (next === undefined) return address;
    address = next;
  }
}

/**
 * The client's address for rate limits and risk control. X-Forwarded-For is read only as far as
 * the configured proxies vouch for it (see forwardedClient); otherwise anyone could pick their own address.
 */
export function clientIp<E extends AppEnv>(c: Context<E>): string {
  let remote: string;
  try {
    remote = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request) have no socket.
    remote = 'local';
  }
  return forwardedClient(remote, c.req.header('x-forwarded-for'), c.var.config.proxyTrust).slice(0, 64);
}
