import dayjs from 'dayjs';
import { NUMBER_SYMBOLS } from './numbers';

/** A date-time for display (`2024-06-01 08:30:00`), or `-` for missing or invalid input. */
export function formatDateTime(value: unknown, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (value === null || value === undefined || value === '') return NUMBER_SYMBOLS.empty;
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return NUMBER_SYMBOLS.empty;
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : NUMBER_SYMBOLS.empty;
}

/** A calendar date for display (`2024-06-01`). */
export function formatDate(value: unknown): string {
  return formatDateTime(value, 'YYYY-MM-DD');
}
