// Client-side views of the contract's codes (src/contract/identity-codes.ts is the one source).
// That module holds plain constants, so importing the codes never brings in the schemas.
import { IDENTITY_CODES, RESETTABLE_RISK_CODES as CONTRACT_RESETTABLE, RISK_CODE_LEVELS } from '../contract/identity-codes';

/** Business codes of response bodies (spec section 8). */
export const CODES = Object.freeze({
  success: 200,
  /** Some services answer success as 0. */
  ok: 0,
  /** Login: the account must verify on the PC client. */
  needsPcVerify: IDENTITY_CODES.pcVerifyRequired,
  /** Promote type: the user has no private-domain channel; the promote type is set to 0 silently. */
  promoteTypeUnset: IDENTITY_CODES.noPrivateChannel,
  /** Promote type: the user's private-domain channel is not bound. */
  promoteChannelUnbound: IDENTITY_CODES.privateChannelUnbound,
});

/** Risk-control levels of the risk codes. */
export const RISK_LEVELS = Object.freeze({
  resetLow: 'reset-low',
  freezeLow: 'freeze-low',
  freezeMedium: 'freeze-medium',
  freezeHigh: 'freeze-high',
  anomalousLow: 'anomalous-low',
  removeLow: 'remove-low',
} as const satisfies Record<string, (typeof RISK_CODE_LEVELS)[keyof typeof RISK_CODE_LEVELS]>);
export type RiskLevel = (typeof RISK_LEVELS)[keyof typeof RISK_LEVELS];

/** Risk codes and their levels (spec section 8). */
export const RISK_CODES: ReadonlyMap<number, RiskLevel> = new Map(Object.entries(RISK_CODE_LEVELS).map(([code, level]) => [Number(code), level]));

/** Risk codes the user can clear by verifying (then resetting the password). */
export const RESETTABLE_RISK_CODES: ReadonlySet<number> = new Set(CONTRACT_RESETTABLE);

/** How a risk-controlled login is verified. */
export const VERIFICATION_TYPES = Object.freeze({ message: 'message', qrCode: 'qrCode', password: 'password' } as const);
export type VerificationType = (typeof VERIFICATION_TYPES)[keyof typeof VERIFICATION_TYPES];

export function isRiskCode(code: number): boolean {
  return RISK_CODES.has(code);
}

export function riskLevelOf(code: number): RiskLevel | undefined {
  return RISK_CODES.get(code);
}

export function isResettableRisk(code: number): boolean {
  return RESETTABLE_RISK_CODES.has(code);
}

/**
 * Codes whose body message the pipeline does not show as a warning: the flows that receive them
 * show their own message (the 10099 verification, risk control, the silent promote-type case).
 */
export const EXEMPT_CODES: ReadonlySet<number> = new Set([CODES.success, CODES.ok, CODES.needsPcVerify, CODES.promoteTypeUnset, ...RISK_CODES.keys()]);
