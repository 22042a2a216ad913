import { promotion } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the promotion calls (core/README.md lists them). */
export const promotionApi = fetchersOf(promotion);
