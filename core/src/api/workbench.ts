import { workbench } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the workbench's analytics calls (core/README.md lists them). */
export const workbenchApi = fetchersOf(workbench);
