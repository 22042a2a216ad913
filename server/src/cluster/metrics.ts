import { Gauge, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { readRouterOf } from './reads';

/**
 * The read replica's figures for /metrics, per instance: workbench reads since the start by the
 * database that served them (and why the primary did), and the replica's lag at the last poll.
 * Nothing is reported without DATABASE_READ_URL.
 */
export function clusterMetrics(db: Db): Registry {
  const register = new Registry();
  new Gauge({
    name: 'marketlens_workbench_reads',
    help: 'Workbench reads (lists, details, exports) since this instance started, by the database that served them and why the primary did (ownWrite, lag, replicaDown)',
    labelNames: ['source', 'reason'],
    registers: [register],
    collect() {
      this.reset();
      const stats = readRouterOf(db)?.stats;
      if (!stats) return;
      this.set({ source: 'replica', reason: '' }, stats.replica);
      for (const [reason, n] of Object.entries(stats.primary)) if (reason !== 'noReplica') this.set({ source: 'primary', reason }, n);
    },
  });
  new Gauge({
    name: 'marketlens_replica_lag_seconds',
    help: 'How far the read replica was behind the primary at the last poll (absent while it does not answer)',
    registers: [register],
    collect() {
      this.reset();
      const lag = readRouterOf(db)?.stats.lagMs;
      if (lag !== null && lag !== undefined) this.set(lag / 1000);
    },
  });
  return register;
}
