import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { identity } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema/index';
import { randomSecret, sha256 } from '../../security/hash';
import { DECOYS_BY_LEVEL, drawPuzzle, PUZZLE } from './puzzle';

type DragPoint = z.infer<typeof identity.dragPointSchema>;

/** The rules of the self-hosted slider (documented in the server README). */
export const CAPTCHA_POLICY = Object.freeze({
  puzzleTtlMs: 2 * 60_000,
  ticketTtlMs: 2 * 60_000,
  tolerancePx: 6,
  minDragMs: 250,
  maxDragMs: 60_000,
  /** A pointer drag reports a sample per frame; fewer than this over a quarter second is no hand. */
  minSamples: 8,
  /** The drag's own clock may run this much ahead of the server's time since the puzzle was issued. */
  clockSlackMs: 150,
  /** Speeds of a hand vary: the spread of segment speeds over their mean must reach this. */
  minSpeedVariation: 0.2,
  /** A hand slows down to place the piece: the last quarter's mean speed stays under this share of the peak. */
  maxEndSpeedShare: 0.85,
  /** Keyboard moves (the accessible way) come in the handle's steps, at least this far apart in time. */
  minKeyIntervalMs: 30,
  keySteps: [2, 10] as readonly number[],
  /** Failed checks an address may make in the window before it gets no new puzzle. */
  failuresPerAddress: 20,
  /** Puzzles an address may hold open (issued, unanswered, unexpired) at once. */
  openPerAddress: 50,
  addressWindowMs: 10 * 60_000,
  /**
   * Escalation per address over the window: one level for each of `solvesForLevel` solves reached,
   * and one for any solve quicker than `quickSolveMs` from issue (no person looks and drags that
   * fast), up to level 2. By level: the decoys drawn, the tolerance, and the least time from issue
   * to answer (a quicker answer is refused and counts as a failure).
   */
  escalation: {
    solvesForLevel: [5, 15] as readonly number[],
    quickSolveMs: 1_500,
    tolerancePx: [6, 4, 3] as readonly number[],
    minSolveMs: [0, 1_500, 2_500] as readonly number[],
  },
});

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The escalation level (0–2) of an address, from its solves in the window (see CAPTCHA_POLICY.escalation). */
export async function addressLevel(db: Tx, ip: string): Promise<number> {
  const { escalation } = CAPTCHA_POLICY;
  const [usage] = await db
    .select({
      solved: sql<number>`count(*)`.mapWith(Number),
      quick: sql<number>`count(*) filter (where ${captchas.solvedAt} < ${captchas.createdAt} + make_interval(secs => ${escalation.quickSolveMs / 1000}))`.mapWith(Number),
    })
    .from(captchas)
    .where(
      and(
        eq(captchas.ip, ip),
        // A puzzle is solved within its lifetime of being issued: the bound on createdAt lets the address's index serve.
        gt(captchas.createdAt, new Date(Date.now() - CAPTCHA_POLICY.addressWindowMs - CAPTCHA_POLICY.puzzleTtlMs)),
        gt(captchas.solvedAt, new Date(Date.now() - CAPTCHA_POLICY.addressWindowMs)),
      ),
    );
  const solved = usage?.solved ?? 0;
  const level = escalation.solvesForLevel.filter((n) => solved >= n).length + ((usage?.quick ?? 0) > 0 ? 1 : 0);
  return Math.min(2, level);
}

/** Verifies tickets of whichever captcha is configured; the SMS and risk-controlled calls ask it. */
export interface CaptchaProvider {
  readonly name: string;
  /** Uses a ticket once; `ip` is the visitor's address (a hosted provider checks the ticket against it). */
  consumeTicket(db: Db, ticket: string, randstr: string, ip?: string): Promise<boolean>;
}

/**
 * Draws and stores a puzzle for an address, unless the address has failed too often or holds too
 * many puzzles open in the window; then null (the caller answers 429). Counting and storing happen
 * under a lock of the address, so parallel requests cannot all slip under the limits.
 */
export async function issuePuzzle(db: Db, ip = '') {
  // The level only chooses the decoys; the checks that matter are made again, under the lock, at verification.
  const puzzle = drawPuzzle({ decoys: DECOYS_BY_LEVEL[await addressLevel(db, ip)] });
  const id = randomBytes(12).toString('hex');
  const now = Date.now();
  const stored = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`captcha:ip:${ip}`}))`);
    const since = new Date(now - CAPTCHA_POLICY.addressWindowMs);
    const [usage] = await tx
      .select({
        failed: sql<number>`count(*) filter (where ${captchas.failedAt} is not null)`.mapWith(Number),
        open: sql<number>`count(*) filter (where ${captchas.attempts} = 0 and ${captchas.expiresAt} > now())`.mapWith(Number),
      })
      .from(captchas)
      .where(and(eq(captchas.ip, ip), gt(captchas.createdAt, since)));
    if ((usage?.failed ?? 0) >= CAPTCHA_POLICY.failuresPerAddress || (usage?.open ?? 0) >= CAPTCHA_POLICY.openPerAddress) return false;
    await tx.insert(captchas).values({ id, ip, answerX: puzzle.x, answerY: puzzle.y, expiresAt: new Date(now + CAPTCHA_POLICY.puzzleTtlMs) });
    return true;
  });
  if (!stored) return null;
  return {
    captchaId: id,
    background: puzzle.background,
    piece: puzzle.piece,
    width: PUZZLE.width,
    height: PUZZLE.height,
    pieceSize: PUZZLE.piece,
    pieceY: puzzle.y,
  };
}

/**
 * Whether a trail could come from a person: enough samples in order, a duration people take and no
 * longer than the puzzle has existed (`elapsedMs`, measured by the server), starting at the left and
 * ending where the piece was dropped. A pointer drag must wobble vertically and change speed, slowing
 * down at the end; keyboard moves (the accessible way) must come in the handle's steps, one key
 * repeat apart at least.
 */
export function plausibleDrag(trail: readonly DragPoint[], x: number, elapsedMs: number): boolean {
  const first = trail[0];
  const last = trail[trail.length - 1];
  if (!first || !last || trail.length < 3) return false;
  for (let i = 1; i < trail.length; i++) if ((trail[i]?.t ?? 0) < (trail[i - 1]?.t ?? 0)) return false;
  const duration = last.t - first.t;
  if (duration < CAPTCHA_POLICY.minDragMs || duration > CAPTCHA_POLICY.maxDragMs) return false;
  if (duration > elapsedMs + CAPTCHA_POLICY.clockSlackMs) return false;
  if (Math.abs(first.x) > 20 || Math.abs(last.x - x) > CAPTCHA_POLICY.tolerancePx) return false;
  if (!trail.every((p) => p.x >= -20 && p.x <= PUZZLE.width)) return false;
  const steps = trail.slice(1).map((p, i) => ({ dx: p.x - (trail[i]?.x ?? 0), dy: p.y - (trail[i]?.y ?? 0), dt: p.t - (trail[i]?.t ?? 0) }));
  const moves = steps.filter((s) => s.dx !== 0 || s.dy !== 0);
  // Keyboard: every move one of the handle's steps, on the same line, at a key's pace.
  if (moves.length > 0 && trail.every((p) => p.y === 0) && moves.slice(1).every((s) => CAPTCHA_POLICY.keySteps.includes(Math.abs(s.dx)))) {
    return moves.slice(1).every((s) => s.dt >= CAPTCHA_POLICY.minKeyIntervalMs);
  }
  if (trail.length < CAPTCHA_POLICY.minSamples) return false;
  // The first sample is the grab itself (y 0); the wobble is among the pointer's own samples.
  const ys = trail.slice(1).map((p) => p.y);
  if (Math.max(...ys) === Math.min(...ys)) return false;
  // Speeds between samples (pixels per ms), and where along the way each was reached.
  const timed = steps.map((s, i) => ({ v: s.dt > 0 ? Math.abs(s.dx) / s.dt : Number.NaN, at: trail[i + 1]?.x ?? 0 })).filter((s) => Number.isFinite(s.v));
  if (timed.length < CAPTCHA_POLICY.minSamples - 2) return false;
  const mean = timed.reduce((a, s) => a + s.v, 0) / timed.length;
  if (mean <= 0) return false;
  const spread = Math.sqrt(timed.reduce((a, s) => a + (s.v - mean) ** 2, 0) / timed.length) / mean;
  if (spread < CAPTCHA_POLICY.minSpeedVariation) return false;
  const peak = Math.max(...timed.map((s) => s.v));
  const end = timed.filter((s) => s.at >= x * 0.75);
  const endMean = end.length ? end.reduce((a, s) => a + s.v, 0) / end.length : peak;
  return endMean < peak * CAPTCHA_POLICY.maxEndSpeedShare;
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
  const elapsedMs = Date.now() - claimed.createdAt.getTime();
  // The address's solves are counted and this one recorded under its lock: parallel answers from
  // one address see each other, so a burst of quick solves escalates after the first.
  const ticket = randomSecret(24);
  const randstr = randomBytes(8).toString('hex');
  const solved = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`captcha:ip:${claimed.ip}`}))`);
    const level = await addressLevel(tx, claimed.ip);
    const { tolerancePx, minSolveMs } = CAPTCHA_POLICY.escalation;
    const passed =
      Math.abs(input.x - claimed.answerX) <= (tolerancePx[level] ?? CAPTCHA_POLICY.tolerancePx) &&
      elapsedMs >= (minSolveMs[level] ?? 0) &&
      plausibleDrag(input.trail, input.x, elapsedMs);
    const now = new Date();
    await tx
      .update(captchas)
      .set(passed ? { solvedAt: now, ticketHash: sha256(ticket), randstr, ticketExpiresAt: new Date(now.getTime() + CAPTCHA_POLICY.ticketTtlMs) } : { failedAt: now })
      .where(eq(captchas.id, claimed.id));
    return passed;
  });
  return solved ? { ret: 0, ticket, randstr } : { ret: 1 };
}

/** The self-hosted slider as a provider: a ticket is good once, with its randstr, for 2 minutes. */
export const sliderCaptcha: CaptchaProvider = {
  name: 'slider',
  async consumeTicket(db, ticket, randstr) {
    if (!ticket || !randstr) return false;
    const used = await db
      .update(captchas)
      .set({ ticketUsedAt: new Date() })
      .where(
        and(eq(captchas.ticketHash, sha256(ticket)), eq(captchas.randstr, randstr), isNull(captchas.ticketUsedAt), gt(captchas.ticketExpiresAt, new Date())),
      )
      .returning();
    return used.length > 0;
  },
};
