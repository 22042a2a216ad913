/**
 * The contract's call definitions load with the first call of a page (their zod schemas stay out of
 * the first load); plain values come from `@marketlens/core/constants`.
 */
export const loadWorkbench = () => import('@marketlens/core/contract').then((m) => m.workbench);
export const loadReport = () => import('@marketlens/core/contract').then((m) => m.report);
export const loadIdentity = () => import('@marketlens/core/contract').then((m) => m.identity);
