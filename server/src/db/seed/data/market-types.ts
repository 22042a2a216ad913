/** A subcategory of the generated market: names in three languages and the Russian words its goods are built from. */
export interface SubcategorySeed {
  zh: string;
  en: string;
  ru: string;
  /** Product names as they start an Ozon title. */
  items: readonly string[];
  /** Qualifiers appended to titles (material, size, purpose); they also form search phrases. */
  features: readonly string[];
  /** Typical price range in roubles. */
  priceRub: readonly [number, number];
}

/** One of the spec's twelve top-level categories with its brands and subcategories. */
export interface CategorySeed {
  id: number;
  /** Share of the market's goods (relative weight). */
  weight: number;
  brands: readonly string[];
  subs: readonly SubcategorySeed[];
}

/** When a leaf sells most: winter, spring (gardens, bikes), summer, autumn, the school start (August) or the New Year peak. */
export type Season = 'winter' | 'spring' | 'summer' | 'autumn' | 'school' | 'newYear';

/** A third-level category: names in three languages, the subcategory's goods names it holds (positions in `items`), its season. */
export interface LeafSeed {
  ru: string;
  en: string;
  zh: string;
  items: readonly number[];
  season?: Season;
}
