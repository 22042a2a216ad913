import type { Rng } from './rng';

/**
 * A Zipf-like chooser over `count` ranks: rank r (0-based) is chosen with weight 1 / (r + 1)^s, so a
 * few ranks take most picks and many take a few each.
 */
export function zipf(rng: Rng, count: number, s: number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let r = 0; r < count; r++) cumulative.push((total += 1 / (r + 1) ** s));
  return () => {
    const x = rng.next() * total;
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

// Brand names as Ozon's small brands are made: a coined Latin or Cyrillic word of two or three syllables.
const LATIN_HEADS = ['Vel', 'Nor', 'Lum', 'Kar', 'Zen', 'Tor', 'Mir', 'Sol', 'Ver', 'Bri', 'Fal', 'Gra', 'Hel', 'Dex', 'Ol', 'Pra', 'Ros', 'Ste', 'Tek', 'Vio', 'Ar', 'Bel', 'Cor', 'Eco', 'Fin', 'Lin', 'Max', 'Neo', 'Ori', 'Qui'];
const LATIN_MIDS = ['a', 'e', 'i', 'o', 'u', 'ra', 'li', 'no', 'ta', 've', 'ri', 'mo'];
const LATIN_TAILS = ['x', 'ra', 'na', 'ko', 'lia', 'vik', 'tex', 'line', 'mas', 'tor', 'son', 'ly', 'ix', 'era', 'on', 'et'];
const CYRILLIC_HEADS = ['Бел', 'Дар', 'Лад', 'Мир', 'Рус', 'Сол', 'Вол', 'Зар', 'Кед', 'Лес', 'Сев', 'Яр', 'Доб', 'Гор', 'Тёп', 'Све', 'Ум', 'Луч', 'Род', 'Вес'];
const CYRILLIC_MIDS = ['о', 'а', 'и', 'е', 'ра', 'ло', 'ни', 'ва'];
const CYRILLIC_TAILS = ['ка', 'на', 'ич', 'ок', 'ия', 'ель', 'ушка', 'ово', 'ар', 'ика', 'ный', 'ия Дом', 'ица'];

/** Share of generated brand names written in Cyrillic (the rest in Latin letters). */
const CYRILLIC_SHARE = 0.35;

/** `count` new brand names, unique among themselves and against `used` (which takes them in). */
export function brandNames(rng: Rng, count: number, used: Set<string>): string[] {
  const out: string[] = [];
  for (let misses = 0; out.length < count; ) {
    const cyrillic = rng.next() < CYRILLIC_SHARE;
    const [heads, mids, tails] = cyrillic ? [CYRILLIC_HEADS, CYRILLIC_MIDS, CYRILLIC_TAILS] : [LATIN_HEADS, LATIN_MIDS, LATIN_TAILS];
    const middle = rng.next() < 0.4 ? rng.pick(mids) : '';
    let name = `${rng.pick(heads)}${middle}${rng.pick(tails)}`;
    // A very large market runs out of coined words: a series number tells the rest apart.
    if (used.has(name.toLowerCase()) && ++misses < 20) continue;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
    misses = 0;
    used.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}

/**
 * Brands of a category: its known brands and generated ones, dozens in a large category. Scales
 * with the category's expected goods (its weight's share of the market): about one brand per three
 * goods, at least 12, at most 600.
 */
export const brandCount = (expectedGoods: number, known: number) => Math.max(known, 12, Math.min(600, Math.round(8 + expectedGoods / 3)));
