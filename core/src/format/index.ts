export { NUMBER_SYMBOLS, formatCents, formatGrowth, formatNumber, toNumber, type NumberFormatOptions } from './numbers';
export { formatDate, formatDateTime } from './dates';
