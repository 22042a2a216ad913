import { parseAmount, type AmountStyle } from '@marketlens/core/format';

/** How numbers typed in the UI are read: the comma is the decimal mark in Russian, a thousands mark in Chinese and English. */
export function amountStyleOf(language: string): AmountStyle {
  if (language.startsWith('ru')) return 'ru';
  if (language.startsWith('en')) return 'en';
  return 'zh';
}

export type FieldCheck = { ok: true; value: number } | { ok: false; error: 'empty' | 'invalid' | 'negative' | 'tooLarge' };

/** A typed amount checked against its field's bounds; the reason for a refusal is for the error text. */
export function checkAmount(text: string, language: string, max = Number.MAX_SAFE_INTEGER): FieldCheck {
  const parsed = parseAmount(text, amountStyleOf(language));
  if (!parsed.ok) return { ok: false, error: parsed.reason };
  if (parsed.value > max) return { ok: false, error: 'tooLarge' };
  return { ok: true, value: parsed.value };
}
