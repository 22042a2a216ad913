import { identity } from '@marketlens/core/contract';

const { RISK_CODES } = identity;
const MIN = 60_000;

/**
 * Risk control of the risk-controlled login (documented in the server README). Failures count from
 * the later of the window start and the subject's last verified identity or successful login.
 * Freezes last `freezeMs` from the latest failure; once a freeze has passed, the subject still has
 * to verify (the reset rule of its threshold applies).
 */
export const RISK_POLICY = Object.freeze({
  /**
   * Per account and address: the failures one address made on one account freeze that address's
   * password logins of it only, so a stranger cannot lock the owner out (another address, or an
   * SMS code, still signs in).
   */
  account: {
    windowMs: 24 * 60 * MIN,
    /** Failures on the account from any address after which the login without captcha (loginV2) asks for one. */
    captchaAfter: 3,
    rules: [
      { failures: 20, code: RISK_CODES.freezeHighAccount, level: 'freeze-high', freezeMs: 24 * 60 * MIN },
      { failures: 15, code: RISK_CODES.freezeMediumAccount, level: 'freeze-medium', freezeMs: 120 * MIN },
      { failures: 10, code: RISK_CODES.freezeLowAccount, level: 'freeze-low', freezeMs: 30 * MIN },
      { failures: 5, code: RISK_CODES.resetLowAccount, level: 'reset-low', freezeMs: 0 },
    ],
  },
  ip: {
    windowMs: 60 * MIN,
    rules: [
      { failures: 100, code: RISK_CODES.freezeHighIp, level: 'freeze-high', freezeMs: 24 * 60 * MIN },
      { failures: 60, code: RISK_CODES.freezeMediumIp, level: 'freeze-medium', freezeMs: 120 * MIN },
      { failures: 40, code: RISK_CODES.freezeLowIp, level: 'freeze-low', freezeMs: 30 * MIN },
      { failures: 20, code: RISK_CODES.resetLowIp, level: 'reset-low', freezeMs: 0 },
    ],
  },
  /** Failed logins on this many different accounts from one address within the window: credential stuffing. */
  anomalous: { distinctAccounts: 8, windowMs: 10 * MIN, blockMs: 10 * MIN, code: RISK_CODES.anomalousLow },
  /** Accounts flagged for removal review log in only after SMS verification. */
  remove: { code: RISK_CODES.removeLow },
} as const);
