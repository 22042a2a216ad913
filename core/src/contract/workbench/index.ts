/**
 * The workbench's market analytics: lists with a window, filters, server-side sorting and paging,
 * their exports, the market overview and the goods detail. Members only; the tier limits of
 * WORKBENCH.md §4 are enforced by the server (codes in WORKBENCH_CODES).
 */

export { DETAIL_WINDOWS, EXPLOSION, EXPLOSION_SORTS, FILTER_SET_LIMIT, FULFILMENTS, GOODS_OPPORTUNITY, HIGH_TICKET_FLOOR, GOODS_SORTS, GROUP_SORTS, KEYWORD_SORTS, MAX_PAGE_SIZE, SELLER_TYPES, WINDOW_DAYS, WORKBENCH_CODES, type DetailWindow, type WindowDays } from '../../constants/workbench';
export { listMetaSchema, type ListMeta } from './meta';
export * from './lists';
export * from './details';
export * from './reverse';
export * from './explosion';
export * from './recent';
export * from './filter-sets';
export * from './structure';
export * from './positions';
