import type { translate } from '@marketlens/core/contract';
import { VOCABULARY_ZH } from '../../db/seed/data/market-vocabulary-zh';
import { GLOSSARY as TERMS } from './glossary-data';
import { VOCABULARY_EN } from './market-glossary-en';

type TranslateLang = translate.TranslateLang;

const COLUMN: Readonly<Record<TranslateLang, 0 | 1 | 2>> = { zh: 0, en: 1, ru: 2 };
const RU_ENDINGS = ['ами', 'ями', 'ого', 'его', 'ому', 'ему', 'ыми', 'ими', 'ой', 'ей', 'ий', 'ый', 'ая', 'яя', 'ое', 'ее', 'ые', 'ие', 'ую', 'юю', 'ов', 'ев', 'ам', 'ям', 'ах', 'ях', 'ом', 'ем', 'а', 'я', 'ы', 'и', 'е', 'о', 'у', 'ю', 'ь', 'й'];
// A phrase may span this many tokens (words and the punctuation between them: `размер 4 (9-14 кг)`).
const MAX_WORDS = 8;

/** The marketplace terms, then the generated market's goods names and features in the three languages. */
const GLOSSARY: readonly (readonly [string, string, string])[] = [
  ...TERMS,
  ...Object.entries(VOCABULARY_EN).flatMap(([ru, en]) => {
    const zh = VOCABULARY_ZH[ru];
    return zh ? [[zh, en, ru] as const] : [];
  }),
];

/** Words and runs of punctuation, the same way for the glossary's phrases and the text translated. */
const tokenize = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'-]*|[^\s\p{L}\p{N}]+/gu) ?? [];

/** Reduces a word to a crude stem so that inflected Russian and plural English forms still match. */
function stem(word: string, lang: TranslateLang): string {
  const w = word.toLowerCase().replace(/ё/g, 'е');
  if (lang === 'ru') {
    const ending = RU_ENDINGS.find((e) => w.endsWith(e) && w.length - e.length >= 3);
    return ending ? w.slice(0, -ending.length) : w;
  }
  if (lang === 'en' && w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

const phraseKey = (words: readonly string[], lang: TranslateLang) => words.map((w) => stem(w, lang)).join(' ');
const indexes = new Map<TranslateLang, Map<string, number>>();

function indexOf(lang: TranslateLang): Map<string, number> {
  let index = indexes.get(lang);
  if (!index) {
    index = new Map();
    GLOSSARY.forEach((entry, i) => {
      const term = entry[COLUMN[lang]];
      const key = lang === 'zh' ? term : phraseKey(tokenize(term), lang);
      if (!index?.has(key)) index?.set(key, i);
    });
    indexes.set(lang, index);
  }
  return index;
}

const target = (i: number, to: TranslateLang) => GLOSSARY[i]?.[COLUMN[to]] ?? '';
const zhMaxLength = Math.max(...GLOSSARY.map((e) => e[0].length));

/** Pieces of the translation, and the source words the glossary did not know (left as they were). */
interface Pieces {
  out: string[];
  unknown: string[];
}

function fromChinese(text: string, to: TranslateLang): Pieces {
  const index = indexOf('zh');
  const out: string[] = [];
  const unknown: string[] = [];
  let pending = '';
  for (let i = 0; i < text.length; ) {
    let matched = false;
    for (let len = Math.min(zhMaxLength, text.length - i); len > 0; len--) {
      const hit = index.get(text.slice(i, i + len));
      if (hit !== undefined) {
        if (pending.trim()) {
          out.push(pending.trim());
          if (isCjk(pending)) unknown.push(pending.trim());
        }
        pending = '';
        out.push(target(hit, to));
        i += len;
        matched = true;
        break;
      }
    }
    if (!matched) pending += text[i++] ?? '';
  }
  if (pending.trim()) {
    out.push(pending.trim());
    if (isCjk(pending)) unknown.push(pending.trim());
  }
  return { out, unknown };
}

/** A word in the source language's own script: one the glossary should have known (numbers, brands in Latin letters in Russian text are kept as they are). */
function isWordOf(token: string, from: TranslateLang): boolean {
  if (from === 'ru') return /[\u0400-\u04ff]/.test(token);
  return /^[A-Za-z][A-Za-z'-]*$/.test(token) && token.length > 1;
}

function fromWords(text: string, from: TranslateLang, to: TranslateLang): Pieces {
  const index = indexOf(from);
  const tokens = tokenize(text);
  const out: string[] = [];
  const unknown: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    let matched = false;
    for (let n = Math.min(MAX_WORDS, tokens.length - i); n > 0; n--) {
      const hit = index.get(phraseKey(tokens.slice(i, i + n), from));
      if (hit !== undefined) {
        out.push(target(hit, to));
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) {
      const token = tokens[i++] ?? '';
      out.push(token);
      if (isWordOf(token, from)) unknown.push(token);
    }
  }
  return { out, unknown };
}

const isCjk = (s: string) => /[\u3400-\u9fff]/.test(s);

/**
 * Translates with the marketplace glossary: the longest known phrase first, then word by word,
 * leaving unknown words (numbers, brand names) as they are. Fast and offline, but not fluent.
 */
export function glossaryTranslate(text: string, from: TranslateLang, to: TranslateLang): string {
  return glossaryTranslation(text, from, to).text;
}

/** The glossary's translation and whether it covered every word; `unknown` lists the words it left untranslated. */
export function glossaryTranslation(text: string, from: TranslateLang, to: TranslateLang): { text: string; complete: boolean; unknown: string[] } {
  if (from === to) return { text, complete: true, unknown: [] };
  const { out: pieces, unknown } = from === 'zh' ? fromChinese(text, to) : fromWords(text, from, to);
  // Chinese needs no spaces between words; punctuation sticks to the word before it.
  const joined = pieces.reduce((acc, p) => {
    if (!acc) return p;
    const tight = (to === 'zh' && isCjk(p) && isCjk(acc.slice(-1))) || /^[.,!?;:)\]。，！？、]/.test(p);
    return tight ? acc + p : `${acc} ${p}`;
  }, '');
  return { text: joined, complete: unknown.length === 0, unknown };
}

/** The language of a text by its script: Han → zh, Cyrillic → ru, anything else → en. */
export function detectLang(text: string): TranslateLang {
  if (isCjk(text)) return 'zh';
  if (/[\u0400-\u04ff]/.test(text)) return 'ru';
  return 'en';
}
