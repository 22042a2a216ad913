import { content } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the content calls (core/README.md lists them). */
export const contentApi = fetchersOf(content);
