import { describe, expect, it } from 'vitest';
import { isPublicAddress, outboundRefusal } from './outbound-address';

describe('outbound address checks', () => {
  it('lets public addresses through, in IPv4, IPv6 and IPv4-in-IPv6 forms', () => {
    for (const a of ['8.8.8.8', '95.213.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808', '2002:808:808::1']) expect(isPublicAddress(a), a).toBe(true);
  });

  it('refuses special-purpose addresses however an IPv6 address carries them', () => {
    for (const a of ['127.0.0.1', '10.1.1.1', '169.254.169.254', '::1', '::', '::ffff:10.0.0.1', '::ffff:a00:1', '64:ff9b::7f00:1', '2002:a9fe:a9fe::', 'fd00::1', 'fe80::1%eth0', 'ff02::1', 'not-an-address']) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('asks for https in production and refuses other schemes', () => {
    const production = { requireHttps: true, allowPrivate: false };
    expect(outboundRefusal('http://hooks.example.com/', production)).toBe('scheme');
    expect(outboundRefusal('https://hooks.example.com/', production)).toBeNull();
    expect(outboundRefusal('ftp://hooks.example.com/', { requireHttps: false, allowPrivate: false })).toBe('scheme');
    expect(outboundRefusal('http://hooks.example.com/', { requireHttps: false, allowPrivate: false })).toBeNull();
  });
});
