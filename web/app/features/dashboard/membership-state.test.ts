import { describe, expect, it } from 'vitest';
import { membershipState } from './membership-state';

const now = Date.parse('2026-06-01T00:00:00Z');
const at = (days: number) => new Date(now + days * 86_400_000).toISOString();

describe('membershipState', () => {
  it('says none for an account that never had a plan, never ended', () => {
    expect(membershipState(null, now)).toEqual({ state: 'none', daysLeft: 0 });
    expect(membershipState({ planId: null, tier: null, maturityTime: null, bonus: null }, now).state).toBe('none');
  });

  it('tells the trial apart from a paid plan, with its days left', () => {
    expect(membershipState({ planId: 16, tier: 'trial', maturityTime: at(5) }, now)).toEqual({ state: 'trial', daysLeft: 5 });
  });

  it('says ending soon from seven days before the end of a paid plan, active before that', () => {
    expect(membershipState({ planId: 12, tier: 'operation', maturityTime: at(7) }, now)).toEqual({ state: 'endingSoon', daysLeft: 7 });
    expect(membershipState({ planId: 12, tier: 'operation', maturityTime: at(0.5) }, now)).toEqual({ state: 'endingSoon', daysLeft: 1 });
    expect(membershipState({ planId: 12, tier: 'operation', maturityTime: at(8) }, now)).toEqual({ state: 'active', daysLeft: 8 });
  });

  it('counts a later bonus end as the end of the membership', () => {
    expect(membershipState({ planId: 12, tier: 'operation', maturityTime: at(2), bonus: { endTime: at(30) } }, now).state).toBe('active');
  });

  it('says ended once the plan and the bonus are past', () => {
    expect(membershipState({ planId: 12, tier: 'operation', maturityTime: at(-1), bonus: { endTime: at(-3) } }, now)).toEqual({ state: 'ended', daysLeft: 0 });
  });
});
