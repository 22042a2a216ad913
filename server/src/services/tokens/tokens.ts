import { and, eq, gt, isNull } from 'drizzle-orm';
import { accessTokens, oneTimeSecrets } from '../../db/schema/index';
import { randomSecret, sha256 } from '../../security/hash';
import type { Tx } from '../../db/client';

/** Lifetimes of the identity secrets (documented in the server README). */
export const TOKEN_POLICY = Object.freeze({
  accessTokenTtlMs: 7 * 24 * 60 * 60_000,
  loginCredentialTtlMs: 5 * 60_000,
  riskCredentialTtlMs: 10 * 60_000,
  authCodeTtlMs: 2 * 60_000,
});

export const SECRET_KINDS = Object.freeze({ login: 'login', risk: 'risk', passport: 'passport' } as const);
export type SecretKind = (typeof SECRET_KINDS)[keyof typeof SECRET_KINDS];

/** Issues a single-use secret; only its hash is stored. */
export async function issueSecret(db: Tx, kind: SecretKind, userId: number | null, data: Record<string, string | number>, ttlMs: number): Promise<string> {
  const secret = randomSecret(24);
  await db.insert(oneTimeSecrets).values({ secretHash: sha256(secret), kind, userId, data, expiresAt: new Date(Date.now() + ttlMs) });
  return secret;
}

/** Uses a secret once: undefined when unknown, of another kind, expired or already used. */
/** A one-time secret that can still be used, left unused. */
export async function peekSecret(db: Tx, kind: SecretKind, secret: string) {
  const [row] = await db
    .select()
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.secretHash, sha256(secret)), eq(oneTimeSecrets.kind, kind), isNull(oneTimeSecrets.usedAt), gt(oneTimeSecrets.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function consumeSecret(db: Tx, kind: SecretKind, secret: string) {
  const [row] = await db
    .update(oneTimeSecrets)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeSecrets.secretHash, sha256(secret)), eq(oneTimeSecrets.kind, kind), isNull(oneTimeSecrets.usedAt), gt(oneTimeSecrets.expiresAt, new Date())))
    .returning();
  return row;
}

/** A random 256-bit access token, stored hashed, valid 7 days. */
export async function issueAccessToken(db: Tx, userId: number): Promise<string> {
  const token = randomSecret(32);
  await db.insert(accessTokens).values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + TOKEN_POLICY.accessTokenTtlMs) });
  return token;
}

/** A new access token with its Control-T value; only their hashes are stored. */
export async function issueSession(db: Tx, userId: number): Promise<{ token: string; controlT: string }> {
  const token = randomSecret(32);
  const controlT = randomSecret(18);
  await db.insert(accessTokens).values({ tokenHash: sha256(token), controlTHash: sha256(controlT), userId, expiresAt: new Date(Date.now() + TOKEN_POLICY.accessTokenTtlMs) });
  return { token, controlT };
}

export async function revokeToken(db: Tx, tokenHash: string): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt)));
}

/** Ends every session of an account (after a password reset). */
export async function revokeAllTokens(db: Tx, userId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}
