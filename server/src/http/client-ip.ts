import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

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
 * Walks the proxies in front of the server from the nearest outwards, as far as they are trusted:
 * each trusted hop's X-Forwarded-For entry (read from the right) is the address before it, and its
 * X-Forwarded-Proto entry (read from the right too; a proxy that overwrites the header leaves one)
 * the protocol that address used. Entries left of the first untrusted hop were written by the
 * client and are never believed. `proto` is undefined when no trusted hop said one.
 */
function walkProxies(
  remote: string,
  forwardedFor: string | undefined,
  forwardedProto: string | undefined,
  trust: ProxyTrust,
  forwardedHost?: string,
): { address: string; proto: string | undefined; host: string | undefined } {
  const split = (header: string | undefined) => (header ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const chain = split(forwardedFor);
  const protos = split(forwardedProto);
  const hosts = split(forwardedHost);
  let address = remote;
  let proto: string | undefined;
  let host: string | undefined;
  for (let hop = 0; trust.kind !== 'none'; hop++) {
    const trusted = trust.kind === 'hops' ? hop < trust.hops : isIP(address) !== 0 && trust.list.check(address, familyOf(address));
    if (!trusted) break;
    proto = protos.pop()?.toLowerCase() ?? proto;
    host = hosts.pop()?.toLowerCase() ?? host;
    const next = chain.pop();
    if (next === undefined) break;
    address = next;
  }
  return { address, proto, host };
}

/**
 * The client's address from the connection's address and X-Forwarded-For, as trusted proxies put it
 * there: walking from the right (the nearest proxy) and skipping each trusted hop.
 */
export function forwardedClient(remote: string, forwardedFor: string | undefined, trust: ProxyTrust): string {
  return walkProxies(remote, forwardedFor, undefined, trust).address;
}

/**
 * Whether the browser reached the site over https: what the outermost trusted proxy says in
 * X-Forwarded-Proto (read like X-Forwarded-For, so a client cannot claim https itself), else the
 * request's own URL.
 */
export function forwardedHttps(url: string, remote: string, headers: { forwardedFor: string | undefined; forwardedProto: string | undefined }, trust: ProxyTrust): boolean {
  const { proto } = walkProxies(remote, headers.forwardedFor, headers.forwardedProto, trust);
  return proto === undefined ? url.startsWith('https:') : proto === 'https';
}

/** What these functions read from a request's variables (AppEnv has it): the configured proxy trust. */
type ProxyEnv = { Variables: { config: { proxyTrust: ProxyTrust } } };

function remoteAddress<E extends ProxyEnv>(c: Context<E>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request) have no socket.
    return 'local';
  }
}

/** Whether this request came over https (see forwardedHttps): Secure cookies and HSTS follow it. */
export function overHttps<E extends ProxyEnv>(c: Context<E>): boolean {
  const headers = { forwardedFor: c.req.header('x-forwarded-for'), forwardedProto: c.req.header('x-forwarded-proto') };
  return forwardedHttps(c.req.url, remoteAddress(c), headers, c.var.config.proxyTrust);
}

/**
 * The host the browser addressed (for the write-origin check): what the outermost trusted proxy says
 * in X-Forwarded-Host (read from the right, like X-Forwarded-For), else the request's Host header.
 */
export function reachedHost<E extends ProxyEnv>(c: Context<E>): string | undefined {
  const { host } = walkProxies(remoteAddress(c), c.req.header('x-forwarded-for'), undefined, c.var.config.proxyTrust, c.req.header('x-forwarded-host'));
  return host ?? c.req.header('host')?.toLowerCase();
}

/**
 * The client's address for rate limits and risk control. X-Forwarded-For is read only as far as
 * the configured proxies vouch for it (see forwardedClient); otherwise anyone could pick their own address.
 */
export function clientIp<E extends ProxyEnv>(c: Context<E>): string {
  return forwardedClient(remoteAddress(c), c.req.header('x-forwarded-for'), c.var.config.proxyTrust).slice(0, 64);
}
