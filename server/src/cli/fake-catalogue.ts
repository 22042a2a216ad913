import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '../db/client';
import { seedMarket } from '../db/seed/market';
import { marketSize } from '../services/market/size';
import { startFakeOzonCatalogue } from '../testing/fake-ozon-catalogue';

/**
 * `npm run -w server fake-catalogue -- --port 8310 [--host 127.0.0.1] [--day YYYY-MM-DD] [--data-dir DIR]`:
 * serves the fake Ozon catalogue (search, category, shop and goods pages with the generated market
 * as their known truth) on its own, from a PGlite market it seeds itself (in memory, or in DIR to
 * keep it between runs). The market's size follows SEED, MARKET_GOODS and MARKET_DAYS. Runs until
 * stopped (Ctrl-C or SIGTERM).
 */
const argsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65_535).default(8310),
  host: z.string().min(1).default('127.0.0.1'),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  'data-dir': z.string().min(1).optional(),
});

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' }, day: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    process.stderr.write(`usage: npm run -w server fake-catalogue -- --port N [--host H] [--day YYYY-MM-DD] [--data-dir DIR]\n${parsed.error.message}\n`);
    process.exit(2);
  }
  const args = parsed.data;
  const database = await openDatabase({ dataDir: args['data-dir'] });
  await seedMarket(database.db, marketSize());
  const fake = await startFakeOzonCatalogue(database.db, { port: args.port, hostname: args.host, ...(args.day && { day: args.day }) });
  process.stdout.write(`fake Ozon catalogue at ${fake.url}/ showing ${fake.state.day} (pid ${process.pid})\n`);
  const stop = () => {
    void fake
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
