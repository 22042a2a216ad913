import { isAxiosError } from 'axios';
import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { sendBatch, type ObservationOutcome, type ObservationRow } from '@marketlens/core/contract/observations';
import { BusinessError, PipelineError, type CallClient } from '@marketlens/core/http';

/**
 * What became of a batch: `sent` (the server's outcome), `off` (the member does not share), `guest`
 * (nobody is logged in), `waiting` (the server said the member is over the limit; batches are dropped
 * until the wait ends), `failed` (the server could not be reached twice, or refused the batch).
 */
export type SendOutcome =
  | { state: 'sent'; outcome: ObservationOutcome }
  | { state: 'off' | 'guest' | 'failed' }
  | { state: 'waiting'; until: string };

/** How long sending pauses after the server says the member is over the limit; each refusal in a row doubles it. */
export const BACKOFF_FIRST_MS = 60_000;
export const BACKOFF_MAX_MS = 60 * 60_000;

const backoffSchema = z.object({ until: z.number(), ms: z.number().positive() });
type Backoff = z.infer<typeof backoffSchema>;
/** Kept in storage: the background's worker may stop between two batches. */
export const backoffItem = storage.defineItem<Backoff | null>('local:observationBackoff', { fallback: null });

export interface SenderDeps {
  /** Whether the member shares observations (the notice was seen and sharing is on). */
  sharing(): Promise<boolean>;
  /** The signed request client of the logged-in member, or null when nobody is logged in. */
  memberHttp(): Promise<CallClient | null>;
  now?: () => number;
  batchId?: () => string;
}

/** The server could not be reached or did not answer in time: worth one more try with the same batch id. */
function networkFailure(error: unknown): boolean {
  return isAxiosError(error) && (!error.response || error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
}

/** The server refused the batch because the member sends more than the limit allows. */
function overLimit(error: unknown): boolean {
  if (error instanceof PipelineError) return error.reason === 'too-frequent';
  return error instanceof BusinessError && (error.status === 429 || error.code === 429);
}

async function readBackoff(): Promise<Backoff | null> {
  const parsed = backoffSchema.safeParse(await backoffItem.getValue());
  return parsed.success ? parsed.data : null;
}

/**
 * Sends one batch of observed cards as `observations.sendBatch`, through the signed pipeline of the
 * logged-in member, with a fresh batch id. A network failure is tried once more with the same id (the
 * server takes a repeated id as a replay, so a batch that did arrive is not counted twice); the
 * server's "over the limit" pauses sending, longer after each refusal in a row. Nothing leaves while
 * the member does not share or nobody is logged in.
 */
export async function sendObservations(rows: ObservationRow[], deps: SenderDeps): Promise<SendOutcome> {
  const now = deps.now ?? Date.now;
  if (!(await deps.sharing())) return { state: 'off' };
  const backoff = await readBackoff();
  if (backoff && backoff.until > now()) return { state: 'waiting', until: new Date(backoff.until).toISOString() };
  const http = await deps.memberHttp();
  if (!http) return { state: 'guest' };
  const batchId = (deps.batchId ?? (() => crypto.randomUUID()))();
  const call = () => http.call(sendBatch, { body: { batchId, rows } }, { verifyCode: false });
  try {
    let reply;
    try {
      reply = await call();
    } catch (error) {
      if (!networkFailure(error)) throw error;
      reply = await call();
    }
    if (backoff) await backoffItem.setValue(null);
    return { state: 'sent', outcome: reply.data };
  } catch (error) {
    if (overLimit(error)) {
      const ms = backoff ? Math.min(backoff.ms * 2, BACKOFF_MAX_MS) : BACKOFF_FIRST_MS;
      const until = now() + ms;
      await backoffItem.setValue({ until, ms });
      return { state: 'waiting', until: new Date(until).toISOString() };
    }
    if (error instanceof PipelineError && error.reason === 'session-ended') return { state: 'guest' };
    return { state: 'failed' };
  }
}
