import { WHOLE_CATALOGUE } from '@marketlens/core/ozon/catalogue-text';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardsOf, catalogueView, type CatalogueCard, type CatalogueRequest } from '../catalogue/view';
import { createRng } from '../market/rng';
import { rows } from '../market/window';

/**
 * How the market is observed in the accuracy bench: what the collector and the members' extensions
 * would read of the catalogue on a day, as observation rows (the wire contract's shape). Pages come
 * from the fake catalogue's view of the true market (services/catalogue/view.ts).
 */

export interface ObservePlan {
  /** Pages the collector reads of the bestseller listing (every category's goods by popularity, category 0) every day, first. */
  collectorListingPages: number;
  /** Pages the collector reads of each top-level category, and of each subcategory, every day. */
  collectorTopPages: number;
  collectorSubPages: number;
  /** The most searched words the collector reads (first page) every day. */
  collectorWords: number;
  /** Members with the observation option on; each is active on a day with this probability. */
  members: number;
  activeShare: number;
  /** Per active member and day: search pages (words by popularity), category pages (any level), goods pages. */
  searchPages: number;
  categoryPages: number;
  goodsPages: number;
}

export interface Observed {
  source: 'extension' | 'collector';
  /** 'collector' or the member's number. */
  who: string;
  rows: Record<string, unknown>[];
}

type Request = Omit<CatalogueRequest, 'day'>;

function toRow(card: CatalogueCard, at: string, req: Request): Record<string, unknown> {
  const row: Record<string, unknown> = {
    goodsId: card.goodsId, observedAt: at, page: req.page, title: card.title, price: card.price, rating: card.rating, reviews: card.reviews,
    sellerId: card.sellerId, sellerName: card.sellerName, scheme: card.scheme,
  };
  if (req.query !== undefined) row.query = req.query;
  if (req.categoryId !== undefined) row.categoryId = req.categoryId;
  if (card.position !== undefined) row.position = card.position;
  if (card.oldPrice !== undefined) row.oldPrice = card.oldPrice;
  if (card.stock !== undefined) row.stock = card.stock;
  if (card.brand !== undefined) row.brand = card.brand;
  return row;
}

/** The catalogue's structure the observers choose from: categories by level, words by heat. */
export interface CatalogueIndex {
  tops: number[];
  subs: number[];
  /** Subcategories and leaves, weighted by their goods (members browse where the goods are). */
  browse: { id: number; weight: number }[];
  words: { word: string; heat: number }[];
}

export async function catalogueIndex(truth: Db): Promise<CatalogueIndex> {
  const cats = await rows<{ type_id: number; parent_id: number | null; goods: number }>(
    truth,
    sql`SELECT c.type_id, c.parent_id, (SELECT count(*)::int FROM goods g WHERE g.sub_type_id = c.type_id OR g.leaf_type_id = c.type_id) AS goods FROM categories c`,
  );
  const words = await rows<{ word: string; heat: number }>(truth, sql`SELECT word, base_heat::float8 AS heat FROM keywords ORDER BY base_heat DESC, id`);
  return {
    tops: cats.filter((c) => c.parent_id === null).map((c) => c.type_id),
    subs: cats.filter((c) => c.parent_id !== null && cats.some((p) => p.type_id === c.parent_id && p.parent_id === null)).map((c) => c.type_id),
    browse: cats.filter((c) => c.parent_id !== null && c.goods > 0).map((c) => ({ id: c.type_id, weight: c.goods })),
    words,
  };
}

function weighted<T>(rng: ReturnType<typeof createRng>, list: T[], weight: (t: T) => number): T | undefined {
  const total = list.reduce((s, t) => s + weight(t), 0);
  let r = rng.next() * total;
  for (const t of list) if ((r -= weight(t)) < 0) return t;
  return list[list.length - 1];
}

/**
 * One day of observation: the collector's pages, then each active member's browsing (search and
 * category pages, and goods pages opened from what those pages listed, the higher places more often,
 * plus one card reached from outside the lists). Deterministic per seed and day.
 */
export async function observeDay(truth: Db, day: string, plan: ObservePlan, index: CatalogueIndex, seed: number): Promise<Observed[]> {
  const pages = new Map<string, Promise<{ cards: CatalogueCard[] }>>();
  const view = (req: Request) => {
    const key = JSON.stringify(req);
    let page = pages.get(key);
    if (!page) pages.set(key, (page = catalogueView(truth, { ...req, day })));
    return page;
  };
  const at = (minute: number) => new Date(Date.parse(`${day}T06:00:00Z`) + minute * 60_000).toISOString();
  const out: Observed[] = [];
  const collector: Record<string, unknown>[] = [];
  const reads: Request[] = [
    ...Array.from({ length: plan.collectorListingPages }, (_, i) => ({ page: 'category' as const, categoryId: WHOLE_CATALOGUE, pageNo: i + 1 })),
    ...index.tops.flatMap((id) => Array.from({ length: plan.collectorTopPages }, (_, i) => ({ page: 'category' as const, categoryId: id, pageNo: i + 1 }))),
    ...index.subs.flatMap((id) => Array.from({ length: plan.collectorSubPages }, (_, i) => ({ page: 'category' as const, categoryId: id, pageNo: i + 1 }))),
    ...index.words.slice(0, plan.collectorWords).map((w) => ({ page: 'search' as const, query: w.word, pageNo: 1 })),
  ];
  for (const [i, req] of reads.entries()) for (const card of (await view(req)).cards) collector.push(toRow(card, at(i), req));
  out.push({ source: 'collector', who: 'collector', rows: collector });
  const rng = createRng(seed * 7919 + Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  const all = await rows<{ id: number }>(truth, sql`SELECT id FROM goods WHERE listed_on <= ${day}::date ORDER BY id`);
  // Goods pages are read together (one card each, as the goods page shows it): cardsOf is the view's own card.
  const members: { who: string; seen: Record<string, unknown>[]; opened: number[]; minute: number }[] = [];
  for (let m = 0; m < plan.members; m++) {
    if (rng.next() >= plan.activeShare) continue;
    const member = { who: String(m), seen: [] as Record<string, unknown>[], opened: [] as number[], minute: 60 + m * 7 };
    const listed: CatalogueCard[] = [];
    const browse = async (req: Request) => {
      for (const card of (await view(req)).cards) {
        member.seen.push(toRow(card, at(member.minute + member.seen.length / 50), req));
        listed.push(card);
      }
    };
    for (let i = 0; i < plan.searchPages; i++) {
      const word = weighted(rng, index.words, (w) => w.heat);
      if (word) await browse({ page: 'search', query: word.word, pageNo: rng.next() < 0.25 ? 2 : 1 });
    }
    for (let i = 0; i < plan.categoryPages; i++) {
      const cat = weighted(rng, index.browse, (c) => c.weight);
      if (cat) await browse({ page: 'category', categoryId: cat.id, pageNo: 1 + Math.floor(rng.next() ** 2 * 3) });
    }
    for (let i = 0; i < plan.goodsPages - 1 && listed.length; i++) {
      const card = weighted(rng, listed, (c) => 1 / (c.position ?? 36));
      if (card) member.opened.push(card.goodsId);
    }
    const outside = all[Math.floor(rng.next() * all.length)];
    if (outside) member.opened.push(outside.id);
    members.push(member);
  }
  const cards = new Map((await cardsOf(truth, day, [...new Set(members.flatMap((m) => m.opened))])).map((c) => [c.goodsId, c]));
  for (const m of members) {
    for (const id of new Set(m.opened)) {
      const card = cards.get(id);
      if (card) m.seen.push(toRow(card, at(m.minute + m.seen.length / 50), { page: 'goods', goodsId: id }));
    }
    out.push({ source: 'extension', who: m.who, rows: m.seen });
  }
  return out;
}
