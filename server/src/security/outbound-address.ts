import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a request the server makes on a member's behalf (the notification webhook) must never
 * reach: this machine, the private network, link-local (cloud metadata at 169.254.169.254),
 * multicast, unique-local, unspecified, and the other special-purpose ranges of the IANA registries.
 * IPv4 written in decimal, octal or hex is normalised by the URL parser before it gets here;
 * IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4) are judged by that IPv4 address.
 */
const blocked = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) blocked.addSubnet(address, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (with or without a trailing dotted IPv4 part). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}

/** The IPv4 address an IPv6 address carries: mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) or 6to4 (2002::/16). */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return v4(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x2002) return v4(g[1] ?? 0, g[2] ?? 0);
  return undefined;
}

/** True for an address on the public internet; false for any special-purpose one, and for text that is no address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return !blocked.check(bare, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(bare);
  if (inner !== undefined) return !blocked.check(inner, 'ipv4');
  return !blocked.check(bare, 'ipv6');
}

/** Names that stand for this machine or a private network whatever they resolve to. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/;

export type OutboundPolicy = {
  /** Only https addresses (production). */
  requireHttps: boolean;
  /** Lets loopback and private addresses through: set by tests only, for a receiver on this machine. */
  allowPrivate: boolean;
};

/**
 * Why a URL may not be called: `scheme` (https required), `address` (a private or special address,
 * or with `byName` a name of this machine or the local network), else null. A name's addresses are
 * checked when it is called (checkedLookup); `byName` gives the clearer answer when it is saved.
 */
export function outboundRefusal(url: string, policy: OutboundPolicy, byName = true): 'scheme' | 'address' | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'address';
  }
  if (parsed.protocol !== 'https:' && (policy.requireHttps || parsed.protocol !== 'http:')) return 'scheme';
  if (policy.allowPrivate) return null;
  if (parsed.username || parsed.password) return 'address';
  const host = parsed.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '').toLowerCase();
  if (isIP(host)) return isPublicAddress(host) ? null : 'address';
  // A single label ("postgres", "redis") names a machine of the local network.
  if (byName && (!host.includes('.') || LOCAL_NAME.test(host))) return 'address';
  return null;
}

/** Thrown when a name resolves to an address the server must not call. */
export class OutboundAddressError extends Error {}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request: resolves the name and refuses it unless every address is public,
 * so the socket connects to an address that was checked (no second resolution can swap it for
 * another). Without `allowPrivate` nothing else is needed; with it, the system's lookup is used.
 */
export function checkedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || !addresses.length) return callback(new OutboundAddressError(`${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
}
