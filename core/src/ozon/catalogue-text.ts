/**
 * The texts Ozon's catalogue pages show of a card, read and written the same way: prices like
 * "1 299 ₽" (thin or no-break spaces between thousands), a rating like "4.8", "1 234 отзыва",
 * "Осталось 3 шт". The fake catalogue writes them with these functions and the page parser reads
 * them back, so both sides hold one format.
 */

/** The page size of Ozon's search and category lists (the position of a card on page N counts from here). */
export const CATALOGUE_PAGE_SIZE = 36;

/**
 * Ozon's bestseller listing: the goods of every category on one list by popularity, like a category
 * page without a category (/highlight/bestsellers-<id>/, `?page=N` for the next 36). Its cards are
 * observed as a category page of the whole catalogue, category id WHOLE_CATALOGUE (context 'c:0').
 */
export const BESTSELLERS_PATH = '/highlight/bestsellers-10985822/';
export const WHOLE_CATALOGUE = 0;
/** The listing's segment after /highlight/: `bestsellers` or `bestsellers-<id>` (other highlights are promotions). */
export const BESTSELLERS_SLUG = /^bestsellers(?:-\d{1,19})?$/;

const SPACES = /[\s\u00a0\u2009\u202f]/g;
const THIN = '\u2009';

/** "1 299 ₽" for 129 900 kopecks (whole roubles, kopecks after a comma when there are any). */
export function formatRub(kopecks: number): string {
  const rub = Math.floor(kopecks / 100);
  const kop = kopecks % 100;
  const whole = String(rub).replace(/\B(?=(\d{3})+(?!\d))/g, THIN);
  return `${whole}${kop ? `,${String(kop).padStart(2, '0')}` : ''}${THIN}₽`;
}

/** Every price in a text, in kopecks, in the order they appear ("1 299 ₽ 1 899 ₽" → [129900, 189900]). */
export function pricesIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/(\d{1,3}(?:[\s\u00a0\u2009\u202f]\d{3})*|\d+)(?:[,.](\d{1,2}))?[\s\u00a0\u2009\u202f]*(?:₽|руб)/g)) {
    const rub = Number((m[1] ?? '').replace(SPACES, ''));
    const kop = m[2] ? Number(m[2].padEnd(2, '0')) : 0;
    if (Number.isSafeInteger(rub)) out.push(rub * 100 + kop);
  }
  return out;
}

/** The reviews word after a count, in Russian: 1 отзыв, 2 отзыва, 5 отзывов. */
export function reviewsText(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word = mod10 === 1 && mod100 !== 11 ? 'отзыв' : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'отзыва' : 'отзывов';
  return `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, THIN)} ${word}`;
}

/** The review count of a text ("1 234 отзыва" → 1234), or undefined. */
export function reviewsIn(text: string): number | undefined {
  const m = /(\d{1,3}(?:[\s\u00a0\u2009\u202f]\d{3})*|\d+)[\s\u00a0\u2009\u202f]*(?:отзыв|оцен)/i.exec(text);
  if (!m?.[1]) return undefined;
  const n = Number(m[1].replace(SPACES, ''));
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A rating as the page shows it ("4.8" or "4,8") on a line of its own in a text, or undefined. */
export function ratingIn(text: string): number | undefined {
  const m = /(?:^|\n)[\s\u00a0\u2009\u202f]*([0-5][.,]\d)[\s\u00a0\u2009\u202f]*(?:\n|$)/.exec(text);
  if (!m?.[1]) return undefined;
  return Number(m[1].replace(',', '.'));
}

/** "Осталось 3 шт" for a stock of 3. */
export const stockText = (n: number) => `Осталось ${n} шт`;

/** The stock a text states ("осталось 3 шт" → 3), or undefined. */
export function stockIn(text: string): number | undefined {
  const m = /осталось[\s\u00a0\u2009\u202f]+(\d+)[\s\u00a0\u2009\u202f]*шт/i.exec(text);
  return m?.[1] ? Number(m[1]) : undefined;
}

/** A latin slug of a title, as Ozon builds its links (/product/<slug>-<id>/). */
export function slugOf(title: string): string {
  const map: Record<string, string> = {
    а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
    п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  };
  const latin = [...title.toLowerCase()].map((ch) => map[ch] ?? ch).join('');
  return latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'tovar';
}
