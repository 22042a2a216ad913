import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase, testTargets } from '../../testing/db';
import { seedMarket } from '../../db/seed/market';
import { importMarket, readImportFiles } from './import';
import { rows } from './window';

const SHOP = 910_000_001;
const BRAND = 910_000_002;
const GOODS = 910_000_003;
const WORD = 910_000_004;

describe.each(testTargets)('importing observed market data on $name', ({ url }) => {
  let database: Database;
  let latest: string;
  let sub: number;
  let stored: number;
  const db = () => database.db;
  const counts = async () =>
    (
      await rows<{ shops: number; brands: number; goods: number; daily: number; keywords: number; words: number }>(
        db(),
        sql`SELECT (SELECT count(*)::int FROM shops) AS shops, (SELECT count(*)::int FROM brands) AS brands, (SELECT count(*)::int FROM goods) AS goods,
                   (SELECT count(*)::int FROM goods_daily) AS daily, (SELECT count(*)::int FROM keywords) AS keywords, (SELECT count(*)::int FROM keyword_daily) AS words`,
      )
    )[0];
  const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    database = await openTestDatabase(url);
    latest = (await rows<{ day: string }>(db(), sql`SELECT max(day)::text AS day FROM goods_daily`))[0]?.day ?? '';
    stored = Number((await rows<{ id: number }>(db(), sql`SELECT min(id) AS id FROM goods`))[0]?.id);
    sub = Number((await rows<{ type_id: number }>(db(), sql`SELECT type_id FROM categories WHERE parent_id = 99997 ORDER BY type_id LIMIT 1`))[0]?.type_id);
  });
  afterAll(async () => database.close());

  it('gives the generated words of a market seeded without their Chinese their Chinese on the next start, and keeps an imported one', async () => {
    await db().execute(sql`UPDATE keywords SET word_zh = NULL WHERE id IN (SELECT id FROM keywords ORDER BY id LIMIT 5)`);
    await db().execute(sql`UPDATE keywords SET word_zh = '自带译文' WHERE id = (SELECT max(id) FROM keywords)`);
    await seedMarket(db());
    const found = await rows<{ missing: number; own: string | null }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM keywords WHERE word_zh IS NULL) AS missing, (SELECT word_zh FROM keywords WHERE id = (SELECT max(id) FROM keywords)) AS own`,
    );
    expect(found[0]).toEqual({ missing: 0, own: '自带译文' });
    const [first] = await rows<{ word_zh: string }>(db(), sql`SELECT word_zh FROM keywords ORDER BY id LIMIT 1`);
    expect(first?.word_zh).toMatch(/\p{Script=Han}/u);
  });

  it('refuses a file with any bad row, lists every rejected row with its line and reason, and changes nothing', async () => {
    const before = await counts();
    const csv = [
      'goodsId,day,sales,price',
      `${GOODS},${latest},12,"1,5"`, // a comma is not a decimal point
      `${stored},${shift(latest, 1)},3,`, // after the market's latest day
      `${GOODS},${latest},3,`, // its goods is rejected above
      `123456789,${latest},3,`, // unknown goods
      `${GOODS},2026-02-30,3,`, // no such day
    ].join('\n');
    const input = readImportFiles([
      {
        name: 'market.json',
        content: JSON.stringify({
          shops: [{ id: SHOP, name: 'Import Shop', typeId: 99997 }, { id: SHOP, name: 'Twin', typeId: 99997 }],
          brands: [{ id: BRAND, name: 'Import Brand', typeId: 4242 }],
          goods: [{ id: GOODS, title: 'Imported kettle', typeId: 99997, subTypeId: sub, shopId: SHOP, brandId: BRAND, price: -5, listedOn: '2026-01-01' }],
          offers: [],
        }),
      },
      { name: 'goods-daily.csv', content: csv },
      { name: 'notes.txt', content: 'x' },
    ]);
    const outcome = await importMarket(db(), input);
    if (outcome.kind !== 'rejected') throw new Error('imported a bad file');
    const text = outcome.rejected.map((r) => `${r.where}: ${r.reason}`);
    expect(text).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^market\.json offers: unknown section/),
        expect.stringMatching(/^notes\.txt: only \.json and \.csv/),
        expect.stringMatching(/^market\.json shops\[1\]: id \d+ appears twice/),
        expect.stringMatching(/^market\.json brands\[0\]: typeId 4242 is not a top-level category/),
        expect.stringMatching(/^market\.json goods\[0\]: price:/),
        expect.stringMatching(/^goods-daily\.csv line 2: price:/),
        expect.stringMatching(new RegExp(`^goods-daily\\.csv line 3: day ${shift(latest, 1)} is after the market's latest day`)),
        expect.stringMatching(/^goods-daily\.csv line 4: goods \d+ is rejected in this import/),
        expect.stringMatching(/^goods-daily\.csv line 5: goods 123456789 is neither in the import nor stored/),
        expect.stringMatching(/^goods-daily\.csv line 6: day:/),
      ]),
    );
    expect(outcome.total).toBe(outcome.rejected.length);
    expect(await counts()).toEqual(before);
  });

  it('writes a clean import in one go: new shop, brand, goods with its days, a search word with its days; the rollups show them', async () => {
    const before = await counts();
    const days = [shift(latest, -2), shift(latest, -1), latest];
    const input = readImportFiles([
      {
        name: 'market.json',
        content: JSON.stringify({
          shops: [{ id: SHOP, name: 'Import Shop', typeId: 99997, sellerType: 'cn', fulfilment: 'rFBS' }],
          brands: [{ id: BRAND, name: 'Import Brand', typeId: 99997 }],
          goods: [{ id: GOODS, title: 'Imported kettle', typeId: 99997, subTypeId: sub, shopId: SHOP, brandId: BRAND, price: 1990.5, listedOn: shift(latest, -30), rating: 4.7, reviews: 120 }],
          keywords: [{ id: WORD, word: 'импортный чайник', wordZh: '进口水壶', typeId: 99997, subTypeId: sub }],
        }),
      },
      { name: 'goods-daily.csv', content: `goodsId,day,sales,price\n${days.map((d, i) => `${GOODS},${d},${10 + i},${i === 2 ? '1890.00' : ''}`).join('\n')}\n` },
      { name: 'keyword_daily.csv', content: `\uFEFFkeywordId,day,heat,clickHeat\n${days.map((d) => `${WORD},${d},500,120`).join('\n')}\n` },
    ]);
    const outcome = await importMarket(db(), input);
    expect(outcome).toEqual({ kind: 'ok', counts: { shops: 1, brands: 1, goods: 1, goodsDaily: 3, keywords: 1, keywordDaily: 3 }, latestDay: latest });
    const after = await counts();
    expect(after).toEqual({
      shops: (before?.shops ?? 0) + 1,
      brands: (before?.brands ?? 0) + 1,
      goods: (before?.goods ?? 0) + 1,
      daily: (before?.daily ?? 0) + 3,
      keywords: (before?.keywords ?? 0) + 1,
      words: (before?.words ?? 0) + 3,
    });
    const [g] = await rows<{ price: number; rating: number; seller_type: string; gmv: string }>(
      db(),
      sql`SELECT g.price, g.rating, s.seller_type, (SELECT sum(gmv)::text FROM goods_daily WHERE goods_id = g.id) AS gmv FROM goods g JOIN shops s ON s.id = g.shop_id WHERE g.id = ${GOODS}`,
    );
    // Kopecks: 10 × 1,990.50 + 11 × 1,990.50 + 12 × 1,890.00 (that day's own price).
    expect(g).toMatchObject({ price: 199_050, rating: 4.7, seller_type: 'cn', gmv: String(10 * 199_050 + 11 * 199_050 + 12 * 189_000) });
    const [w] = await rows<{ sales: number }>(db(), sql`SELECT sales FROM goods_window WHERE window_days = 7 AND goods_id = ${GOODS}`);
    expect(w?.sales).toBe(33);
    const [k] = await rows<{ word_zh: string | null }>(db(), sql`SELECT word_zh FROM keywords WHERE id = ${WORD}`);
    expect(k?.word_zh).toBe('进口水壶');

    // Importing the same goods again replaces its figures instead of adding rows; a word another keyword owns is refused.
    const again = await importMarket(
      db(),
      readImportFiles([
        { name: 'goods-daily.csv', content: `goodsId,day,sales\n${GOODS},${latest},20\n` },
        { name: 'keywords.csv', content: `id,word,typeId,subTypeId\n${WORD + 1},импортный чайник,99997,${sub}\n` },
      ]),
    );
    expect(again).toMatchObject({ kind: 'rejected', rejected: [{ where: 'keywords.csv line 2', reason: `the word is already keyword ${WORD}` }] });
    const replaced = await importMarket(db(), readImportFiles([{ name: 'goods-daily.csv', content: `goodsId,day,sales\n${GOODS},${latest},20\n` }]));
    expect(replaced.kind).toBe('ok');
    expect((await counts())?.daily).toBe(after?.daily);
    const [w2] = await rows<{ sales: number }>(db(), sql`SELECT sales FROM goods_window WHERE window_days = 7 AND goods_id = ${GOODS}`);
    expect(w2?.sales).toBe(41);
  });
});
