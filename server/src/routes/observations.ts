import { Hono } from 'hono';
import { observations } from '@marketlens/core/contract';
import { consumeLimit } from '../cluster/limiters';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { requireUser } from '../security/session';
import { ingestBatch, originOf } from '../services/observations/ingest';
import { useOriginKey } from '../services/observations/origin';

/**
 * Batches a member may send a minute, on every instance together. The extension sends a batch when
 * a page's cards are read (at most 200 rows) and at most one every few seconds; 30 a minute is a
 * member reading a page every two seconds, and with the per-origin daily caps bounds what a script
 * with a member's session can send.
 */
export const OBSERVATION_BATCHES_PER_MINUTE = 30;

/**
 * POST …/observe/batch: the extension's observed cards, from a signed-in member who allowed it. The
 * member's origin is a keyed hash of their id, so no observation names them. Rows are checked one by
 * one (services/observations/ingest.ts): the answer names each row refused or quarantined and why;
 * a malformed batch (no uuid, no rows, more than 200) is a 400, a member over the minute's batches a
 * 429, both with a message in the member's language, and neither stores anything.
 */
export function observationRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  useOriginKey({ secretHex: deps.config.originKeySecret, dataDir: deps.config.dataDir });
  const perMember = { points: OBSERVATION_BATCHES_PER_MINUTE, duration: 60, keyPrefix: 'observe-member' };

  app.post(observations.sendBatch.path, requireUser(), async (c) => {
    const user = c.var.user;
    if (!user) throw new Error('observation batch without a session');
    if (!(await consumeLimit(deps.db, perMember, String(user.userId)))) throw new ApiError(429, 429, 'observations.tooFrequent', { perMinute: OBSERVATION_BATCHES_PER_MINUTE });
    const { body } = await callInput(c, observations.sendBatch);
    const outcome = await ingestBatch(deps.db, { source: 'extension', origin: originOf('member', user.userId), batchId: body.batchId, rows: body.rows });
    return reply(c, observations.sendBatch, { code: 200, message: 'success', data: outcome });
  });
  return app;
}
