/** The 13 modes of the login sheet (spec section 4; the values keep the backend's spellings). */
export const LOGIN_MODES = Object.freeze({
  qrCodeLogin: 'qr_code_login',
  qrCodeBindWx: 'qr_code_bind_wx',
  accountLogin: 'account_login',
  accountRegister: 'accout_register',
  smsLogin: 'sms_login',
  accountSelect: 'accout_select',
  passwordReset: 'password_reset',
  identityAuth: 'indentity_auth',
  authSuccess: 'auth_success',
  promoteRegister: 'promote_register',
  promoteRegisterBindWx: 'promote_regsiter_bind_wx',
  promoteRegisterFast: 'promote_register_fast',
  activityRegister: 'activity_register',
} as const);
export type LoginMode = (typeof LOGIN_MODES)[keyof typeof LOGIN_MODES];

/** Purposes of an SMS code: log in, reset the password, register. */
export const MESSAGE_PURPOSES = Object.freeze({ login: 'log', reset: 'res', register: 'reg' } as const);
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[keyof typeof MESSAGE_PURPOSES];

/** The two tabs of the login sheet; password is the default. */
export const LOGIN_TYPES = Object.freeze({ password: 'password', sms: 'sms' } as const);
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES];

/** Where the normal registration goes on success. */
export const REGISTER_SUCCESS_PATH = '/promote/mobile/success';
