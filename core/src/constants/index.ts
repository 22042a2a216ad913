export { CATEGORIES, type Category, type CategoryId } from './categories';
export { CHANNELS, LIMITS, NUMBER_UNITS } from './limits';
export { DURATIONS, PLANS, TIERS, planOf, type Duration, type PlanInfo, type Tier } from './plans';
export { EXPLOSION, EXPLOSION_SORTS, GOODS_OPPORTUNITY, GOODS_SORTS, GROUP_SORTS, KEYWORD_SORTS, MAX_PAGE_SIZE, SELLER_TYPES, WINDOW_DAYS, WORKBENCH_CODES, type WindowDays } from './workbench';
export { TIER_LIMITS, UNBOUND_ROWS, type TierLimits } from './tier-limits';
export { HISTORY_CLEAR_TYPES, HISTORY_LISTS, historyListOf, type HistoryClearType, type HistoryList } from './search-history';
export { LANGS, DEFAULT_LANG, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type Lang } from '../i18n/index';
export { MAX_TAG_LENGTH, MAX_TAGS, MONITOR_CODES, MONITOR_KINDS, type MonitorKind } from './monitor';
export { PATROL_CODES, PATROL_KINDS, type PatrolKind } from './patrol';
