import { pricing } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the pricing calls: tables in force and the member's templates. */
export const pricingApi = fetchersOf(pricing);
