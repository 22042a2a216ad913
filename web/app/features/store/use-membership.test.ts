import { describe, expect, it } from 'vitest';
import { relationTo } from './use-membership';

describe('how a tier on sale stands to the member’s', () => {
  it('is open to a guest, a trial member and a member whose plan ended', () => {
    expect(relationTo('starter', null)).toBe('open');
    expect(relationTo('starter', { tier: 'trial', active: true })).toBe('open');
    expect(relationTo('starter', { tier: 'ultimate', active: false })).toBe('open');
  });

  it('is the current tier, an upgrade, or a lower tier not sold while the member’s runs', () => {
    const current = { tier: 'operation', active: true } as const;
    expect(relationTo('operation', current)).toBe('current');
    expect(relationTo('ultimate', current)).toBe('upgrade');
    expect(relationTo('professional', current)).toBe('upgrade');
    expect(relationTo('starter', current)).toBe('lower');
  });
});
