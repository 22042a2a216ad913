import { z } from 'zod';
import type { Database } from '../db/client';
import type { Logger } from '../log';
import { listenForInvalidations } from './invalidation';
import { shareLimits } from './limiters';
import { attachReadReplica } from './reads';

const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The settings of several instances on one PostgreSQL server (README "Several instances"). */
const clusterEnv = z.object({
  REDIS_URL: unsetIfEmpty(z.string().url()),
  DATABASE_READ_URL: unsetIfEmpty(z.string().url()),
  READ_REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
});
export type ClusterSettings = z.infer<typeof clusterEnv>;

/** Reads the cluster settings; a bad value, or a replica or Redis without DATABASE_URL, stops the start with its name. */
export function clusterSettings(env: NodeJS.ProcessEnv): ClusterSettings {
  const parsed = clusterEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid cluster setting: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  const s = parsed.data;
  if (!env.DATABASE_URL && (s.DATABASE_READ_URL || s.REDIS_URL)) {
    throw new Error('DATABASE_READ_URL and REDIS_URL need DATABASE_URL: the embedded database serves one instance only');
  }
  return s;
}

export interface ClusterMembership {
  /** How this instance shares its state: limits store, invalidations, reads. */
  readonly shared: { limits: 'memory' | 'postgres' | 'redis'; invalidations: 'local' | 'postgres'; reads: 'primary' | 'replica' };
  close(): Promise<void>;
}

/**
 * Joins the other instances on the same PostgreSQL database: request limits counted together (Redis
 * or PostgreSQL), cache invalidations through LISTEN/NOTIFY, the workbench's reads routed to the
 * replica when one is set. On PGlite (one instance by design) nothing is shared.
 */
export async function joinCluster(database: Database, settings: ClusterSettings, log: Logger): Promise<ClusterMembership> {
  if (database.kind !== 'postgres' || !database.pool || !database.url) {
    return { shared: { limits: 'memory', invalidations: 'local', reads: 'primary' }, close: async () => undefined };
  }
  const limits = await shareLimits(database.db, { pool: database.pool, redisUrl: settings.REDIS_URL, log });
  const listener = await listenForInvalidations(database.db, { url: database.url, log });
  const replica = settings.DATABASE_READ_URL
    ? await attachReadReplica(database.db, settings.DATABASE_READ_URL, { maxLagMs: settings.READ_REPLICA_MAX_LAG_SECONDS * 1000, log })
    : undefined;
  return {
    shared: { limits: limits.kind, invalidations: 'postgres', reads: replica ? 'replica' : 'primary' },
    async close() {
      await replica?.close();
      await listener.close();
      await limits.close();
    },
  };
}
