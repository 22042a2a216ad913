import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { report, workbench } from '@marketlens/core/contract';
import { createLogger } from '../../log';
import { testTargets } from '../../testing/db';
import { workbenchTestServer, type Page } from '../../routes/workbench-test-kit';
import { glossaryTranslate } from './glossary';
import { translateMarketTexts } from './market-texts';
import { glossaryProvider, type TranslateProvider } from './provider';

const log = createLogger('silent');
const HEADPHONES = 'беспроводные наушники';

describe.each(testTargets)('market titles and search words in the member’s language on $name', ({ url }) => {
  const wb = workbenchTestServer(url);
  const db = () => wb.server.database.db;
  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db().execute<T>(query)).rows[0] as T;

  beforeAll(async () => {
    await db().execute(sql`UPDATE goods SET title_zh = NULL, title_en = NULL`);
    await db().execute(sql`UPDATE keywords SET word_en = NULL`);
    await db().execute(sql`DELETE FROM translations`);
  });

  it('translates every goods title and search word through the glossary in batches, cached, and leaves nothing for a second run', async () => {
    const counts = await one<{ goods: number; words: number }>(sql`SELECT (SELECT count(*)::int FROM goods) AS goods, (SELECT count(*)::int FROM keywords) AS words`);
    expect(await translateMarketTexts({ db: db(), log, provider: glossaryProvider }, { batch: 700 })).toEqual({ titles: counts.goods, words: counts.words });
    expect(await one(sql`SELECT count(*)::int AS n FROM goods WHERE title_zh IS NULL OR title_en IS NULL`)).toEqual({ n: 0 });

    const g = await one<{ title: string; title_zh: string; title_en: string }>(sql`SELECT title, title_zh, title_en FROM goods WHERE title LIKE 'Беспроводные наушники %' ORDER BY id LIMIT 1`);
    expect(g.title_zh).toBe(glossaryTranslate(g.title, 'ru', 'zh'));
    expect(g.title_zh).toMatch(/^无线耳机 .+, (降噪|IPX7防水|带麦克风|蓝牙5\.3)$/);
    expect(g.title_en).toMatch(/^Wireless headphones .+, (noise-cancelling|IPX7 water resistance|with microphone|Bluetooth 5\.3)$/);
    const cached = await one<{ result: string }>(sql`SELECT result FROM translations WHERE provider = 'glossary' AND from_lang = 'ru' AND to_lang = 'zh' AND source = ${g.title}`);
    expect(cached.result).toBe(g.title_zh);

    // The generated market's own Chinese stays; the English comes from the glossary.
    const k = await one<{ word_zh: string; word_en: string }>(sql`SELECT word_zh, word_en FROM keywords WHERE word = ${HEADPHONES}`);
    expect(k).toEqual({ word_zh: '无线耳机', word_en: 'wireless headphones' });

    expect(await translateMarketTexts({ db: db(), log, provider: glossaryProvider })).toEqual({ titles: 0, words: 0 });
  });

  it('goes on with the glossary when the configured engine fails', async () => {
    await db().execute(sql`UPDATE goods SET title_en = NULL WHERE id IN (SELECT id FROM goods ORDER BY id LIMIT 3)`);
    await db().execute(sql`DELETE FROM translations WHERE to_lang = 'en' AND source IN (SELECT title FROM goods WHERE title_en IS NULL)`);
    const down: TranslateProvider = { name: 'libretranslate', translate: () => Promise.reject(new Error('connection refused')) };
    expect(await translateMarketTexts({ db: db(), log, provider: down })).toEqual({ titles: 3, words: 0 });
    const g = await one<{ title: string; title_en: string }>(sql`SELECT title, title_en FROM goods ORDER BY id LIMIT 1`);
    const expected = glossaryTranslate(g.title, 'ru', 'en');
    expect(g.title_en).toBe(expected.charAt(0).toUpperCase() + expected.slice(1));
  });

  it('lists give the title and the word in the member’s language, and the Russian original beside it; Russian pages the original alone', async () => {
    for (const lang of ['zh', 'en', 'ru'] as const) {
      const goods = (await wb.get<Page<workbench.GoodsRow>>(`/workbench/goods/list?typeId=99991&days=30&pageSize=20&lang=${lang}`)).body.data.list;
      expect(goods.length).toBeGreaterThan(0);
      for (const row of goods) {
        const g = await one<{ title: string; title_zh: string; title_en: string }>(sql`SELECT title, title_zh, title_en FROM goods WHERE id = ${row.goodsId}`);
        expect(row.title).toBe(g.title);
        expect(row.titleTranslated).toBe(lang === 'zh' ? g.title_zh : lang === 'en' ? g.title_en : null);
      }
      const words = (await wb.get<Page<workbench.KeywordRow>>(`/workbench/keyword/list?typeId=99991&days=30&pageSize=20&lang=${lang}`)).body.data.list;
      expect(words.length).toBeGreaterThan(0);
      for (const row of words) {
        const k = await one<{ word_zh: string; word_en: string }>(sql`SELECT word_zh, word_en FROM keywords WHERE id = ${row.keywordId}`);
        expect(row.keywordTranslated).toBe(lang === 'zh' ? k.word_zh : lang === 'en' ? k.word_en : null);
      }
      const first = goods[0];
      if (!first) throw new Error('no goods');
      const detail = workbench.goodsDetail.response.parse((await wb.get(`/workbench/goods/detail?goodsId=${first.goodsId}&days=30&lang=${lang}`)).body).data;
      expect(detail?.goods.titleTranslated).toBe(first.titleTranslated);
    }
  });

  it('suggests search words for a Russian, a Chinese and an English query alike', async () => {
    for (const typed of ['Беспроводные наушники', '无线耳机', 'Wireless Headphones']) {
      const res = await wb.server.app.request(`/api${report.officialNetSearch.path}?keyWord=${encodeURIComponent(typed)}&pageSize=50`);
      const rows = report.officialNetSearch.response.parse(await res.json()).data;
      expect(rows.map((r) => r.keyWord), typed).toContain(HEADPHONES);
      expect(rows.find((r) => r.keyWord === HEADPHONES)).toMatchObject({ keyWordZh: '无线耳机', keyWordEn: 'wireless headphones' });
    }
  });
});
