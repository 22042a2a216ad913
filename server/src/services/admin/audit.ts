import { auditLog } from '../../db/schema/index';
import type { Tx } from '../../db/client';

export interface Actor {
  id: number;
  name: string;
}

/** Writes one entry of the audit log, inside the transaction of the change it describes. */
export async function record(tx: Tx, actor: Actor, action: string, target: string, before: unknown, after: unknown): Promise<void> {
  await tx.insert(auditLog).values({ operatorId: actor.id, operatorName: actor.name, action, target, before: before ?? null, after: after ?? null });
}
