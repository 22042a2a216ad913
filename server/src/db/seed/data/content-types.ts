/** A text of the seeded content in one language: plain-text paragraphs, never HTML. */
export interface Localized {
  title: string;
  summary: string;
  body: readonly string[];
}

/** One piece of content in the three languages of the product. */
export interface Trilingual {
  zh: Localized;
  en: Localized;
  ru: Localized;
}
