import { OBSERVATION_BATCH_BYTES, OBSERVATION_BATCH_MAX, type ObservationRow } from '@marketlens/core/contract/observations';

const utf8 = new TextEncoder();

/** A card as a page shows it, before the time it was seen is stamped on it. */
export type PageRow = Omit<ObservationRow, 'observedAt'>;

/**
 * The list a card was seen in: the search word (as the server keeps it, trimmed and lower-case), the
 * category or the shop; a goods page is its own context. The same goods in the same context is sent
 * once per page view.
 */
export function contextOf(row: PageRow): string {
  switch (row.page) {
    case 'search':
      return `q:${(row.query ?? '').trim().toLowerCase()}`;
    case 'category':
      return `c:${row.categoryId ?? ''}`;
    case 'shop':
      return `s:${row.shopId ?? ''}`;
    case 'goods':
      return '';
  }
}

export interface BatcherOptions {
  /** Sends one batch (at most `max` rows); the batcher does not wait for it. */
  send(rows: ObservationRow[]): void;
  now?: () => Date;
  /** Rows per batch (the contract's limit unless smaller). */
  max?: number;
  /** Bytes of rows per batch, as UTF-8 JSON (the contract's limit unless smaller): long titles make fewer rows. */
  maxBytes?: number;
  /** A batch leaves this long after the last new card, once the page has settled. */
  settleMs?: number;
  /** …and at the latest this long after its first row, on a page that keeps loading more. */
  maxWaitMs?: number;
}

/**
 * Collects the cards of one page view into batches: each card is stamped with the time it was seen,
 * a goods seen again in the same context is left out, and a batch leaves when it holds `max` rows, a
 * few seconds after the page stops bringing new cards, or when the page view ends.
 */
export class ObservationBatcher {
  private readonly seen = new Set<string>();
  private pending: ObservationRow[] = [];
  private pendingBytes = 0;
  private readonly maxBytes: number;
  private settle: ReturnType<typeof setTimeout> | undefined;
  private deadline: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly max: number;
  private readonly settleMs: number;
  private readonly maxWaitMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: BatcherOptions) {
    this.max = Math.min(options.max ?? OBSERVATION_BATCH_MAX, OBSERVATION_BATCH_MAX);
    this.maxBytes = Math.min(options.maxBytes ?? OBSERVATION_BATCH_BYTES, OBSERVATION_BATCH_BYTES);
    this.settleMs = options.settleMs ?? 3_000;
    this.maxWaitMs = options.maxWaitMs ?? 15_000;
    this.now = options.now ?? (() => new Date());
  }

  /** Adds what the page shows now; answers how many cards were new to this page view. */
  add(rows: readonly PageRow[]): number {
    if (this.stopped) return 0;
    const observedAt = this.now().toISOString();
    let added = 0;
    for (const row of rows) {
      const key = `${row.goodsId}|${row.page}|${contextOf(row)}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      const stamped = { ...row, observedAt };
      const bytes = utf8.encode(JSON.stringify(stamped)).length + 1;
      // A batch that would pass the byte limit leaves first; the card starts the next one.
      if (this.pending.length && this.pendingBytes + bytes > this.maxBytes) this.send();
      this.pending.push(stamped);
      this.pendingBytes += bytes;
      added++;
      if (this.pending.length >= this.max) this.flush();
    }
    if (added && this.pending.length) this.schedule();
    return added;
  }

  /** Sends what is pending now. */
  flush(): void {
    clearTimeout(this.settle);
    clearTimeout(this.deadline);
    this.settle = this.deadline = undefined;
    this.send();
  }

  private send(): void {
    while (this.pending.length) this.options.send(this.pending.splice(0, this.max));
    this.pendingBytes = 0;
  }

  /** Ends the page view: what is pending leaves, later cards are not taken. */
  stop({ send = true } = {}): void {
    if (send) this.flush();
    else {
      this.pending = [];
      this.pendingBytes = 0;
    }
    clearTimeout(this.settle);
    clearTimeout(this.deadline);
    this.stopped = true;
  }

  get waiting(): number {
    return this.pending.length;
  }

  private schedule(): void {
    clearTimeout(this.settle);
    this.settle = setTimeout(() => this.flush(), this.settleMs);
    this.deadline ??= setTimeout(() => this.flush(), this.maxWaitMs);
  }
}
