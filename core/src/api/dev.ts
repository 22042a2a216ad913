import { dev } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the dev calls (core/README.md lists them). */
export const devApi = fetchersOf(dev);
