/** The monitor calls' definitions load with the first call (their zod schemas stay out of the first load). */
export const loadMonitor = () => import('@marketlens/core/contract').then((m) => m.monitor);
