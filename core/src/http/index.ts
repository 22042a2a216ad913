export { HEADERS, SESSION_KEYS } from './headers';
export { createHttpClient, callUrl, REQUEST_TIMEOUT_MS, type HttpClient, type HttpClientOptions } from './client';
export type { Platform } from './platform';
