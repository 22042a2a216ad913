import { distribution } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the distribution calls (core/README.md lists them). */
export const distributionApi = fetchersOf(distribution);
