import { CATEGORIES } from '@marketlens/core/constants';
import { VOCABULARY_A } from '../../db/seed/data/market-vocabulary-a';
import { VOCABULARY_B } from '../../db/seed/data/market-vocabulary-b';
import { VOCABULARY_ZH } from '../../db/seed/data/market-vocabulary-zh';
import { LEAVES } from '../../db/seed/data/market-leaves';
import type { CategorySeed, LeafSeed, SubcategorySeed } from '../../db/seed/data/market-types';
import { brandCount, brandNames, zipf } from './long-tail';
import { createRng, type Rng } from './rng';
import type { MarketSize } from './size';

export const VOCABULARY: readonly CategorySeed[] = [...VOCABULARY_A, ...VOCABULARY_B];

/** Every search word the generator can make (a goods name, alone or with one of its features) with its Chinese. */
export function vocabularyWordsZh(): Map<string, string> {
  const out = new Map<string, string>();
  for (const cat of VOCABULARY) {
    for (const sub of cat.subs) {
      for (const item of sub.items) {
        const base = item.toLowerCase();
        out.set(base, chinese(item));
        for (const f of sub.features) out.set(`${base} ${f}`, `${chinese(item)} ${chinese(f)}`);
      }
    }
  }
  return out;
}

/** The Chinese of a vocabulary goods name or feature (every one has it: a test keeps them in step). */
function chinese(text: string): string {
  const zh = VOCABULARY_ZH[text];
  if (zh === undefined) throw new Error(`no Chinese for the vocabulary entry "${text}"`);
  return zh;
}

/** Subcategory ids are the parent's id × 100 + position, so a subcategory names its parent. */
export const subTypeId = (parentId: number, index: number) => parentId * 100 + index + 1;
/** Leaf (third-level) ids are the subcategory's id × 100 + position, likewise. */
export const leafTypeId = subTypeId;

/** The leaves of a subcategory of the vocabulary (every subcategory has them: a test keeps them in step). */
export function leavesOf(sub: SubcategorySeed): readonly LeafSeed[] {
  const leaves = LEAVES[sub.en];
  if (!leaves) throw new Error(`no leaves for the subcategory "${sub.en}"`);
  return leaves;
}

/** Every leaf of the vocabulary with its id and subcategory. */
export function vocabularyLeaves(): { typeId: number; parentId: number; leaf: LeafSeed; sort: number }[] {
  return VOCABULARY.flatMap((cat) =>
    cat.subs.flatMap((sub, si) => leavesOf(sub).map((leaf, li) => ({ typeId: leafTypeId(subTypeId(cat.id, si), li), parentId: subTypeId(cat.id, si), leaf, sort: li }))),
  );
}

const SHOP_ROOTS = ['Мир', 'Дом', 'Эко', 'Смарт', 'Бест', 'Топ', 'Уют', 'Вектор', 'Альфа', 'Лидер', 'Сибирь', 'Восток', 'Драйв', 'Стиль', 'Радуга', 'Гранд', 'Нова', 'Кедр', 'Байкал', 'Шёлковый путь'];
const SHOP_TAILS = ['Маркет', 'Трейд', 'Shop', 'Store', 'Групп', 'Плюс', 'Опт', 'Лайн', 'Экспресс', 'Сервис', 'Импорт', 'Товары'];
// Cross-border shops on Ozon mostly carry the romanised name of their city or company.
const CN_ROOTS = ['Yiwu', 'Shenzhen', 'Guangzhou', 'Hangzhou', 'Dongguan', 'Ningbo', 'Xiamen', 'Foshan', 'Quanzhou', 'Suzhou', 'Jinhua', 'Shantou'];
const CN_TAILS = ['Trading', 'Global', 'Select', 'Official', 'Home', 'Tech', 'Supply', 'Direct', 'Mall', 'Life'];

/** Share of shops that ship from China, and of goods listed inside the history. */
const CN_SHOP_SHARE = 0.35;
const NEW_LISTING_SHARE = 0.12;

export interface GeneratedMarket {
  subcategories: { typeId: number; parentId: number; nameZh: string; nameEn: string; nameRu: string; sort: number }[];
  leaves: GeneratedMarket['subcategories'];
  shops: { id: number; name: string; typeId: number; sellerType: 'cn' | 'local'; fulfilment: 'FBO' | 'FBS' | 'rFBS' }[];
  brands: { id: number; name: string; typeId: number }[];
  goods: {
    id: number; title: string; typeId: number; subTypeId: number; leafTypeId: number; shopId: number; brandId: number;
    price: number; baseSales: number; trend: number; surgeDaysAgo: number | null;
    /** Days before the latest day the card was listed; below the history's length for new listings. */
    listedDaysAgo: number; rating: number; reviewsBase: number; reviewRate: number;
    /** Sellers on the card (its own included) and the lowest of their prices, kopecks. */
    sellers: number; minOfferPrice: number;
  }[];
  keywords: { id: number; word: string; wordZh: string; typeId: number; subTypeId: number; baseHeat: number; trend: number }[];
}

// Prices end in 9 or 0 like real listings; returned in kopecks.
function price(rng: Rng, [min, max]: readonly [number, number]): number {
  const rub = Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
  const rounded = rub < 1000 ? Math.round(rub / 10) * 10 - 1 : Math.round(rub / 100) * 100 - 10;
  return Math.max(min, rounded) * 100;
}

function shopsFor(rng: Rng, count: number): GeneratedMarket['shops'] {
  const used = new Set<string>();
  const shops: GeneratedMarket['shops'] = [];
  for (let i = 0; i < count; i++) {
    let name = `${rng.pick(SHOP_ROOTS)}${rng.pick(SHOP_TAILS)}`;
    for (let n = 2; used.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
    used.add(name);
    shops.push({ id: 500_000 + i * 13, name, typeId: rng.pick(VOCABULARY).id, sellerType: 'local', fulfilment: 'FBO' });
  }
  return shops;
}

/**
 * Seller type and fulfilment of each shop, listing age, rating and reviews of each goods. Drawn from
 * a stream of their own so that the rest of the market stays what the seed always made.
 */
function profile(seed: number, shops: GeneratedMarket['shops'], goods: GeneratedMarket['goods'], days: number): void {
  const rng = createRng(seed * 31 + 7);
  const used = new Set(shops.map((s) => s.name));
  for (const shop of shops) {
    if (rng.next() < CN_SHOP_SHARE) {
      let name = `${rng.pick(CN_ROOTS)} ${rng.pick(CN_TAILS)}`;
      for (let n = 2; used.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
      used.add(name);
      Object.assign(shop, { name, sellerType: 'cn', fulfilment: rng.next() < 0.75 ? 'rFBS' : 'FBO' });
    } else {
      shop.fulfilment = rng.next() < 0.6 ? 'FBO' : 'FBS';
    }
  }
  for (const g of goods) {
    const fresh = rng.next() < NEW_LISTING_SHARE;
    g.listedDaysAgo = fresh ? rng.int(0, days - 1) : days + rng.int(0, 1000);
    g.rating = Math.round((3.6 + 1.4 * Math.sqrt(rng.next())) * 10) / 10;
    g.reviewRate = 0.01 + 0.05 * rng.next();
    // Reviews written before the history: the card's sales at its start rate over its earlier life.
    g.reviewsBase = fresh ? 0 : Math.round(g.baseSales * (g.listedDaysAgo - days) * g.reviewRate * 0.8);
  }
  // Other sellers join the cards that sell: a busier card draws more of them, each a little cheaper.
  const offers = createRng(seed * 31 + 11);
  for (const g of goods) {
    const joined = Math.floor(offers.next() ** 1.5 * Math.min(15, 1 + g.baseSales / 8));
    g.sellers = 1 + joined;
    g.minOfferPrice = joined > 0 ? Math.max(100, Math.round((g.price * (0.85 + 0.13 * offers.next())) / 100) * 100) : g.price;
  }
}

/** Brands of every category: its known brands first (the largest), then generated ones; with the Zipf exponent of its shares. */
function brandsFor(size: MarketSize, totalWeight: number): { brands: GeneratedMarket['brands']; byCategory: Map<number, { ids: number[]; names: string[]; pick: () => number }> } {
  const rng = createRng(size.seed * 31 + 13);
  const used = new Set(VOCABULARY.flatMap((c) => c.brands.map((b) => b.toLowerCase())));
  const brands: GeneratedMarket['brands'] = [];
  const byCategory = new Map<number, { ids: number[]; names: string[]; pick: () => number }>();
  VOCABULARY.forEach((cat, ci) => {
    const count = brandCount((size.goods * cat.weight) / totalWeight, cat.brands.length);
    const names = [...cat.brands, ...brandNames(rng, count - cat.brands.length, used)];
    const ids = names.map((_, i) => 1000 + ci * 1000 + i);
    names.forEach((name, i) => brands.push({ id: ids[i] as number, name, typeId: cat.id }));
    // Some categories are held by a few brands, others spread over many.
    byCategory.set(cat.id, { ids, names, pick: zipf(rng, names.length, 0.5 + 0.7 * rng.next()) });
  });
  return { brands, byCategory };
}

/** Builds the market's reference rows from the seed; daily series are derived from them in SQL. */
export function generateMarket(size: MarketSize): GeneratedMarket {
  const rng = createRng(size.seed);
  const subcategories = VOCABULARY.flatMap((cat) =>
    cat.subs.map((s, i) => ({ typeId: subTypeId(cat.id, i), parentId: cat.id, nameZh: s.zh, nameEn: s.en, nameRu: s.ru, sort: i })),
  );
  const leaves = vocabularyLeaves().map((l) => ({ typeId: l.typeId, parentId: l.parentId, nameZh: l.leaf.zh, nameEn: l.leaf.en, nameRu: l.leaf.ru, sort: l.sort }));
  const totalWeight = VOCABULARY.reduce((sum, c) => sum + c.weight, 0);
  const { brands, byCategory } = brandsFor(size, totalWeight);
  const shops = shopsFor(rng, Math.max(12, Math.round(size.goods / 12)));
  const shopsByType = new Map<number, number[]>();
  for (const s of shops) shopsByType.set(s.typeId, [...(shopsByType.get(s.typeId) ?? []), s.id]);
  const allShopIds = shops.map((s) => s.id);
  // Shops' shares are long-tailed too: in its category and among general stores a few shops carry most goods.
  const shopRng = createRng(size.seed * 31 + 17);
  const shopPickers = new Map([...shopsByType].map(([typeId, ids]) => [typeId, zipf(shopRng, ids.length, 1)]));
  const anyShop = zipf(shopRng, allShopIds.length, 0.9);

  const pickCategory = (): CategorySeed => {
    let r = rng.next() * totalWeight;
    for (const c of VOCABULARY) if ((r -= c.weight) < 0) return c;
    return VOCABULARY[VOCABULARY.length - 1] as CategorySeed;
  };

  const goods: GeneratedMarket['goods'] = [];
  for (let i = 0; i < size.goods; i++) {
    const cat = pickCategory();
    const subIndex = rng.int(0, cat.subs.length - 1);
    const sub = cat.subs[subIndex] as CategorySeed['subs'][number];
    const catBrands = byCategory.get(cat.id);
    if (!catBrands) throw new Error(`no brands for ${cat.id}`);
    const brandRank = catBrands.pick();
    const itemIndex = rng.int(0, sub.items.length - 1);
    const leafIndex = leavesOf(sub).findIndex((l) => l.items.includes(itemIndex));
    const title = `${sub.items[itemIndex] ?? ''} ${catBrands.names[brandRank] ?? ''}, ${rng.pick(sub.features)}`;
    const ownShops = shopsByType.get(cat.id);
    const ownPick = shopPickers.get(cat.id);
    // Most shops sell in their own category; some goods sit in general stores.
    const shopId = ownShops && ownPick && rng.next() < 0.8 ? (ownShops[ownPick()] as number) : (allShopIds[anyShop()] as number);
    goods.push({
      id: 1_400_000_000 + i * 97 + rng.int(0, 96),
      title,
      typeId: cat.id,
      subTypeId: subTypeId(cat.id, subIndex),
      leafTypeId: leafTypeId(subTypeId(cat.id, subIndex), leafIndex),
      shopId,
      brandId: catBrands.ids[brandRank] as number,
      price: price(rng, sub.priceRub),
      // A long tail: most goods sell a few a day, a few sell hundreds; a big brand's goods sell more.
      baseSales: (0.3 + 240 * rng.next() ** 4) * (0.7 + 0.8 / (brandRank + 1) ** 0.5),
      trend: -0.5 + 1.6 * rng.next(),
      surgeDaysAgo: rng.next() < 0.05 ? rng.int(0, 6) : null,
      listedDaysAgo: size.days, rating: 0, reviewsBase: 0, reviewRate: 0, sellers: 1, minOfferPrice: 0,
    });
  }
  profile(size.seed, shops, goods, size.days);

  const keywords: GeneratedMarket['keywords'] = [];
  const seen = new Set<string>();
  VOCABULARY.forEach((cat) =>
    cat.subs.forEach((sub, si) => {
      const words = sub.items.flatMap((item) => {
        const base = item.toLowerCase();
        const zh = chinese(item);
        const [first, second] = [rng.pick(sub.features), rng.pick(sub.features)];
        return [[base, zh], [`${base} ${first}`, `${zh} ${chinese(first)}`], [`${base} ${second}`, `${zh} ${chinese(second)}`]] as const;
      });
      for (const [word, wordZh] of words) {
        if (seen.has(word)) continue;
        seen.add(word);
        keywords.push({ id: keywords.length + 1, word, wordZh, typeId: cat.id, subTypeId: subTypeId(cat.id, si), baseHeat: 50 + 20_000 * rng.next() ** 3, trend: -0.4 + 1.4 * rng.next() });
      }
    }),
  );
  return { subcategories, leaves, shops, brands, goods, keywords };
}

/** The twelve top-level categories as rows. */
export const topCategories = () => CATEGORIES.map((c, i) => ({ typeId: c.id as number, parentId: null, nameZh: c.zh as string, nameEn: c.en as string, nameRu: c.ru as string, sort: i }));
