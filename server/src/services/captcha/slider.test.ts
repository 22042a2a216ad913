import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { captchas } from '../../db/schema/index';
import { openTestDatabase, testTargets } from '../../testing/db';
import { issuePuzzle, sliderCaptcha, verifyPuzzle } from './slider';

// A drag that starts at the left, speeds up, slows down and wobbles a little on the way to x.
function humanTrail(x: number) {
  const trail = [];
  for (let i = 0; i <= 24; i++) {
    const p = i / 24;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    trail.push({ x: Math.round(eased * x), y: Math.round(Math.sin(i) * 2), t: Math.round(i * 32 + (i % 3) * 4) });
  }
  return trail;
}

async function solvedTicket(database: Database) {
  const { captchaId } = await issuePuzzle(database.db);
  const [row] = await database.db.select().from(captchas).where(eq(captchas.id, captchaId));
  if (!row) throw new Error('puzzle not stored');
  const result = await verifyPuzzle(database.db, { captchaId, x: row.answerX, trail: humanTrail(row.answerX) });
  if (result.ret !== 0 || !('ticket' in result) || !result.ticket || !result.randstr) throw new Error('puzzle not solved');
  return { captchaId, answerX: row.answerX, ticket: result.ticket, randstr: result.randstr };
}

describe.each(testTargets)('slider captcha tickets on $name', ({ url }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(url);
  }, 60_000);
  afterAll(async () => {
    await database.close();
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
    const { captchaId } = await issuePuzzle(database.db);
    const [row] = await database.db.select().from(captchas).where(eq(captchas.id, captchaId));
    if (!row) throw new Error('puzzle not stored');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => verifyPuzzle(database.db, { captchaId, x: row.answerX, trail: humanTrail(row.answerX) })),
    );
    expect(results.filter((r) => r.ret === 0)).toHaveLength(1);
  });
});
