import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/** A task of ./tasks.mjs. */
type Task =
  | { kind: 'decrypt'; pem: string; parts: string[] }
  | { kind: 'resize'; bytes: Uint8Array; type: string; maxSide: number };

interface Results {
  decrypt: string | null;
  resize: { bytes: Uint8Array; type: string; width: number; height: number } | null;
}

/** Tasks waiting beyond this many are refused at once: a flood must not queue up without bound. */
export const MAX_QUEUED_TASKS = 64;

/** Thrown when the pool's queue is full. */
export class PoolBusyError extends Error {
  constructor() {
    super('worker pool busy');
  }
}

let pool: Piscina | undefined;

/**
 * The worker threads that take CPU-heavy work off the event loop. One core is always left to the
 * event loop, so requests that need no such work keep their latency while the pool is busy.
 */
function workers(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./tasks.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: Math.max(1, availableParallelism() - 1),
    maxQueue: MAX_QUEUED_TASKS,
    idleTimeout: 30_000,
  });
  return pool;
}

/** Runs a task in the pool; PoolBusyError when too many tasks are already waiting. */
export async function runTask<T extends Task>(task: T): Promise<Results[T['kind']]> {
  const p = workers();
  if (p.queueSize >= MAX_QUEUED_TASKS) throw new PoolBusyError();
  try {
    return (await p.run(task)) as Results[T['kind']];
  } catch (err) {
    if (err instanceof Error && /queue is at limit/i.test(err.message)) throw new PoolBusyError();
    throw err;
  }
}

/** Stops the worker threads (server shutdown). */
export async function closeWorkers(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.close({ force: true });
}
