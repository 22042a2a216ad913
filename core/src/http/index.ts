export { HEADERS, SESSION_KEYS } from './headers';
export { createHttpClient, callUrl, REQUEST_TIMEOUT_MS, type CallClient, type CallInput, type CallOptions, type HttpClient, type HttpClientOptions } from './client';
export { lazyCallClient, type LazyCallClientOptions } from './lazy-client';
export { BusinessError, ContractError, PipelineError, bodyCode, bodyMessage, errorCode } from './errors';
export { HTML_MARKERS, RESTRICT_LOGIN, clockSkewed, endsSession, htmlGuard, warnsForCode } from './response-rules';
export { TOKEN_PATHS, isTokenPath } from './token-paths';
export { memoryStorage, resolvePlatform, type ResolvedPlatform } from './resolve-platform';
export { ANONYMOUS_ID_KEY, anonymousIdFrom, randomId } from './anonymous-id';
export type {
  AutomationFlags,
  BrowserEnvironment,
  CaptchaResult,
  CaptchaWidget,
  Clock,
  CookieOptions,
  KeyValueStorage,
  LogLevel,
  Notifier,
  Platform,
} from './platform';
