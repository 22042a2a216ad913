/**
 * Plain values of the monitor calls (no schemas), so pages can use them without loading the
 * contract: the contract's `monitor` module re-exports them.
 */

/** Business codes of the monitor calls beyond 200 (membership refusals use WORKBENCH_CODES). */
export const MONITOR_CODES = Object.freeze({
  /** The tier's monitored items are used up. */
  limit: 30_101,
  /** The id, link or word names nothing in the index. */
  notFound: 30_102,
  /** Already monitored. */
  duplicate: 30_103,
  /** The text is neither an id nor an Ozon link of this kind. */
  badTarget: 30_104,
  /** The webhook URL names this machine, a private network or another address the server must not call. */
  webhookAddress: 30_105,
  /** The webhook URL is not https (required in production). */
  webhookHttps: 30_106,
});

export const MONITOR_KINDS = Object.freeze(['goods', 'shop', 'keyword'] as const);
export type MonitorKind = (typeof MONITOR_KINDS)[number];

/** Most tags on one item, and the longest tag. */
export const MAX_TAGS = 5;
export const MAX_TAG_LENGTH = 20;
