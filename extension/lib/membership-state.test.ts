import { describe, expect, it } from 'vitest';
import { planView, pricingUrl } from './membership-state';

const now = Date.parse('2026-12-01T00:00:00Z');
const inDays = (d: number) => new Date(now + d * 24 * 60 * 60_000).toISOString();
const plan = (tier: 'trial' | 'operation' | 'professional', maturityTime: string | null, bonusEnd: string | null = null) => ({ tier, maturityTime, bonus: bonusEnd ? { endTime: bonusEnd } : null });

describe("the member's plan in the popup", () => {
  it('tells none, trial, active, ending soon and ended apart, with the step that fits each', () => {
    expect(planView(null, now)).toMatchObject({ state: 'none', tier: null, action: 'seePlans' });
    expect(planView({ tier: null, maturityTime: null, bonus: null }, now)).toMatchObject({ state: 'none', action: 'seePlans' });
    expect(planView(plan('trial', inDays(6.5)), now)).toMatchObject({ state: 'trial', daysLeft: 7, action: 'upgrade' });
    expect(planView(plan('operation', inDays(30)), now)).toMatchObject({ state: 'active', tier: 'operation', action: 'upgrade' });
    expect(planView(plan('professional', inDays(30)), now)).toMatchObject({ state: 'active', action: 'renew' });
    expect(planView(plan('operation', inDays(7)), now)).toMatchObject({ state: 'endingSoon', daysLeft: 7, action: 'renew' });
    expect(planView(plan('operation', inDays(0.2)), now)).toMatchObject({ state: 'endingSoon', daysLeft: 1, action: 'renew' });
    expect(planView(plan('operation', inDays(-1)), now)).toMatchObject({ state: 'ended', daysLeft: 0, action: 'renew' });
    expect(planView(plan('trial', inDays(-1)), now)).toMatchObject({ state: 'ended', action: 'upgrade' });
  });

  it('ends at the later of the plan and its bonus days', () => {
    expect(planView(plan('operation', inDays(-2), inDays(20)), now)).toMatchObject({ state: 'active', endsAt: inDays(20) });
    expect(planView(plan('operation', inDays(3), inDays(-5)), now)).toMatchObject({ state: 'endingSoon', endsAt: inDays(3) });
  });

  it("opens the site's plans page in the popup's language", () => {
    expect(pricingUrl('https://www.marketlens.example', 'zh-CN')).toBe('https://www.marketlens.example/pricing');
    expect(pricingUrl('https://www.marketlens.example/', 'en-US')).toBe('https://www.marketlens.example/en/pricing');
    expect(pricingUrl('http://localhost:8080', 'ru-RU')).toBe('http://localhost:8080/ru/pricing');
  });
});
