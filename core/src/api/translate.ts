import { translate } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the translate calls (core/README.md lists them). */
export const translateApi = fetchersOf(translate);
