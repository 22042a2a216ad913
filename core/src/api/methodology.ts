import { methodology } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the methodology calls: the measured accuracy of the estimates. */
export const methodologyApi = fetchersOf(methodology);
