import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { captchas } from '../../db/schema/index';
import { openTestDatabase, testTargets } from '../../testing/db';
import { humanTrail } from '../../testing/flows';
import { solveByDarkness, solveByFit, solveByPicture, solveFromImages } from '../../testing/slider-solver';
import { DECOYS_BY_LEVEL, drawPuzzle, PIECE_IMAGE_WIDTH, PUZZLE } from './puzzle';
import { CAPTCHA_POLICY, issuePuzzle, plausibleDrag, sliderCaptcha, verifyPuzzle } from './slider';

type Trail = { x: number; y: number; t: number }[];

/** Issues a puzzle and dates it back, as if it had been on the screen for `shownMs`. */
async function shownPuzzle(database: Database, ip: string, shownMs = 5_000) {
  const puzzle = await issuePuzzle(database.db, ip);
  if (!puzzle) throw new Error('no puzzle issued');
  await database.db
    .update(captchas)
    .set({ createdAt: sql`now() - make_interval(secs => ${shownMs / 1000})` })
    .where(eq(captchas.id, puzzle.captchaId));
  const [row] = await database.db.select().from(captchas).where(eq(captchas.id, puzzle.captchaId));
  if (!row) throw new Error('puzzle not stored');
  return { ...puzzle, answerX: row.answerX };
}

async function solvedTicket(database: Database) {
  const puzzle = await shownPuzzle(database, '10.1.0.1');
  const result = await verifyPuzzle(database.db, { captchaId: puzzle.captchaId, x: puzzle.answerX, trail: humanTrail(puzzle.answerX) });
  if (result.ret !== 0 || !('ticket' in result) || !result.ticket || !result.randstr) throw new Error('puzzle not solved');
  return { ticket: result.ticket, randstr: result.randstr };
}

const decode = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));

/**
 * The scripted solver the puzzle must defeat: it takes the darkest hole on the piece's rows for the
 * gap (solveByDarkness) and drags there in even steps with a little vertical wobble, after waiting
 * as long as its drag claims.
 */
const solverTrail = (x: number): Trail => Array.from({ length: 21 }, (_, i) => ({ x: Math.round((x * i) / 20), y: i % 2, t: i * 30 }));

describe('the drawn puzzle', () => {
  it('is two PNG images: the background at the puzzle size, the piece as a strip as tall as it with transparent surroundings', async () => {
    const database = await openTestDatabase(undefined);
    const puzzle = await issuePuzzle(database.db, '10.2.0.1');
    await database.close();
    if (!puzzle) throw new Error('no puzzle');
    const background = decode(puzzle.background);
    const piece = decode(puzzle.piece);
    expect([background.width, background.height]).toEqual([PUZZLE.width, PUZZLE.height]);
    expect([piece.width, piece.height]).toEqual([PIECE_IMAGE_WIDTH, PUZZLE.height]);
    const alpha = (y: number, x: number) => piece.data[(y * piece.width + x) * 4 + 3];
    expect(alpha(puzzle.pieceY + PUZZLE.piece / 2, PUZZLE.piece / 2)).toBe(255);
    expect(alpha(Math.max(0, puzzle.pieceY - PUZZLE.piece / 2), 2)).toBe(0);
  });
});

describe('image-only solvers', () => {
  const solvers = {
    'outline matching (edges)': solveFromImages,
    'darkest hole': solveByDarkness,
    'picture correlation': solveByPicture,
    'fit with the scenery 3 px out': (bg: string, piece: string) => solveByFit(bg, piece, 3),
    'fit with the scenery 12 px out': (bg: string, piece: string) => solveByFit(bg, piece, 12),
  };

  // Measured at 0–14 in 100 (see the README). Over 40 puzzles the bound leaves room for chance (a
  // solver right 14 % of the time, the most seen, reaches it once in 1,400 runs; at 8 % once in
  // 700,000), not for a solver that works.
  it.each([
    { level: 'first level', decoys: DECOYS_BY_LEVEL[0] },
    { level: 'escalated', decoys: DECOYS_BY_LEVEL[2] },
  ])('find the gap in under a third of 40 puzzles ($level, $decoys decoys)', ({ level, decoys }) => {
    const runs = 40;
    const found = new Map<string, number>();
    let drawMs = 0;
    let drawCpuUs = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const puzzle = drawPuzzle({ decoys });
      drawMs += performance.now() - started;
      const used = process.cpuUsage(cpu);
      drawCpuUs += used.user + used.system;
      for (const [name, solve] of Object.entries(solvers)) {
        if (Math.abs(solve(puzzle.background, puzzle.piece) - puzzle.x) <= CAPTCHA_POLICY.tolerancePx) found.set(name, (found.get(name) ?? 0) + 1);
      }
    }
    console.info(`${level} (${decoys} decoys): ${(drawMs / runs).toFixed(1)} ms per puzzle drawn (${(drawCpuUs / runs / 1000).toFixed(1)} ms of CPU)`);
    for (const name of Object.keys(solvers)) console.info(`  ${name}: ${found.get(name) ?? 0}/${runs} puzzles solved`);
    for (const name of Object.keys(solvers)) expect(found.get(name) ?? 0, name).toBeLessThan(runs / 3);
  }, 120_000);
});

describe('what a drag must look like', () => {
  const x = 180;
  it('passes a person-like drag and the keyboard steps of the handle', () => {
    expect(plausibleDrag(humanTrail(x), x, 5_000)).toBe(true);
    const keys: Trail = [{ x: 0, y: 0, t: 0 }];
    for (let i = 1; i <= 18; i++) keys.push({ x: i * 10, y: 0, t: i * 60 + (i % 4) * 7 });
    expect(plausibleDrag(keys, x, 5_000)).toBe(true);
  });

  it('refuses a drag longer than the puzzle has existed, an even-speed line, no wobble, and a jump', () => {
    expect(plausibleDrag(humanTrail(x), x, 100)).toBe(false);
    expect(plausibleDrag(solverTrail(x), x, 5_000)).toBe(false);
    expect(plausibleDrag(humanTrail(x).map((p) => ({ ...p, y: 3 })), x, 5_000)).toBe(false);
    expect(plausibleDrag([{ x: 0, y: 0, t: 0 }, { x: 90, y: 1, t: 200 }, { x: 179, y: 2, t: 400 }, { x: x, y: 0, t: 600 }], x, 5_000)).toBe(false);
    // Keyboard-like steps sent faster than keys repeat.
    const fastKeys: Trail = [{ x: 0, y: 0, t: 0 }];
    for (let i = 1; i <= 18; i++) fastKeys.push({ x: i * 10, y: 0, t: 250 + i });
    expect(plausibleDrag(fastKeys, x, 5_000)).toBe(false);
  });
});

describe.each(testTargets)('slider captcha on $name', ({ url }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(url);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('defeats the scripted solver at least 95 % of the time', async () => {
    let passed = 0;
    let found = 0;
    const runs = 40;
    for (let i = 0; i < runs; i++) {
      const puzzle = await shownPuzzle(database, `10.3.0.${i}`);
      const guess = solveByDarkness(puzzle.background, puzzle.piece);
      if (Math.abs(guess - puzzle.answerX) <= CAPTCHA_POLICY.tolerancePx) found++;
      const result = await verifyPuzzle(database.db, { captchaId: puzzle.captchaId, x: guess, trail: solverTrail(guess) });
      if (result.ret === 0) passed++;
    }
    expect(passed / runs).toBeLessThanOrEqual(0.05);
    // The decoys, shaded darker than the gap, are what the image analysis finds most of the time.
    expect(found / runs).toBeLessThan(0.5);
  });

  it('narrows the tolerance for an address that keeps solving: 6 px, 4 px after 5 solves, 3 px after 15', async () => {
    const ip = '10.7.0.1';
    const answer = async (offset: number) => {
      const puzzle = await shownPuzzle(database, ip);
      const x = puzzle.answerX + offset;
      return (await verifyPuzzle(database.db, { captchaId: puzzle.captchaId, x, trail: humanTrail(x) })).ret;
    };
    expect(await answer(5)).toBe(0);
    for (let i = 1; i < 5; i++) expect(await answer(0)).toBe(0);
    expect(await answer(5)).toBe(1);
    expect(await answer(-4)).toBe(0);
    for (let i = 6; i < 15; i++) expect(await answer(0)).toBe(0);
    expect(await answer(4)).toBe(1);
    expect(await answer(3)).toBe(0);
    // Another address is still at the first level.
    expect(await answer(0)).toBe(0);
    const other = await shownPuzzle(database, '10.7.0.2');
    const x = other.answerX + 5;
    expect((await verifyPuzzle(database.db, { captchaId: other.captchaId, x, trail: humanTrail(x) })).ret).toBe(0);
  }, 20_000);

  it('lets one of 6 parallel answers quicker than a person through, then wants 1.5 s between issue and answer', async () => {
    const ip = '10.8.0.1';
    const puzzles = [];
    for (let i = 0; i < 6; i++) {
      const puzzle = await issuePuzzle(database.db, ip);
      const [row] = await database.db.select().from(captchas).where(eq(captchas.id, puzzle?.captchaId ?? ''));
      puzzles.push({ captchaId: puzzle?.captchaId ?? '', x: row?.answerX ?? 0 });
    }
    // Shown half a second ago: long enough for the 600 ms drag (with the clock's slack), far quicker than a person finds the gap.
    await database.db
      .update(captchas)
      .set({ createdAt: sql`now() - interval '500 milliseconds'` })
      .where(and(eq(captchas.ip, ip), isNull(captchas.failedAt), isNull(captchas.solvedAt)));
    const results = await Promise.all(puzzles.map((p) => verifyPuzzle(database.db, { captchaId: p.captchaId, x: p.x, trail: humanTrail(p.x) })));
    expect(results.filter((r) => r.ret === 0)).toHaveLength(1);
    const [failed] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(captchas)
      .where(and(eq(captchas.ip, ip), isNotNull(captchas.failedAt)));
    expect(failed?.n).toBe(5);
    const shownLonger = await shownPuzzle(database, ip, 3_000);
    expect((await verifyPuzzle(database.db, { captchaId: shownLonger.captchaId, x: shownLonger.answerX, trail: humanTrail(shownLonger.answerX) })).ret).toBe(0);
  }, 20_000);

  it('gives an address no new puzzle after its failures fill the window', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < CAPTCHA_POLICY.failuresPerAddress; i++) {
      const puzzle = await shownPuzzle(database, ip);
      expect((await verifyPuzzle(database.db, { captchaId: puzzle.captchaId, x: puzzle.answerX + 40, trail: humanTrail(puzzle.answerX + 40) })).ret).toBe(1);
    }
    expect(await issuePuzzle(database.db, ip)).toBeNull();
    expect(await issuePuzzle(database.db, '10.4.0.2')).not.toBeNull();
  });

  it('holds an address to its open puzzles even when it asks for them all at once', async () => {
    const issued = await Promise.all(Array.from({ length: CAPTCHA_POLICY.openPerAddress + 15 }, () => issuePuzzle(database.db, '10.5.0.1')));
    expect(issued.filter(Boolean)).toHaveLength(CAPTCHA_POLICY.openPerAddress);
  });

  it('lets exactly one of 40 parallel uses of a ticket through, and none after', async () => {
    const { ticket, randstr } = await solvedTicket(database);
    const uses = await Promise.all(Array.from({ length: 40 }, () => sliderCaptcha.consumeTicket(database.db, ticket, randstr)));
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect(await sliderCaptcha.consumeTicket(database.db, ticket, randstr)).toBe(false);
  });

  it('refuses a ticket with another randstr without burning it', async () => {
    const { ticket, randstr } = await solvedTicket(database);
    expect(await sliderCaptcha.consumeTicket(database.db, ticket, `${randstr.slice(1)}0`)).toBe(false);
    expect(await sliderCaptcha.consumeTicket(database.db, ticket, randstr)).toBe(true);
  });

  it('answers 20 parallel right answers to one puzzle with a single ticket', async () => {
    const puzzle = await shownPuzzle(database, '10.6.0.1');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => verifyPuzzle(database.db, { captchaId: puzzle.captchaId, x: puzzle.answerX, trail: humanTrail(puzzle.answerX) })),
    );
    expect(results.filter((r) => r.ret === 0)).toHaveLength(1);
  });
});
