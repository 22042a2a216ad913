/**
 * The content and upload calls' definitions load with a page's first call from the browser (their
 * zod schemas stay out of the first load of the article and Q&A pages); plain values come from
 * `@marketlens/core/constants`. Loaders on the server keep using `contentApi`.
 */
export const loadContent = () => import('@marketlens/core/contract').then((m) => m.content);
export const loadUpload = () => import('@marketlens/core/contract').then((m) => m.upload);
