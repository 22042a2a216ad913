import type { patrol } from '@marketlens/core/contract';

/** A patrol or shop-binding call refused for a business reason (PATROL_CODES). */
export class PatrolRefusal extends Error {
  constructor(
    readonly key: keyof typeof patrol.PATROL_CODES,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}
