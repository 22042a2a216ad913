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
