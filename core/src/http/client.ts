import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { RuntimeConfig } from '../config/index';
import type { CallDef } from '../contract/define';
import { msg } from '../i18n/messages';
import { clearSession, readSessionTokens } from '../session/index';
import { antiBotPayload, encryptAntiBot, sha256Hex } from '../security/anti-bot';
import { computeRiskToken } from '../security/risk-token';
import { randomId } from './anonymous-id';
import { ANTI_ABUSE_CODES } from '../contract/identity-codes';
import { BusinessError, ContractError, PipelineError, bodyCode, bodyMessage } from './errors';
import { HEADERS } from './headers';
import type { CallClient } from './call-client';
import type { Platform } from './platform';
import { resolvePlatform } from './resolve-platform';
import { clockSkewed, endsSession, htmlGuard, serverClockOffset, warnsForCode } from './response-rules';
import { isTokenPath } from './token-paths';

export const REQUEST_TIMEOUT_MS = 10_000;

export type { CallClient, CallInput, CallOptions } from './call-client';

/** The request client: `call` over its own axios instance (interceptors hold the pipeline's rules). */
export interface HttpClient extends CallClient {
  readonly axios: AxiosInstance;
}

export interface HttpClientOptions {
  config: RuntimeConfig;
  platform: Platform;
}

/** Builds the URL of a call from the configured base of its service. */
export function callUrl(config: RuntimeConfig, def: Pick<CallDef, 'service' | 'path'>): string {
  const base = config.apiBases[def.service].replace('{product}', config.product);
  return `${config.apiOrigin}${base}${def.path}`;
}

// Marks a request whose caller turned Authorization off; removed before the request leaves.
const NO_AUTH = 'x-ml-no-auth';

/**
 * Below this difference from the server's clock the device's own clock signs requests; beyond it the
 * client signs with the server's time (learned from the Date header), so that a device whose clock
 * is minutes off still works within the server's window, and only beyond nine minutes is told so.
 */
export const CLOCK_ADOPT_MS = 30_000;

/** A request sent again once after the server refused its timestamp, now signed with the server's time. */
type ClockRetry = InternalAxiosRequestConfig & { clockRetried?: boolean };

type Query = Record<string, string | number | boolean | null | undefined>;

function requestPathAndQuery(req: InternalAxiosRequestConfig): { path: string; query: Query } {
  const url = new URL(req.url ?? '', 'http://localhost');
  const query: Query = Object.fromEntries(url.searchParams.entries());
  for (const [k, v] of Object.entries((req.params ?? {}) as Record<string, unknown>)) {
    if (v === null || v === undefined) continue;
    query[k] = typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean);
  }
  return { path: url.pathname, query };
}

/**
 * The body exactly as it will be sent, when it is text: objects are serialised here (axios sends a
 * string unchanged) so that the anti-bot code can carry its hash. Undefined for forms and binaries.
 */
function textBody(req: InternalAxiosRequestConfig, headers: AxiosHeaders): string | undefined {
  const data: unknown = req.data;
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return undefined;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return undefined;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data) || data instanceof URLSearchParams) return undefined;
  const text = JSON.stringify(data);
  req.data = text;
  headers.setContentType('application/json');
  return text;
}

/** Creates the request client shared by the website and the extension. */
export function createHttpClient({ config, platform: input }: HttpClientOptions): HttpClient {
  const platform = resolvePlatform(input);
  const instance = axios.create({ timeout: REQUEST_TIMEOUT_MS, withCredentials: true });
  const sessionId = randomId(16);
  let lastSentAt: number | undefined;
  let skewNoticeShown = false;
  let clockOffsetMs = 0;

  instance.interceptors.request.use(async (req) => {
    // A signed request is accepted once per session and timestamp: two requests of one session in
    // the same millisecond get distinct timestamps.
    const previous = lastSentAt;
    const timestamp = Math.max(platform.clock.now() + clockOffsetMs, (previous ?? -Infinity) + 1);
    lastSentAt = timestamp;
    const [fingerprint, anonymousId] = await Promise.all([platform.fingerprint(), platform.anonymousId()]);
    const { path, query } = requestPathAndQuery(req);
    const headers = AxiosHeaders.from(req.headers);
    const body = textBody(req, headers);
    headers.set(HEADERS.timestamp, String(timestamp));
    headers.set(HEADERS.anonymousId, anonymousId);
    headers.set(HEADERS.fingerprint, fingerprint);
    headers.set(HEADERS.riskToken, await computeRiskToken({ method: req.method ?? 'get', path, query, timestamp, fingerprint }));
    const intervalMs = previous === undefined ? 0 : timestamp - previous;
    const bodyHash = body === undefined ? undefined : await sha256Hex(body);
    const payload = antiBotPayload({ sessionId, timestamp, fingerprint, intervalMs, env: platform.environment(), bodyHash });
    const antiBot = await encryptAntiBot(config.rsaPublicKey, JSON.stringify(payload));
    if (antiBot) headers.set(HEADERS.antiBot, antiBot);
    const authOff = headers.has(NO_AUTH);
    headers.delete(NO_AUTH);
    if (isTokenPath(path) && !authOff) {
      const tokens = await readSessionTokens(platform);
      if (tokens.userToken) headers.set(HEADERS.authorization, tokens.userToken);
      if (tokens.controlT) headers.set(HEADERS.controlT, tokens.controlT);
    }
    req.headers = headers;
    return req;
  });

  const checkClock = (res: AxiosResponse | undefined) => {
    const date = res?.headers['date'] as string | undefined;
    const offset = serverClockOffset(date, platform.clock.now());
    if (offset !== undefined) clockOffsetMs = Math.abs(offset) > CLOCK_ADOPT_MS ? offset : 0;
    if (skewNoticeShown || !clockSkewed(date, platform.clock.now())) return;
    skewNoticeShown = true;
    platform.notify.notice({ title: msg('http.clockTitle'), description: msg('http.clockSkew') });
  };
  const verifyCodeOn = (res: AxiosResponse | undefined) => String(res?.config.headers.get(HEADERS.verifyCode) ?? 'true') !== 'false';
  const warnForBody = (res: AxiosResponse) => {
    const code = bodyCode(res.data);
    const text = bodyMessage(res.data);
    if (warnsForCode(code, verifyCodeOn(res)) && text) platform.notify.warning({ text });
  };

  instance.interceptors.response.use(
    (res) => {
      checkClock(res);
      const guard = htmlGuard(String(res.headers['content-type'] ?? ''), res.data);
      if (guard === 'captcha') {
        platform.log('warn', 'not verified', { url: res.config.url });
        platform.reload();
        throw new PipelineError('not-verified');
      }
      if (guard === 'threat') {
        platform.notify.warning(msg('http.tooManyVisits'));
        throw new PipelineError('threat');
      }
      warnForBody(res);
      return res;
    },
    async (err: unknown) => {
      if (!(err instanceof AxiosError) || !err.response) throw err;
      const res = err.response;
      checkClock(res);
      const sent = res.config as ClockRetry;
      if (res.status === 403 && bodyCode(res.data) === ANTI_ABUSE_CODES.clock && clockOffsetMs !== 0 && !sent.clockRetried) {
        return instance.request({ ...sent, clockRetried: true } as ClockRetry);
      }
      if (endsSession(res.status, res.data)) {
        await clearSession(platform);
        platform.reload();
        throw new PipelineError('session-ended');
      }
      if (res.status === 429) {
        platform.notify.warning(msg('http.tooFrequent'));
        throw new PipelineError('too-frequent');
      }
      if (res.status === 500) {
        platform.notify.error(msg('http.backendError'));
        throw new PipelineError('server-error');
      }
      warnForBody(res);
      const code = bodyCode(res.data);
      if (code !== undefined) throw new BusinessError(code, bodyMessage(res.data), res.status, res.data);
      throw err;
    },
  );

  return {
    axios: instance,
    config,
    platform,
    async call(def, callInput, options = {}) {
      const query = def.query && callInput?.query !== undefined ? def.query.parse(callInput.query) : callInput?.query;
      const body = callInput?.body;
      const data = def.body && body !== undefined && !(body instanceof FormData) ? def.body.parse(body) : body;
      const headers = new AxiosHeaders();
      if (options.verifyCode === false) headers.set(HEADERS.verifyCode, 'false');
      if (options.auth === false) headers.set(NO_AUTH, '1');
      const res = await instance.request<unknown>({ method: def.method, url: callUrl(config, def), params: query, data, headers, signal: options.signal });
      const parsed = def.response.safeParse(res.data);
      if (parsed.success) return parsed.data;
      const code = bodyCode(res.data);
      if (code !== undefined && code !== 200) throw new BusinessError(code, bodyMessage(res.data), res.status, res.data);
      throw new ContractError(def.path, parsed.error.issues);
    },
  };
}
