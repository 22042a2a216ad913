export { createAuth, type Auth, type CreateAuthOptions } from './create-auth';
export { createAuthState, type Account, type AuthState, type AuthStateStore, type Risk } from './flow-state';
export { LOGIN_MODES, LOGIN_TYPES, MESSAGE_PURPOSES, REGISTER_SUCCESS_PATH, type LoginMode, type LoginType, type MessagePurpose } from './modes';
export { isMembershipExpired, type MembershipDates } from './membership';
export { createSmsCountdown, smsButtonLabel, type SmsButtonState, type SmsCountdown } from './sms-countdown';
export { REGISTRATION_PROMPT_KEY, createRegistrationPrompt, nextMidnight, type RegistrationPromptDeps } from './registration-prompt';
export { activityExpandInfo, activityInviteCode, captureInvite } from './invite-capture';
export { loadAccountData, loadPromoteType, logout, restoreSession, saveLogin } from './account-data';
export { continueLogin, loginWithPassword, loginWithSms, loginWithWechat, verifyRisk } from './login-flow';
export { completeLogin, selectAccount } from './complete-login';
export { createLoginQr, type LoginQr, type LoginQrOptions, type LoginQrState, type QrPhase } from './login-qr';
export { wechatBindQr, wechatLoginQr, type SheetQrOptions } from './wechat-qr';
export { bindWechat, checkUserExists, register, registerWithWechat, registrationSchema, resetPassword, sendSmsCode, setPassword, type PromoteAttribution, type RegistrationForm, type RegistrationOptions } from './register-flow';
export { NO_CODE, attempt, type Outcome } from './attempt';
export type { AuthDeps } from './deps';
export { useAuthState, useLoginQr, useSmsCountdown } from './hooks';
export {
  CODES,
  EXEMPT_CODES,
  RESETTABLE_RISK_CODES,
  RISK_CODES,
  RISK_LEVELS,
  VERIFICATION_TYPES,
  isResettableRisk,
  isRiskCode,
  riskLevelOf,
  type RiskLevel,
  type VerificationType,
} from '../codes/index';
export { SESSION_KEYS } from '../http/headers';
export { clearSession, parseUserCookie, readIsLogin, readStoredUser, writeSession, storedUserSchema, type StoredUser } from '../session/index';
