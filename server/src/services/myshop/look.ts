import { sql } from 'drizzle-orm';
import { TIER_LIMITS, type TierLimits } from '@marketlens/core/constants';
import type { identity } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { isExpired, PLANS } from '../accounts/plans';
import { rows } from '../market/window';
import { Refusal } from '../workbench/access';
import { MyshopRefusal, visibleWhere, type Viewer, type VisibleShop } from './access';

/**
 * What a page of a shop needs before its figures, read in one query on every request: the member's
 * membership (refused as the workbench refuses it), the shop if this account may see it now (a
 * sub-account's permission is read each time, never kept), and the version of the shop's figures
 * (its sync's last write, its goods' last read, its unit costs) with the newest stored day.
 *
 * While a sync of the shop runs, every write it makes changes that version. The figures then stay
 * pinned to the sums last taken (before the run, or re-taken during it): at most once per
 * `RESUM_DURING_SYNC.everyMs` the sums are taken again in the background from what the sync stored
 * so far, and requests answer the previous sums until the new ones are ready. A cost changed or
 * goods read again meanwhile show at once (those parts of the version are never pinned); once the
 * run ends (or its lease runs out) the version is the exact one again and the next request sums
 * the stored data afresh.
 */

/** How often the sums of a shop whose sync is running are taken again (milliseconds). */
export const RESUM_DURING_SYNC = { everyMs: 60_000 };

/** The figures a page reads: the version its sums are kept under and the newest day they include. */
export interface FiguresAt {
  version: string;
  latestDay: string;
}

export interface Look {
  shop: VisibleShop;
  tier: identity.Tier;
  limits: TierLimits;
  figures: FiguresAt;
  /** A sync of the shop is running: the figures are the sums last taken, at most `RESUM_DURING_SYNC.everyMs` old (plus the time to take them). */
  syncing: boolean;
}

type Warm = (figures: FiguresAt) => Promise<unknown>;

interface Pin {
  /** The sync part of the version the pages answer with, and its newest day. */
  stamp: string;
  latest: string;
  at: number;
  renewing: boolean;
  /** What the pages read lately under this pin, taken again when it is renewed (at most WARM_KEYS). */
  warm: Map<string, Warm>;
}

const WARM_KEYS = 8;
const pins = new WeakMap<Db, Map<number, Pin>>();

function pinsOf(db: Db): Map<number, Pin> {
  let found = pins.get(db);
  if (!found) {
    found = new Map();
    pins.set(db, found);
  }
  return found;
}

/** Takes the pages' recent sums under the new figures in the background, then answers with them. */
function renew(pin: Pin, stamp: string, next: FiguresAt): void {
  pin.renewing = true;
  const started = Date.now();
  void (async () => {
    // One page's sums at a time; one that cannot be taken (a period the new day puts out of reach) is taken when asked for.
    for (const warm of [...pin.warm.values()]) await warm(next).catch(() => undefined);
    pin.stamp = stamp;
    pin.latest = next.latestDay;
    pin.at = started;
  })().finally(() => {
    pin.renewing = false;
  });
}

/** The sync part of the version and the newest day the page answers with; renews a pin older than the interval. */
function pinned(db: Db, shopId: number, stamp: string, latest: string, running: boolean, rest: string): { stamp: string; latest: string } {
  const all = pinsOf(db);
  const pin = all.get(shopId);
  const now = Date.now();
  if (!running || !pin) {
    if (pin && pin.stamp === stamp && pin.latest === latest) pin.at = now;
    else all.set(shopId, { stamp, latest, at: now, renewing: false, warm: new Map() });
    return { stamp, latest };
  }
  if (!pin.renewing && now - pin.at >= RESUM_DURING_SYNC.everyMs && (pin.stamp !== stamp || pin.latest !== latest)) renew(pin, stamp, { version: `${stamp}|${rest}`, latestDay: latest });
  return { stamp: pin.stamp, latest: pin.latest };
}

/**
 * Keeps how a page's sums are taken (by `key`: the page and its query) so that a renewal during a
 * sync takes them again before the pages switch to the new sums.
 */
export function remember(db: Db, shopId: number, key: string, warm: Warm): void {
  const pin = pinsOf(db).get(shopId);
  if (!pin) return;
  pin.warm.delete(key);
  pin.warm.set(key, warm);
  if (pin.warm.size > WARM_KEYS) pin.warm.delete(pin.warm.keys().next().value as string);
}

/** The member, the shop (notFound unless this account may see it now) and its figures' version, in one query. */
export async function lookShop(db: Db, viewer: Viewer, shopId: number): Promise<Look> {
  const [r] = await rows<{
    plan_id: number | null;
    maturity_ms: number | string | null;
    bonus_ms: number | string | null;
    id: number | null;
    user_id: number;
    name: string;
    client_id: string;
    goods_at: string | null;
    sync_at: string | null;
    running: boolean | null;
    costs: string | null;
    latest: string | null;
  }>(
    db,
    sql`SELECT mb.plan_id, mb.maturity_ms, mb.bonus_ms, s.id, s.user_id, s.name, s.client_id, s.synced_at::text AS goods_at,
               y.updated_at::text AS sync_at, (y.locked_by IS NOT NULL AND y.locked_until > now()) AS running,
               (SELECT concat_ws(':', count(*), max(c.updated_at)::text, sum(c.unit_cost)) FROM myshop_costs c WHERE c.shop_id = s.id) AS costs,
               (SELECT max(d.day)::text FROM myshop_daily d WHERE d.shop_id = s.id) AS latest
        FROM (SELECT 1) AS one
        LEFT JOIN LATERAL (SELECT plan_id, (extract(epoch FROM maturity_time) * 1000)::float8 AS maturity_ms, (extract(epoch FROM bonus_end_time) * 1000)::float8 AS bonus_ms
                           FROM memberships WHERE user_id = ${viewer.ownerId} LIMIT 1) mb ON true
        LEFT JOIN seller_shops s ON s.id = ${shopId} AND ${visibleWhere(viewer)}
        LEFT JOIN myshop_sync y ON y.shop_id = s.id`,
  );
  const date = (ms: number | string | null | undefined) => (ms === null || ms === undefined ? null : new Date(Number(ms)));
  const tier = r?.plan_id != null ? PLANS[Number(r.plan_id)]?.tier : undefined;
  if (!tier || isExpired(date(r?.maturity_ms), date(r?.bonus_ms))) throw new Refusal('membershipRequired');
  if (!r || r.id === null) throw new MyshopRefusal('notFound', { id: shopId });
  const shop: VisibleShop = { shopId: Number(r.id), ownerId: Number(r.user_id), name: r.name, clientId: r.client_id, own: viewer.userId === viewer.ownerId };
  const rest = `${r.goods_at ?? ''}|${r.costs ?? ''}`;
  const running = Boolean(r.running);
  const at = pinned(db, shop.shopId, r.sync_at ?? '', r.latest ?? '', running, rest);
  return { shop, tier, limits: TIER_LIMITS[tier], figures: { version: `${at.stamp}|${rest}`, latestDay: at.latest }, syncing: running };
}
