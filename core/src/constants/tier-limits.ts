import type { Tier } from './plans';

/** What one membership tier may do in the workbench (WORKBENCH.md §4; DECISIONS §10). */
export interface TierLimits {
  /** Days of history a list or chart may reach back from the latest day; null = all. */
  readonly historyDays: number | null;
  /** Rows of one list a member may page through. */
  readonly rows: number;
  /** Exports per day; null = unlimited. */
  readonly exportsPerDay: number | null;
  /** Rows of one export. */
  readonly exportRows: number;
  /** Categories the member may bind; null = every category counts as bound. */
  readonly boundCategories: number | null;
  /** Goods, shops and search words one member may monitor in all. */
  readonly monitors: number;
  /** Own goods or shops under patrol, and the minutes between two patrol checks. */
  readonly patrolItems: number;
  readonly patrolEveryMinutes: number;
}

export const TIER_LIMITS: Readonly<Record<Tier, TierLimits>> = Object.freeze({
  trial: Object.freeze({ historyDays: 30, rows: 100, exportsPerDay: 2, exportRows: 100, boundCategories: 1, monitors: 10, patrolItems: 3, patrolEveryMinutes: 360 }),
  starter: Object.freeze({ historyDays: 90, rows: 500, exportsPerDay: 10, exportRows: 500, boundCategories: 1, monitors: 50, patrolItems: 10, patrolEveryMinutes: 180 }),
  operation: Object.freeze({ historyDays: 180, rows: 2000, exportsPerDay: 50, exportRows: 2000, boundCategories: 3, monitors: 200, patrolItems: 50, patrolEveryMinutes: 60 }),
  ultimate: Object.freeze({ historyDays: 365, rows: 5000, exportsPerDay: 200, exportRows: 5000, boundCategories: null, monitors: 1000, patrolItems: 200, patrolEveryMinutes: 30 }),
  professional: Object.freeze({ historyDays: null, rows: 10_000, exportsPerDay: null, exportRows: 10_000, boundCategories: null, monitors: 5000, patrolItems: 1000, patrolEveryMinutes: 10 }),
});

/** Rows of a list outside the member's bound categories (WORKBENCH.md §4). */
export const UNBOUND_ROWS = 10;
