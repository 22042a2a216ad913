import { lottery } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the lottery calls (core/README.md lists them). */
export const lotteryApi = fetchersOf(lottery);
