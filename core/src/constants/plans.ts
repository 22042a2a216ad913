/** Membership tiers (spec section 1). */
export const TIERS = Object.freeze({
  starter: 'starter',
  operation: 'operation',
  ultimate: 'ultimate',
  professional: 'professional',
  trial: 'trial',
} as const);
export type Tier = (typeof TIERS)[keyof typeof TIERS];

/** Plan durations; a renewal card extends an existing tier. */
export const DURATIONS = Object.freeze({ month: 'month', quarter: 'quarter', year: 'year', renewalCard: 'renewalCard' } as const);
export type Duration = (typeof DURATIONS)[keyof typeof DURATIONS];

export interface PlanInfo {
  readonly tier: Tier;
  readonly duration: Duration;
}

const cycle = [DURATIONS.month, DURATIONS.quarter, DURATIONS.year] as const;
const entries: [number, PlanInfo][] = [
  // 4 to 9 are all starter plans: the id map of spec section 3 runs them as two month-quarter-year triples.
  ...[4, 5, 6, 7, 8, 9].map((id, i): [number, PlanInfo] => [id, { tier: TIERS.starter, duration: cycle[i % 3] ?? DURATIONS.month }]),
  ...[10, 11, 12].map((id, i): [number, PlanInfo] => [id, { tier: TIERS.operation, duration: cycle[i] ?? DURATIONS.month }]),
  ...[13, 14, 15].map((id, i): [number, PlanInfo] => [id, { tier: TIERS.ultimate, duration: cycle[i] ?? DURATIONS.month }]),
  ...[114, 115, 116].map((id, i): [number, PlanInfo] => [id, { tier: TIERS.professional, duration: cycle[i] ?? DURATIONS.month }]),
  [16, { tier: TIERS.trial, duration: DURATIONS.month }],
  [50, { tier: TIERS.operation, duration: DURATIONS.renewalCard }],
  [51, { tier: TIERS.ultimate, duration: DURATIONS.renewalCard }],
  [117, { tier: TIERS.professional, duration: DURATIONS.renewalCard }],
];

/** Membership plan id → tier and duration. */
export const PLANS: ReadonlyMap<number, PlanInfo> = new Map(entries.map(([id, info]) => [id, Object.freeze(info)]));

/** The tier and duration of a plan id, or undefined for an unknown id. */
export function planOf(id: number): PlanInfo | undefined {
  return PLANS.get(id);
}
