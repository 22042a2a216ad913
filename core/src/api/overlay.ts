import { overlay } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the extension's figures on marketplace pages (core/README.md lists them). */
export const overlayApi = fetchersOf(overlay);
