import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppEnv } from '../context';
import { clientIp, overHttps, reachedHost } from './client-ip';

/** The address each TRUST_PROXY setting takes from a request that came over a real socket from 127.0.0.1. */
describe('client address behind proxies', () => {
  let server: ServerType;
  let port: number;
  const configs = {
    none: loadConfig({ TRUST_PROXY: 'false' }),
    one: loadConfig({ TRUST_PROXY: 'true' }),
    two: loadConfig({ TRUST_PROXY: '2' }),
    listed: loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, fd00::/8' }),
  };

  beforeAll(async () => {
    const app = new Hono<AppEnv>();
    app.get('/ip/:trust', (c) => {
      c.set('config', configs[c.req.param('trust') as keyof typeof configs]);
      return c.text(clientIp(c));
    });
    app.get('/https/:trust', (c) => {
      c.set('config', configs[c.req.param('trust') as keyof typeof configs]);
      return c.text(String(overHttps(c)));
    });
    app.get('/host/:trust', (c) => {
      c.set('config', configs[c.req.param('trust') as keyof typeof configs]);
      return c.text(reachedHost(c) ?? '');
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const ip = async (trust: keyof typeof configs, forwardedFor?: string) =>
    (await fetch(`http://127.0.0.1:${port}/ip/${trust}`, { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } })).text();

  it('ignores X-Forwarded-For unless told to trust a proxy', async () => {
    expect(await ip('none', '6.6.6.6')).toBe('127.0.0.1');
  });

  it('takes the entry the trusted hops added, never a forged leftmost one', async () => {
    // One proxy (TRUST_PROXY=true): it appended the address it saw; what the client sent stays left of it.
    expect(await ip('one', '203.0.113.7')).toBe('203.0.113.7');
    expect(await ip('one', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ip('one', '1.1.1.1,2.2.2.2, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ip('one')).toBe('127.0.0.1');
    // Two proxies: the CDN's entry is the client, the load balancer's is the CDN.
    expect(await ip('two', '6.6.6.6, 198.51.100.1, 10.0.0.2')).toBe('198.51.100.1');
    // Fewer entries than hops: the leftmost there is (all of it written by trusted proxies).
    expect(await ip('two', '198.51.100.1')).toBe('198.51.100.1');
  });

  it('with listed proxies, skips those addresses from the right and stops at the first other one', async () => {
    expect(await ip('listed', '6.6.6.6, 203.0.113.7, 10.1.2.3')).toBe('203.0.113.7');
    expect(await ip('listed', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ip('listed', '6.6.6.6, 2001:db8::1, fd00::5, 10.0.0.9')).toBe('2001:db8::1');
    expect(await ip('listed')).toBe('127.0.0.1');
  });

  const https = async (trust: keyof typeof configs, forwardedProto: string, forwardedFor?: string) =>
    (await fetch(`http://127.0.0.1:${port}/https/${trust}`, { headers: { 'x-forwarded-proto': forwardedProto, ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) } })).text();

  it('believes X-Forwarded-Proto as far as the proxies are trusted, read from the right like X-Forwarded-For', async () => {
    // No trusted proxy: the client's own claim counts for nothing.
    expect(await https('none', 'https')).toBe('false');
    // One proxy that sets the header: its value. One that appends: its entry, not the client's forged one left of it.
    expect(await https('one', 'https', '203.0.113.7')).toBe('true');
    expect(await https('one', 'http', '203.0.113.7')).toBe('false');
    expect(await https('one', 'https, http', '6.6.6.6, 203.0.113.7')).toBe('false');
    expect(await https('one', 'http, https', '203.0.113.7')).toBe('true');
    // Two proxies: the outer one's entry, which the inner one kept or appended to.
    expect(await https('two', 'https, http', '198.51.100.1, 10.0.0.2')).toBe('true');
    expect(await https('two', 'https, http, http', '6.6.6.6, 198.51.100.1, 10.0.0.2')).toBe('false');
    expect(await https('two', 'https', '198.51.100.1, 10.0.0.2')).toBe('true');
    // Listed proxies: the hop past the last listed one; a client-written entry never counts.
    expect(await https('listed', 'https, https', '6.6.6.6, 203.0.113.7, 10.1.2.3')).toBe('true');
    expect(await https('listed', 'https, http, http', '6.6.6.6, 203.0.113.7, 10.1.2.3')).toBe('false');
  });

  const host = async (trust: keyof typeof configs, forwardedHost: string, forwardedFor?: string) =>
    (await fetch(`http://127.0.0.1:${port}/host/${trust}`, { headers: { 'x-forwarded-host': forwardedHost, ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) } })).text();

  it('takes the host the browser addressed from X-Forwarded-Host only as far as the proxies are trusted, read from the right', async () => {
    // No trusted proxy: the request's own Host, whatever the client forwards.
    expect(await host('none', 'evil.example')).toBe(`127.0.0.1:${port}`);
    // One proxy: its entry (the rightmost), never a forged one left of it.
    expect(await host('one', 'www.marketlens.cn', '203.0.113.7')).toBe('www.marketlens.cn');
    expect(await host('one', 'evil.example, www.marketlens.cn', '6.6.6.6, 203.0.113.7')).toBe('www.marketlens.cn');
    // Two proxies: the outer one's entry.
    expect(await host('two', 'WWW.MarketLens.cn, internal-lb', '198.51.100.1, 10.0.0.2')).toBe('www.marketlens.cn');
    // Listed proxies: the hop past the last listed one.
    expect(await host('listed', 'evil.example, www.marketlens.cn, lb', '6.6.6.6, 203.0.113.7, 10.1.2.3')).toBe('www.marketlens.cn');
  });

  it('reads TRUST_PROXY as hops or addresses and refuses anything else', () => {
    expect(configs.one.proxyTrust).toEqual({ kind: 'hops', hops: 1 });
    expect(configs.two).toMatchObject({ trustProxy: true, proxyTrust: { kind: 'hops', hops: 2 } });
    expect(configs.none).toMatchObject({ trustProxy: false, proxyTrust: { kind: 'none' } });
    expect(configs.listed.proxyTrust).toMatchObject({ kind: 'list', entries: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8'] });
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
