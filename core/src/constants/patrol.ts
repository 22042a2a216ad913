/**
 * Plain values of the patrol and shop-binding calls (no schemas), so pages can use them without
 * loading the contract: the contract's `patrol` module re-exports them.
 */

/** Business codes of the patrol and shop-binding calls beyond 200 (membership refusals use WORKBENCH_CODES). */
export const PATROL_CODES = Object.freeze({
  /** The tier's patrol items are used up. */
  limit: 30_301,
  /** No such goods in the index, or no such patrol item or bound shop of the member. */
  notFound: 30_302,
  /** Already patrolled. */
  duplicate: 30_303,
  /** The text is neither a goods id nor an Ozon goods link. */
  badTarget: 30_304,
  /** The goods is not sold by one of the member's bound shops: a competitor's goods is watched in Monitoring. */
  notOwn: 30_305,
  /** The tier's bound shops are used up. */
  shopLimit: 30_311,
  /** The Seller API refused the Client-Id and API key. */
  badCredentials: 30_312,
  /** The Seller API could not be reached or answered unexpectedly; nothing was saved. */
  sellerApiUnavailable: 30_313,
  /** This Client-Id is bound already. */
  shopDuplicate: 30_314,
});

export const PATROL_KINDS = Object.freeze(['goods', 'shop'] as const);
export type PatrolKind = (typeof PATROL_KINDS)[number];
