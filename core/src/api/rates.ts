import { rates } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the rates calls (core/README.md lists them). */
export const ratesApi = fetchersOf(rates);
