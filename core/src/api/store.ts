import { store } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the membership store's calls: plans, quotes, checkout, orders, fapiao, bound categories. */
export const storeApi = fetchersOf(store);
