import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { admin } from '@marketlens/core/contract';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type OperatorRole = admin.OperatorRole;

/** Operators of the console (DECISIONS.md §14): separate from members, created only by the server's command. */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  role: text('role').$type<OperatorRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Base32 TOTP secret of the operator's authenticator app. */
  totpSecret: text('totp_secret').notNull(),
  /** Time step of the last accepted code: a code is accepted once. */
  lastTotpStep: integer('last_totp_step').notNull().default(0),
  disabledAt: at('disabled_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Console sessions: SHA-256 of the cookie's token, a hard end and an idle limit. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Every change an operator makes; append-only (a trigger refuses UPDATE and DELETE, see db/guards.ts). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    operatorName: text('operator_name').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_operator_idx').on(t.operatorId, t.id), index('audit_log_action_idx').on(t.action, t.id)],
);
