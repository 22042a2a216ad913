import { monitor } from '../contract/index';
import { fetchersOf } from './endpoint';

/** Client functions of the monitoring and notification centre calls (core/README.md lists them). */
export const monitorApi = fetchersOf(monitor);
