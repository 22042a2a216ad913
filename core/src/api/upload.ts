import { upload } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the upload calls (core/README.md lists them). */
export const uploadApi = fetchersOf(upload);
