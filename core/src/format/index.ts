export { CURRENCY_SIGN, NUMBER_SYMBOLS, formatGrowth, formatMoney, formatNumber, toNumber, type Currency, type MoneyFormatOptions, type MoneyKind, type NumberFormatOptions } from './numbers';
export { formatDate, formatDateTime } from './dates';
export { csvCell, neutraliseFormula, toCsvText } from './csv';
export { parseAmount, type AmountParse, type AmountStyle } from './amount';
export { MOSCOW_TIME, formatMoment } from './moment';
export { dateTimeFormat, numberFormat } from './intl';
