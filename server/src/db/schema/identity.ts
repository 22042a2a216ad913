import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Customer-service contacts; empty QR slots fall back to the first (spec section 3). */
export const serviceContacts = pgTable('service_contacts', {
  id: integer('id').primaryKey(),
  nickName: text('nick_name').notNull(),
  weChatUrl: text('wechat_url').notNull(),
  weChatUrl2: text('wechat_url2').notNull().default(''),
  weChatUrl3: text('wechat_url3').notNull().default(''),
  weChatUrl4: text('wechat_url4').notNull().default(''),
});

/** Registration channels (promotion landing pages) and partner organisations. */
export const channels = pgTable('channels', {
  urlCode: text('url_code').primaryKey(),
  /** The channel's own promote page `/promote/{index}`; null when it has none. */
  pageIndex: integer('page_index').unique(),
  channelName: text('channel_name').notNull(),
  channelType: integer('channel_type').notNull(),
  logo: text('logo').notNull(),
  logoTitle: text('logo_title').notNull(),
  loginLabel: text('login_label').notNull(),
  link: text('link').notNull(),
  organId: integer('organ_id'),
  organName: text('organ_name'),
  organContact: text('organ_contact'),
  serviceContactId: integer('service_contact_id'),
  /** The partner's application id (the `appId` of its links), unique when given. */
  appId: text('app_id').unique(),
  /** Switched off: its pages show the product's header and registrations are not attributed to it. */
  enabled: boolean('enabled').notNull().default(true),
});

/** Accounts: a main account is a phone number; sub-accounts log in by name and share their main account's membership. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().default(1),
    account: text('account').notNull().unique(),
    mobile: text('mobile').notNull(),
    nickName: text('nick_name').notNull(),
    passwordHash: text('password_hash'),
    mainUserId: integer('main_user_id'),
    distinctId: text('distinct_id').notNull(),
    /** Refused at login and on signed-in calls (HTTP 403 RESTRICT_LOGIN). */
    restricted: boolean('restricted').notNull().default(false),
    /** Must log in on the PC client (code 10099 elsewhere). */
    pcVerify: boolean('pc_verify').notNull().default(false),
    /** Flagged for removal review (risk code 70002) until verified by SMS. */
    removeFlag: boolean('remove_flag').notNull().default(false),
    /** Banned by an operator from asking and answering in the community. */
    postingBanned: boolean('posting_banned').notNull().default(false),
    wechatOpenId: text('wechat_open_id').unique(),
    wechatNickName: text('wechat_nick_name'),
    avatarUrl: text('avatar_url').notNull().default(''),
    channelCode: text('channel_code'),
    invite: text('invite'),
    serviceContactId: integer('service_contact_id'),
    createdAt: createdAt(),
  },
  (t) => [index('users_mobile_idx').on(t.mobile), index('users_main_idx').on(t.mainUserId)],
);

/** Access tokens, stored as SHA-256 of the random token. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** SHA-256 of the Control-T value issued with the token; the five token paths must carry it. */
    controlTHash: text('control_t_hash'),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

/** Single-use, short-lived secrets: login credentials, risk credentials, passport auth codes. */
export const oneTimeSecrets = pgTable('one_time_secrets', {
  secretHash: text('secret_hash').primaryKey(),
  kind: text('kind').notNull(),
  userId: integer('user_id'),
  /** Kind-specific facts (risk code and subject, passport client and callback). */
  data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** SMS codes sent, stored hashed; the outbox keeps the text only in development. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    sendType: text('send_type').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** What the local outbox provider "sent" (read at /api/dev/sms-outbox). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull(),
  code: text('code').notNull(),
  sendType: text('send_type').notNull(),
  createdAt: createdAt(),
});

/** Slider puzzles and the tickets they issue. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    /** The address the puzzle was issued to: failures and open puzzles are counted per address. */
    ip: text('ip').notNull().default(''),
    answerX: integer('answer_x').notNull(),
    answerY: integer('answer_y').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    solvedAt: at('solved_at'),
    ticketHash: text('ticket_hash').unique(),
    randstr: text('randstr'),
    ticketExpiresAt: at('ticket_expires_at'),
    ticketUsedAt: at('ticket_used_at'),
    failedAt: at('failed_at'),
  },
  (t) => [index('captchas_ip_idx').on(t.ip, t.createdAt)],
);

/** Every password or code login attempt: the input of risk control. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_account_idx').on(t.account, t.createdAt), index('login_attempts_ip_idx').on(t.ip, t.createdAt)],
);

/** A verified identity clears the risk of its subject (`account:<a>` or `ip:<ip>`) up to this moment. */
export const riskResets = pgTable('risk_resets', {
  subject: text('subject').primaryKey(),
  resetAt: at('reset_at').notNull(),
});

/** WeChat QR login scenes. */
export const wechatScenes = pgTable('wechat_scenes', {
  sceneId: text('scene_id').primaryKey(),
  openId: text('open_id'),
  nickName: text('nick_name'),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  scannedAt: at('scanned_at'),
  usedAt: at('used_at'),
});

/** Membership of a main account (spec section 3: plan ids, maturityTime, bonus.endTime). */
export const memberships = pgTable('memberships', {
  userId: integer('user_id').primaryKey(),
  planId: integer('plan_id'),
  maturityTime: at('maturity_time'),
  bonusEndTime: at('bonus_end_time'),
  trialClaimedAt: at('trial_claimed_at'),
});

/**
 * Main categories bound to a main account, one row per slot (0 … the plan's number − 1). A slot's
 * category changes at most once per 30 days (`changedAt`, null until the first change).
 */
export const userCategories = pgTable(
  'user_categories',
  {
    userId: integer('user_id').notNull(),
    typeId: integer('type_id').notNull(),
    slot: integer('slot').notNull().default(0),
    createdAt: createdAt(),
    changedAt: at('changed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.typeId] }), uniqueIndex('user_categories_slot_idx').on(t.userId, t.slot)],
);

/** Per-account popup switches of isOpenWindowV2 (defaults apply where no row exists). */
export const userWindows = pgTable(
  'user_windows',
  { userId: integer('user_id').notNull(), openType: text('open_type').notNull(), openFlag: boolean('open_flag').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.openType] })],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  type: integer('type').notNull(),
  complaint: text('complaint').notNull().default(''),
  problemDescription: text('problem_description').notNull(),
  imgUrl: text('img_url').notNull().default(''),
  ip: text('ip').notNull(),
  /** open until an operator answers or closes it. */
  status: text('status', { enum: ['open', 'answered', 'closed'] }).notNull().default('open'),
  answer: text('answer').notNull().default(''),
  answeredAt: at('answered_at'),
  answeredBy: text('answered_by'),
  createdAt: createdAt(),
}, (t) => [index('feedback_user_idx').on(t.userId, t.id), index('feedback_status_idx').on(t.status, t.id)]);

export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
  amount: integer('amount').notNull(),
  threshold: integer('threshold').notNull(),
  planIds: jsonb('plan_ids').$type<number[]>().notNull(),
  validUntil: at('valid_until').notNull(),
  /** How many may be given out in all (null: no limit); each member holds one at most. */
  stock: integer('stock'),
  /** Given out so far, counted in the statement that checks the stock (services/promote/coupons.ts). */
  issued: integer('issued').notNull().default(0),
});

export const userCoupons = pgTable(
  'user_coupons',
  { userId: integer('user_id').notNull(), couponId: integer('coupon_id').notNull(), claimedAt: createdAt(), usedAt: at('used_at') },
  (t) => [primaryKey({ columns: [t.userId, t.couponId] })],
);
