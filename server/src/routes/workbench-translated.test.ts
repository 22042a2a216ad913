import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workbench } from '@marketlens/core/contract';
import { createLogger } from '../log';
import { translateMarketTexts } from '../services/translate/market-texts';
import { glossaryProvider } from '../services/translate/provider';
import { testTargets } from '../testing/db';
import { workbenchTestServer, type Page } from './workbench-test-kit';

const LANGS = ['zh', 'en', 'ru'] as const;
const expectedOf = (lang: (typeof LANGS)[number], zh: string | null, en: string | null) => (lang === 'zh' ? zh : lang === 'en' ? en : null);

describe.each(testTargets)('reverse lookup and hot-product detection in the member’s language on $name', ({ url }) => {
  const wb = workbenchTestServer(url);
  const db = () => wb.server.database.db;
  const titles = new Map<number, { zh: string | null; en: string | null }>();
  const words = new Map<number, { zh: string | null; en: string | null }>();

  beforeAll(async () => {
    await translateMarketTexts({ db: db(), log: createLogger('silent'), provider: glossaryProvider });
    for (const g of (await db().execute<{ id: number; title_zh: string | null; title_en: string | null }>(sql`SELECT id, title_zh, title_en FROM goods WHERE type_id = 99997`)).rows)
      titles.set(g.id, { zh: g.title_zh, en: g.title_en });
    for (const k of (await db().execute<{ id: number; word_zh: string | null; word_en: string | null }>(sql`SELECT id, word_zh, word_en FROM keywords`)).rows) words.set(k.id, { zh: k.word_zh, en: k.word_en });
  });

  it('gives each goods title and search word of a reverse lookup in the page’s language, the Russian original beside it; its export carries both', async () => {
    const goods = (await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=30&pageSize=5')).body.data.list;
    const ids = goods.map((g) => g.goodsId).join(',');
    for (const lang of LANGS) {
      const data = workbench.keywordReverse.response.parse((await wb.get(`/workbench/keyword/reverse?goodsIds=${ids}&days=30&lang=${lang}`)).body).data;
      if (!data) throw new Error('no lookup');
      const found = data.list.flatMap((r) => r.words);
      expect(found.length).toBeGreaterThan(0);
      for (const { goods: g } of data.list) expect(g.titleTranslated).toBe(expectedOf(lang, titles.get(g.goodsId)?.zh ?? null, titles.get(g.goodsId)?.en ?? null));
      for (const w of found) {
        const k = words.get(w.keywordId);
        expect(w.keyword).toMatch(/[а-яё]/i);
        expect(w.keywordTranslated).toBe(expectedOf(lang, k?.zh ?? null, k?.en ?? null) ?? null);
      }
      if (lang !== 'ru') expect(found.some((w) => w.keywordTranslated)).toBe(true);

      const file = workbench.keywordReverseExport.response.parse((await wb.get(`/workbench/keyword/reverse/export?goodsIds=${ids}&days=30&lang=${lang}`)).body).data;
      expect(file?.list).toEqual(data.list);
      expect(typeof file?.exportsLeft).toBe('number');
    }
    // The export counts against the day's exports like every other one; a malformed id list is a 400.
    const left = workbench.keywordReverseExport.response.parse((await wb.get(`/workbench/keyword/reverse/export?goodsIds=${ids}&days=30`)).body).data?.exportsLeft;
    const again = workbench.keywordReverseExport.response.parse((await wb.get(`/workbench/keyword/reverse/export?goodsIds=${ids}&days=30`)).body).data?.exportsLeft;
    expect(again).toBe((left ?? 0) - 1);
    expect((await wb.get('/workbench/keyword/reverse/export?goodsIds=abc')).status).toBe(400);
    expect((await wb.get(`/workbench/keyword/reverse/export?goodsIds=${ids}`, {})).status).toBe(401);
  });

  it('gives the goods a check found with their title in the page’s language in its list, export and case', async () => {
    const res = await wb.server.app.request('/api/workbench/explosion/check', {
      method: 'POST',
      headers: { ...wb.operation, 'content-type': 'application/json' },
      body: JSON.stringify({ typeId: 99997, multiple: 1.5, minDaily: 1, lang: 'en' }),
    });
    const check = workbench.explosionCheck.response.parse(await res.json()).data?.check;
    if (!check) throw new Error('no check');
    expect(check.found).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const list = workbench.explosionList.response.parse((await wb.get(`/workbench/explosion/list?checkId=${check.checkId}&pageSize=20&lang=${lang}`)).body).data?.list ?? [];
      expect(list.length).toBeGreaterThan(0);
      for (const r of list) {
        expect(r.goods.title).toMatch(/[а-яё]/i);
        expect(r.goods.titleTranslated).toBe(expectedOf(lang, titles.get(r.goods.goodsId)?.zh ?? null, titles.get(r.goods.goodsId)?.en ?? null));
      }
      if (lang !== 'ru') expect(list.every((r) => r.goods.titleTranslated)).toBe(true);
      const file = workbench.explosionExport.response.parse((await wb.get(`/workbench/explosion/export?checkId=${check.checkId}&lang=${lang}`)).body).data?.list ?? [];
      expect(file.slice(0, list.length).map((r) => [r.goods.title, r.goods.titleTranslated])).toEqual(list.map((r) => [r.goods.title, r.goods.titleTranslated]));
      const first = list[0];
      if (!first) throw new Error('no case');
      const detail = workbench.explosionDetail.response.parse((await wb.get(`/workbench/explosion/detail?checkId=${check.checkId}&goodsId=${first.goods.goodsId}&lang=${lang}`)).body).data;
      expect(detail?.row.goods).toMatchObject({ title: first.goods.title, titleTranslated: first.goods.titleTranslated });
    }
  });
});
