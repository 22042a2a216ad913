import { Counter, Registry } from 'prom-client';
import { observations } from '@marketlens/core/contract';

const { OBSERVATION_REASONS } = observations;

/**
 * What became of the observed rows this process received since it started, for /metrics: accepted,
 * quarantined (by reason), refused (by reason) and duplicates, by source; and the batches, stored
 * or replayed.
 */
export const observationRegistry = new Registry();

const rowsCounter = new Counter({
  name: 'marketlens_observations_total',
  help: 'Observed rows received since this instance started, by source (extension, collector), outcome (accepted, quarantined, refused, duplicate) and the reason a row was held back',
  labelNames: ['source', 'outcome', 'reason'],
  registers: [observationRegistry],
});

const batchesCounter = new Counter({
  name: 'marketlens_observation_batches_total',
  help: 'Batches of observations received since this instance started, by source and outcome (stored, or replay of a batch id seen before)',
  labelNames: ['source', 'outcome'],
  registers: [observationRegistry],
});

export interface BatchTally {
  source: 'extension' | 'collector';
  replay: boolean;
  accepted: number;
  duplicates: number;
  quarantined: Partial<Record<observations.ObservationReason, number>>;
  refused: Partial<Record<observations.ObservationReason, number>>;
}

/** Counts one batch once its transaction committed. */
export function countBatch(t: BatchTally): void {
  batchesCounter.inc({ source: t.source, outcome: t.replay ? 'replay' : 'stored' });
  if (t.accepted) rowsCounter.inc({ source: t.source, outcome: 'accepted', reason: '' }, t.accepted);
  if (t.duplicates) rowsCounter.inc({ source: t.source, outcome: 'duplicate', reason: '' }, t.duplicates);
  for (const [reason, n] of Object.entries(t.quarantined)) if (n) rowsCounter.inc({ source: t.source, outcome: 'quarantined', reason }, n);
  for (const [reason, n] of Object.entries(t.refused)) if (n) rowsCounter.inc({ source: t.source, outcome: 'refused', reason }, n);
}

/** Rows this instance refused unstored since it started, per reason (the console shows them beside the stored ones). */
export async function refusedSinceStart(): Promise<{ reason: observations.ObservationReason; rows: number }[]> {
  const totals = new Map<string, number>();
  for (const v of (await rowsCounter.get()).values) {
    if (v.labels['outcome'] !== 'refused') continue;
    const reason = String(v.labels['reason'] ?? '');
    totals.set(reason, (totals.get(reason) ?? 0) + v.value);
  }
  return OBSERVATION_REASONS.filter((reason) => (totals.get(reason) ?? 0) > 0).map((reason) => ({ reason, rows: totals.get(reason) ?? 0 }));
}
