import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';

import { intQuery, mobileField, passwordField, smsCodeField, text } from './identity-fields';

export { intQuery, mobileField, passwordField, smsCodeField, text } from './identity-fields';
export { ANTI_ABUSE_CODES, IDENTITY_CODES, RESETTABLE_RISK_CODES, RISK_CODES, RISK_CODE_LEVELS } from './identity-codes';

export const VERIFY_TYPES = Object.freeze(['message', 'qrCode', 'password'] as const);
export type VerifyType = (typeof VERIFY_TYPES)[number];
export const RISK_LEVELS = Object.freeze(['reset-low', 'freeze-low', 'freeze-medium', 'freeze-high', 'anomalous-low', 'remove-low'] as const);
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Message purposes of an SMS: log in, reset password, register. */
export const SEND_TYPES = Object.freeze(['log', 'res', 'reg'] as const);
export type SendType = (typeof SEND_TYPES)[number];

export const LOGIN_ACTIONS = Object.freeze(['accountLogin', 'accountLoginV2', 'smsAccountLogin', 'wechatVerifyLogin', 'auth2CodeLogin'] as const);
export type LoginAction = (typeof LOGIN_ACTIONS)[number];

// ---- Shapes ----

/** One account a login may continue with (main account or one of its sub-accounts). */
export const accountSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  nickName: z.string(),
  accountType: z.enum(['main', 'sub']),
});
export type Account = z.infer<typeof accountSchema>;

/** The stored user object (spec section 3: it carries userToken). */
export const userSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  nickName: z.string(),
  mobile: z.string(),
  accountType: z.enum(['main', 'sub']),
  mainUserId: z.number().int().nullable(),
  tenantId: z.number().int(),
  /** The access token again, where the site's pipeline reads it from the USER_STORE cookie. */
  userToken: z.string(),
  /** Whether the account has a password (SMS-only registrations have none). */
  passwordStatus: z.boolean(),
  wechatBound: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** What a risk-controlled login answers along with a risk code (90001-90008, 70001, 70002). */
export const riskSchema = z.object({
  level: z.enum(RISK_LEVELS),
  resettable: z.boolean(),
  verifyTypes: z.array(z.enum(VERIFY_TYPES)),
  /** Short-lived credential for /user/identity/verify; present when resettable. */
  credential: z.string().optional(),
  /** Seconds until a freeze ends. */
  retryAfter: z.number().int().optional(),
});
export type Risk = z.infer<typeof riskSchema>;

const loginResult = {
  mainAccount: accountSchema.optional(),
  subAccount: z.array(accountSchema).optional(),
  /** Single-use proof of the login, exchanged for an access token within 5 minutes. */
  loginCredential: z.string().optional(),
  distinctId: z.string().optional(),
  /** True when an SMS login created the account. */
  newSubscriber: z.boolean().optional(),
  risk: riskSchema.optional(),
};
export const loginResponse = envelope(loginResult);
export type LoginResponse = z.infer<typeof loginResponse>;

const captchaPair = { ticket: text(100), randstr: text(100) };
const campaign = {
  invite: text(64).optional(),
  invite_channel: text(64).optional(),
  firstId: text(128).optional(),
  searchWord: text(200).optional(),
  keyWord: text(200).optional(),
};
const empty = envelope({});

/** The registration modes an account can be attributed to (spec section 4's login flow modes that register). */
export const REGISTER_MODES = Object.freeze(['accout_register', 'sms_login', 'qr_code_bind_wx', 'promote_register', 'promote_register_fast', 'promote_regsiter_bind_wx', 'activity_register'] as const);
export type RegisterMode = (typeof REGISTER_MODES)[number];
/** Where a registration came from beyond the invite: the promote page's channel, utm, promotion, mode and page. */
const attribution = {
  urlCode: text(64).optional(),
  utm: text(64).optional(),
  promotionId: z.number().int().positive().optional(),
  mode: z.enum(REGISTER_MODES).optional(),
  landingPath: text(200).optional(),
};

// ---- SMS and captcha ----

/** POST /public/message: sends an SMS code; the query carries a passed captcha. */
export const sendMessage = defineCall({
  service: 'identity', method: 'POST', path: '/public/message',
  query: z.object({ sendType: z.enum(SEND_TYPES), mobilePhone: mobileField, ...captchaPair, userIp: text(64).optional() }),
  response: empty,
});
const sendBody = z.object({ appName: text(64).optional(), sendType: z.enum(SEND_TYPES), mobilePhone: mobileField, ...captchaPair });
/** POST /public/sendMessageV2. */
export const sendMessageV2 = defineCall({ service: 'identity', method: 'POST', path: '/public/sendMessageV2', body: sendBody, response: empty });
/** POST /public/sendMessageV3. */
export const sendMessageV3 = defineCall({ service: 'identity', method: 'POST', path: '/public/sendMessageV3', body: sendBody, response: empty });
/** POST /public/sendTencentMessage (the spec's sendTencentMessage): type is the message purpose. */
export const sendTencentMessage = defineCall({
  service: 'identity', method: 'POST', path: '/public/sendTencentMessage',
  body: z.object({ type: z.enum(SEND_TYPES), mobile: mobileField, ...captchaPair }),
  response: empty,
});
/** POST /user/hasUserSendMessageV2: sends a login code only to a registered number. */
export const hasUserSendMessageV2 = defineCall({
  service: 'identity', method: 'POST', path: '/user/hasUserSendMessageV2',
  body: z.object({ appName: text(64).optional(), mobilePhone: mobileField, tenantId: z.number().int().optional(), ...captchaPair, channelId: z.number().int().optional() }),
  response: envelope({ exist: z.boolean().optional() }),
});
/** POST /captcha/getUserSessionId: a random 16-character session id for the captcha and the anti-bot code. */
export const getUserSessionId = defineCall({
  service: 'identity', method: 'POST', path: '/captcha/getUserSessionId',
  response: envelope({ sessionId: z.string().optional() }),
});
/** POST /captcha/slider/issue: a new slider puzzle (background with a gap, and the piece). */
export const issueSliderCaptcha = defineCall({
  service: 'identity', method: 'POST', path: '/captcha/slider/issue',
  body: z.object({ sessionId: text(32).optional() }).optional(),
  response: envelope({
    captchaId: z.string().optional(),
    /** data: URLs of PNG images (the background with the gap and decoys, the piece as a strip as tall as it). */
    background: z.string().optional(),
    piece: z.string().optional(),
    width: z.number().int().optional(),
    height: z.number().int().optional(),
    pieceSize: z.number().int().optional(),
    /** Top edge of the piece in the background, in pixels. */
    pieceY: z.number().int().optional(),
  }),
});
/** One sample of the drag: x in pixels, y in pixels, t in ms since the drag began. */
export const dragPointSchema = z.object({ x: z.number(), y: z.number(), t: z.number() });
/** POST /captcha/slider/verify: ret 0 gives a single-use ticket and randstr valid 2 minutes. */
export const verifySliderCaptcha = defineCall({
  service: 'identity', method: 'POST', path: '/captcha/slider/verify',
  body: z.object({ captchaId: text(64), x: z.number().min(-1000).max(1000), trail: z.array(dragPointSchema).max(2000) }),
  response: envelope({ ret: z.number().int(), ticket: z.string().optional(), randstr: z.string().optional() }),
});

// ---- Login, tokens, registration ----

/** Body of both login calls. */
export const loginBodySchema = z.object({
  appName: text(64).optional(),
  action: z.enum(LOGIN_ACTIONS),
  data: z.object({
    account: text(64).optional(),
    password: z.string().max(32).optional(),
    /** Captcha ticket. */
    code: text(100).optional(),
    randstr: text(100).optional(),
    /** SMS code, WeChat scene id or passport auth code, by action. */
    messageCode: text(100).optional(),
    tenantId: z.number().int().optional(),
  }),
  risk: z.boolean().optional(),
  isJcap: z.boolean().optional(),
  credential: text(200).optional(),
  ...campaign,
});
/** POST /user/loginQbt3AccountPc: risk-controlled login (captcha ticket, risk codes). */
export const loginPc = defineCall({ service: 'identity', method: 'POST', path: '/user/loginQbt3AccountPc', body: loginBodySchema, response: loginResponse });
/** POST /user/loginQbt3AccountV2: login without risk control (answers 10099 for accounts that need the PC client). */
export const loginV2 = defineCall({ service: 'identity', method: 'POST', path: '/user/loginQbt3AccountV2', body: loginBodySchema, response: loginResponse });
/** POST /user/identity/verify: clears a resettable risk by SMS, QR scan or password and completes the login. */
export const identityVerify = defineCall({
  service: 'identity', method: 'POST', path: '/user/identity/verify',
  body: z.object({
    credential: text(200),
    verifyType: z.enum(VERIFY_TYPES),
    messageCode: text(100).optional(),
    sceneId: text(100).optional(),
    password: z.string().max(32).optional(),
  }),
  response: loginResponse,
});
/** POST /user/createQbt3AccessTokenV2: exchanges a login credential for an access token of one account. */
export const createAccessToken = defineCall({
  service: 'identity', method: 'POST', path: '/user/createQbt3AccessTokenV2',
  body: z.object({ account: text(64), loginCredential: text(200), checkChannelId: z.number().int().optional() }),
  /** controlT: the value the five token paths carry in the Control-T header with this token. */
  response: envelope({ accessToken: z.string().optional(), controlT: z.string().optional(), user: userSchema.optional() }),
});
/** POST /user/logout: revokes the access token of the request. */
export const logout = defineCall({ service: 'identity', method: 'POST', path: '/user/logout', response: empty });

const expandInfo = text(500).optional();
const registerResponse = envelope({
  isUpgrade: z.boolean().optional(),
  distinctId: z.string().optional(),
  accessToken: z.string().optional(),
  controlT: z.string().optional(),
  user: userSchema.optional(),
  /** The coupon of the promotion registered through, when this registration credited it. */
  couponId: z.number().int().nullable().optional(),
});
/** POST /user/registerUserV2: registers by SMS code (password optional); an existing number logs in with isUpgrade. */
export const registerUser = defineCall({
  service: 'identity', method: 'POST', path: '/user/registerUserV2',
  body: z.object({
    account: mobileField, code: smsCodeField, password: z.string().max(32).optional(), tenantId: z.number().int().optional(),
    realPush: z.union([z.boolean(), z.number(), z.string().max(16)]).optional(), expandInfo, ...campaign, ...attribution,
  }),
  response: registerResponse,
});
export type RegisterBody = z.infer<NonNullable<typeof registerUser.body>>;
/** POST /user/createUserAndBindWxV2: registers (or upgrades) a number and binds the WeChat of a scanned scene. */
export const createUserAndBindWx = defineCall({
  service: 'identity', method: 'POST', path: '/user/createUserAndBindWxV2',
  body: z.object({
    userName: mobileField, code: smsCodeField, password: z.string().max(32).optional(), passwordConfirm: z.string().max(32).optional(),
    sceneId: text(100), expandInfo, ...campaign, ...attribution,
  }),
  response: registerResponse,
});
/** POST /public/resetPassword. */
export const resetPassword = defineCall({
  service: 'identity', method: 'POST', path: '/public/resetPassword',
  body: z.object({ phone: mobileField, code: smsCodeField, password: passwordField, confirmPassword: passwordField, tenantId: z.number().int().optional() }),
  response: empty,
});
/** POST /user/setPassword (signed in): the first password of an account registered without one (fast registration). */
export const setPassword = defineCall({
  service: 'identity', method: 'POST', path: '/user/setPassword',
  body: z.object({ password: passwordField, confirmPassword: passwordField }),
  response: envelope({ passwordStatus: z.boolean().optional() }),
});
/** GET /user/hasUserByMobile?userName. */
export const hasUserByMobile = defineCall({
  service: 'identity', method: 'GET', path: '/user/hasUserByMobile',
  query: z.object({ userName: mobileField }),
  response: envelope({ exist: z.boolean().optional() }),
});
/** GET /user/auth/passport: a single-use auth code for a registered client (signed in). */
export const authPassport = defineCall({
  service: 'identity', method: 'GET', path: '/user/auth/passport',
  query: z.object({ callbackUrl: z.string().url().max(500), clientId: text(64) }),
  response: envelope({ authCode: z.string().optional(), redirectUrl: z.string().optional() }),
});

// ---- WeChat ----

export const QR_STATUSES = Object.freeze(['waiting', 'scanned', 'expired'] as const);
/** POST /wechat/createLoginQrcode: a scene id and its QR image. */
export const createLoginQrcode = defineCall({
  service: 'identity', method: 'POST', path: '/wechat/createLoginQrcode',
  query: z.object({ appId: text(64).optional(), channelId: intQuery().optional() }),
  response: envelope({ sceneId: z.string().optional(), qrcodeUrl: z.string().optional(), scanUrl: z.string().optional(), expiresIn: z.number().int().optional() }),
});
/** GET /wechat/loginQrcodeStatus: polled by the login page; `bound` says whether wechatVerifyLogin will succeed. */
export const loginQrcodeStatus = defineCall({
  service: 'identity', method: 'GET', path: '/wechat/loginQrcodeStatus',
  query: z.object({ sceneId: text(100) }),
  response: envelope({ status: z.enum(QR_STATUSES).optional(), bound: z.boolean().optional() }),
});
/** POST /user/addWeiXinBind?scentId: binds the WeChat of a scanned scene to the signed-in account. */
export const addWeiXinBind = defineCall({
  service: 'identity', method: 'POST', path: '/user/addWeiXinBind',
  query: z.object({ scentId: text(100).optional() }),
  response: envelope({ wechatBound: z.boolean().optional() }),
});
/** POST /user/channelUserInfo: the WeChat-side profile; comments holds the avatar URL. */
export const channelUserInfo = defineCall({
  service: 'identity', method: 'POST', path: '/user/channelUserInfo',
  response: envelope({ data: z.object({ userId: z.number().int(), nickName: z.string(), comments: z.string(), mobile: z.string(), wechatBound: z.boolean() }).optional() }),
});


export * from './identity-account';
