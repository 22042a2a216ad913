import { Hono } from 'hono';
import { adminObservations as obs } from '@marketlens/core/contract';
import type { AppDeps } from '../context';
import { callInput, reply } from '../http/input';
import { requireOperator, type OperatorEnv } from '../security/operator-session';
import { batchRows, collectorState, heldRows } from '../services/admin/observations';

/**
 * The observation intake as operators see it (operations section, read only): quarantined rows and
 * their reasons, the batches with what became of their rows, and the catalogue collector's runs.
 * Origins stay the keyed hashes the intake stored; nothing here names a member.
 */
export function adminObservationRoutes(deps: AppDeps): Hono<OperatorEnv> {
  const app = new Hono<OperatorEnv>();

  app.get(obs.held.path, requireOperator('operations'), async (c) => {
    const { query } = await callInput(c, obs.held);
    return reply(c, obs.held, { code: 200, data: await heldRows(c.var.db, query) });
  });

  app.get(obs.batches.path, requireOperator('operations'), async (c) => {
    const { query } = await callInput(c, obs.batches);
    return reply(c, obs.batches, { code: 200, data: await batchRows(c.var.db, query) });
  });

  app.get(obs.collector.path, requireOperator('operations'), async (c) => {
    const { query } = await callInput(c, obs.collector);
    return reply(c, obs.collector, { code: 200, data: await collectorState(c.var.db, deps.config.collector, query.pageSize) });
  });
  return app;
}
