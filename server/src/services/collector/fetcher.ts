import { fetch, ProxyAgent, type Dispatcher } from 'undici';
import type { CollectorConfig } from './config';

/**
 * The collector's one road to the catalogue: every page is asked through here, at most one request
 * starting per `paceMs`, through the proxy when one is set, each bounded by `timeoutMs`. 429, 5xx,
 * timeouts and network failures are tried again up to `retries` times after an exponential back-off
 * with full jitter (backoffMs × 2^attempt, capped), or after the Retry-After the answer asked for
 * when that is longer (still capped at backoffMaxMs); other answers (404, 403, …) are not retried.
 */

export class CollectorFetchError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly attempts: number,
  ) {
    super(message);
    this.name = 'CollectorFetchError';
  }
}

export interface PageFetcher {
  /** The HTML of a page at a path of the base URL (e.g. /search/?text=…). */
  get(path: string): Promise<string>;
  /** Requests sent, retries included. */
  readonly requests: number;
  close(): Promise<void>;
}

export interface FetcherDeps {
  /** Waits; tests may shorten nothing: the back-off is configured small instead. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in ms (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const retryable = (status: number) => status === 429 || status === 408 || status >= 500;

export function createPageFetcher(config: CollectorConfig, deps: FetcherDeps = {}): PageFetcher {
  const sleep = deps.sleep ?? sleepFor;
  const random = deps.random ?? Math.random;
  const now = deps.now ?? Date.now;
  const dispatcher: Dispatcher | undefined = config.proxy ? new ProxyAgent(config.proxy) : undefined;
  let nextStart = 0;
  let requests = 0;

  // Requests queue one behind the other: the pace holds even when pages are asked in parallel.
  let queue: Promise<unknown> = Promise.resolve();
  const paced = async <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(async () => {
      const wait = nextStart - now();
      if (wait > 0) await sleep(wait);
      nextStart = now() + config.paceMs;
    });
    queue = turn.catch(() => undefined);
    await turn;
    return work();
  };

  async function once(url: string): Promise<{ ok: true; body: string } | { ok: false; status: number | undefined; retryAfter?: number; message: string }> {
    requests += 1;
    try {
      const res = await fetch(url, {
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'ru-RU,ru;q=0.9' },
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'follow',
        ...(dispatcher && { dispatcher }),
      });
      if (res.ok) return { ok: true, body: await res.text() };
      await res.body?.cancel();
      const retryAfter = retryAfterMs(res.headers.get('retry-after'), now());
      return { ok: false, status: res.status, ...(retryAfter !== undefined && { retryAfter }), message: `HTTP ${res.status} on ${new URL(url).pathname}` };
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      const message = name === 'TimeoutError' || name === 'AbortError' ? `timed out after ${config.timeoutMs} ms` : err instanceof Error ? err.message : String(err);
      return { ok: false, status: undefined, message: `${message} on ${new URL(url).pathname}` };
    }
  }

  return {
    get requests() {
      return requests;
    },
    async get(path: string) {
      const url = new URL(path, `${config.baseUrl}/`).toString();
      for (let attempt = 0; ; attempt++) {
        const answer = await paced(() => once(url));
        if (answer.ok) return answer.body;
        const canRetry = answer.status === undefined || retryable(answer.status);
        if (!canRetry || attempt >= config.retries) throw new CollectorFetchError(answer.message, answer.status, attempt + 1);
        const backoff = Math.min(config.backoffMaxMs, config.backoffMs * 2 ** attempt) * random();
        await sleep(Math.min(config.backoffMaxMs, Math.max(backoff, answer.retryAfter ?? 0)));
      }
    },
    async close() {
      await dispatcher?.close();
    },
  };
}
