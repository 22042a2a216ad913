import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeRiskToken, riskTokenPayload } from './risk-token';

describe('risk token', () => {
  it('hashes method, path, sorted query, timestamp and fingerprint', async () => {
    const input = { method: 'get', path: '/api/x', query: { b: 2, a: 'q', c: undefined }, timestamp: 1700000000000, fingerprint: 'fp1' };
    expect(riskTokenPayload(input)).toBe('GET\n/api/x\na=q&b=2\n1700000000000\nfp1');
    const expected = createHash('sha256').update(riskTokenPayload(input)).digest('hex');
    expect(await computeRiskToken(input)).toBe(expected);
  });

  it('changes when any covered part changes', async () => {
    const base = { method: 'POST', path: '/api/x', timestamp: 1, fingerprint: 'a' };
    const t = await computeRiskToken(base);
    expect(await computeRiskToken({ ...base, timestamp: 2 })).not.toBe(t);
    expect(await computeRiskToken({ ...base, fingerprint: 'b' })).not.toBe(t);
    expect(await computeRiskToken({ ...base, path: '/api/y' })).not.toBe(t);
  });
});
