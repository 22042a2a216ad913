/** Business codes of the identity, distribution and promotion calls beyond 200 (documented in the server README). */
export const IDENTITY_CODES = Object.freeze({
  invalidMobile: 10_001,
  wrongCredentials: 10_002,
  weakPassword: 10_003,
  passwordMismatch: 10_004,
  mobileRegistered: 10_005,
  mobileNotRegistered: 10_006,
  smsCodeWrong: 10_007,
  smsCodeExpired: 10_008,
  captchaFailed: 10_009,
  captchaTicketInvalid: 10_010,
  credentialInvalid: 10_011,
  sceneInvalid: 10_012,
  sceneNotConfirmed: 10_013,
  wechatAlreadyBound: 10_014,
  accountRestricted: 10_015,
  giftAlreadyClaimed: 10_016,
  notFound: 10_017,
  authCodeInvalid: 10_018,
  /** The trial gift is switched off in the console. */
  giftUnavailable: 10_019,
  /** The account must be verified on the PC client (spec section 8). */
  pcVerifyRequired: 10_099,
  noPrivateChannel: 30_005,
  privateChannelUnbound: 30_006,
  privateChannelMissing: 30_007,
});

/** Risk-control codes (spec section 8); resettable ones are cleared by /user/identity/verify. */
export const RISK_CODES = Object.freeze({
  resetLowAccount: 90_001,
  freezeLowAccount: 90_002,
  freezeMediumAccount: 90_003,
  freezeHighAccount: 90_004,
  resetLowIp: 90_005,
  freezeLowIp: 90_006,
  freezeMediumIp: 90_007,
  freezeHighIp: 90_008,
  anomalousLow: 70_001,
  removeLow: 70_002,
});
export const RESETTABLE_RISK_CODES: readonly number[] = Object.freeze([90_001, 90_005, 70_002]);

/** The level of each risk code (spec section 8); clients and server read levels from here. */
export const RISK_CODE_LEVELS = Object.freeze({
  [RISK_CODES.resetLowAccount]: 'reset-low',
  [RISK_CODES.freezeLowAccount]: 'freeze-low',
  [RISK_CODES.freezeMediumAccount]: 'freeze-medium',
  [RISK_CODES.freezeHighAccount]: 'freeze-high',
  [RISK_CODES.resetLowIp]: 'reset-low',
  [RISK_CODES.freezeLowIp]: 'freeze-low',
  [RISK_CODES.freezeMediumIp]: 'freeze-medium',
  [RISK_CODES.freezeHighIp]: 'freeze-high',
  [RISK_CODES.anomalousLow]: 'anomalous-low',
  [RISK_CODES.removeLow]: 'remove-low',
} as const satisfies Record<number, string>);

/**
 * Refusals of the request pipeline's anti-abuse checks, answered with HTTP 403 (documented in the
 * server README): the timestamp header is missing or outside the clock window, the risk token does
 * not match the request, the RSA anti-bot code is missing or does not decrypt to a consistent payload.
 */
export const ANTI_ABUSE_CODES = Object.freeze({
  clock: 41_001,
  riskToken: 41_002,
  antiBot: 41_003,
});
