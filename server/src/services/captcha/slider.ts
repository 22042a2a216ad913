import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { identity } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema/index';
import { randomSecret, sha256 } from '../../security/hash';
import { drawPuzzle, PUZZLE } from './puzzle';

type DragPoint = z.infer<typeof identity.dragPointSchema>;

/** The rules of the self-hosted slider (documented in the server README). */
export const CAPTCHA_POLICY = Object.freeze({
  puzzleTtlMs: 2 * 60_000,
  ticketTtlMs: 2 * 60_000,
  tolerancePx: 6,
  minDragMs: 150,
  maxDragMs: 60_000,
  minSamples: 4,
});

/** Verifies tickets of whichever captcha is configured; the SMS and risk-controlled calls ask it. */
export interface CaptchaProvider {
  readonly name: string;
  consumeTicket(db: Db, ticket: string, randstr: string): Promise<boolean>;
}

export async function issuePuzzle(db: Db) {
  const puzzle = drawPuzzle();
  const id = randomBytes(12).toString('hex');
  await db.insert(captchas).values({ id, answerX: puzzle.x, answerY: puzzle.y, expiresAt: new Date(Date.now() + CAPTCHA_POLICY.puzzleTtlMs) });
  return { captchaId: id, background: puzzle.background, piece: puzzle.piece, width: PUZZLE.width, height: PUZZLE.height, pieceSize: PUZZLE.piece, pieceY: puzzle.y };
}

/**
 * A human drag: enough samples, time moving forward, a duration people take, movement mostly to
 * the right, and the last sample where the piece was dropped.
 */
export function plausibleDrag(trail: readonly DragPoint[], x: number): boolean {
  if (trail.length < CAPTCHA_POLICY.minSamples) return false;
  for (let i = 1; i < trail.length; i++) {
    const prev = trail[i - 1];
    const cur = trail[i];
    if (!prev || !cur || cur.t < prev.t) return false;
  }
  const first = trail[0];
  const last = trail[trail.length - 1];
  if (!first || !last) return false;
  const duration = last.t - first.t;
  if (duration < CAPTCHA_POLICY.minDragMs || duration > CAPTCHA_POLICY.maxDragMs) return false;
  if (Math.abs(first.x) > 20 || Math.abs(last.x - x) > CAPTCHA_POLICY.tolerancePx) return false;
  return trail.every((p) => p.x >= -20 && p.x <= PUZZLE.width);
}

/** One verification per puzzle: ret 0 with a single-use ticket + randstr, or ret 1 (draw a new puzzle). */
export async function verifyPuzzle(db: Db, input: { captchaId: string; x: number; trail: readonly DragPoint[] }) {
  // Claiming the puzzle first makes a second guess at the same puzzle fail even when sent in parallel.
  const [claimed] = await db
    .update(captchas)
    .set({ attempts: sql`${captchas.attempts} + 1` })
    .where(and(eq(captchas.id, input.captchaId), eq(captchas.attempts, 0), gt(captchas.expiresAt, new Date())))
    .returning();
  if (!claimed) return { ret: 1 };
  const solved = Math.abs(input.x - claimed.answerX) <= CAPTCHA_POLICY.tolerancePx && plausibleDrag(input.trail, input.x);
  if (!solved) return { ret: 1 };
  const ticket = randomSecret(24);
  const randstr = randomBytes(8).toString('hex');
  await db
    .update(captchas)
    .set({ solvedAt: new Date(), ticketHash: sha256(ticket), randstr, ticketExpiresAt: new Date(Date.now() + CAPTCHA_POLICY.ticketTtlMs) })
    .where(eq(captchas.id, claimed.id));
  return { ret: 0, ticket, randstr };
}

/** The self-hosted slider as a provider: a ticket is good once, with its randstr, for 2 minutes. */
export const sliderCaptcha: CaptchaProvider = {
  name: 'slider',
  async consumeTicket(db, ticket, randstr) {
    if (!ticket || !randstr) return false;
    const used = await db
      .update(captchas)
      .set({ ticketUsedAt: new Date() })
      .where(and(eq(captchas.ticketHash, sha256(ticket)), eq(captchas.randstr, randstr), isNull(captchas.ticketUsedAt), gt(captchas.ticketExpiresAt, new Date())))
      .returning();
    return used.length > 0;
  },
};
