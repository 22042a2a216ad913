import { z } from 'zod';

const sizeSchema = z.object({
  SEED: z.coerce.number().int().default(20240601),
  MARKET_GOODS: z.coerce.number().int().min(50).max(1_000_000).optional(),
  MARKET_DAYS: z.coerce.number().int().min(14).max(730).optional(),
});

/** How much market to generate: its seed, number of goods and days of history. */
export interface MarketSize {
  seed: number;
  goods: number;
  days: number;
}

/**
 * Reads SEED, MARKET_GOODS and MARKET_DAYS. The defaults (3,000 goods × 90 days = 270,000
 * goods-days) make the rankings depend on real indexes; under the test runner they are small so
 * every test file can seed its own database quickly.
 */
export function marketSize(env: NodeJS.ProcessEnv = process.env): MarketSize {
  const parsed = sizeSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid market size configuration:\n${lines.join('\n')}`);
  }
  const testing = Boolean(env.VITEST);
  return {
    seed: parsed.data.SEED,
    goods: parsed.data.MARKET_GOODS ?? (testing ? 240 : 3000),
    days: parsed.data.MARKET_DAYS ?? (testing ? 40 : 90),
  };
}
