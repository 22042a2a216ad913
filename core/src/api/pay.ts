import { pay } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the pay calls (core/README.md lists them). */
export const payApi = fetchersOf(pay);
