import { describe, expect, it } from 'vitest';
import { EXEMPT_CODES, RESETTABLE_RISK_CODES, RISK_CODES, isResettableRisk, isRiskCode, riskLevelOf } from '../codes/index';
import { CATEGORIES, CHANNELS, HISTORY_CLEAR_TYPES, LIMITS, PLANS, historyListOf, planOf } from './index';

describe('constants', () => {
  it('maps every membership plan id to its tier, with renewal cards for 50, 51 and 117', () => {
    for (const id of [4, 5, 6, 7, 8, 9]) expect(planOf(id)?.tier).toBe('starter');
    expect(planOf(4)?.duration).toBe('month');
    expect(planOf(9)?.duration).toBe('year');
    expect([10, 11, 12].map((id) => planOf(id)?.tier)).toEqual(['operation', 'operation', 'operation']);
    expect(planOf(13)?.tier).toBe('ultimate');
    expect(planOf(116)).toEqual({ tier: 'professional', duration: 'year' });
    expect(planOf(16)?.tier).toBe('trial');
    expect([50, 51, 117].map((id) => planOf(id))).toEqual([
      { tier: 'operation', duration: 'renewalCard' },
      { tier: 'ultimate', duration: 'renewalCard' },
      { tier: 'professional', duration: 'renewalCard' },
    ]);
    expect(planOf(3)).toBeUndefined();
    expect(PLANS.size).toBe(19);
  });

  it('keeps the spec limits, channels and the twelve categories', () => {
    expect(LIMITS).toMatchObject({ registrationPromptDelayMs: 150_000, smsCountdownSeconds: 60, clockSkewToleranceMs: 540_000, requestTimeoutMs: 10_000, headerScrollThresholdPx: 42 });
    expect(CHANNELS).toMatchObject({ channelId: 2, channelIdAlt: 6, tenantId: 1, tokenChannelId: 2, defaultActivityId: 4 });
    expect(CATEGORIES).toHaveLength(12);
    expect(HISTORY_CLEAR_TYPES).toEqual({ good: 1, mall: 2, hot_words: 4 });
    expect(historyListOf(4)).toBe('hot_words');
    expect(historyListOf(3)).toBeUndefined();
  });

  it('knows the risk codes with their levels and the resettable ones', () => {
    expect(RISK_CODES.size).toBe(10);
    expect(riskLevelOf(90001)).toBe('reset-low');
    expect(riskLevelOf(90006)).toBe('freeze-low');
    expect(riskLevelOf(90007)).toBe('freeze-medium');
    expect(riskLevelOf(90008)).toBe('freeze-high');
    expect(riskLevelOf(70001)).toBe('anomalous-low');
    expect(riskLevelOf(70002)).toBe('remove-low');
    expect([...RESETTABLE_RISK_CODES]).toEqual([90001, 90005, 70002]);
    expect(isResettableRisk(90002)).toBe(false);
    expect(isRiskCode(10099)).toBe(false);
    expect(EXEMPT_CODES.has(10099) && EXEMPT_CODES.has(0) && !EXEMPT_CODES.has(10001)).toBe(true);
  });
});
