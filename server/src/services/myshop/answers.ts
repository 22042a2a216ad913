import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';

/**
 * The finished answers of the overview and the SKU table, as the JSON sent, checked against the
 * call's schema once when built. The key names the shop, its figures' version and every query value
 * that shapes the answer (period, sort, filters, page), never the account: who may see the shop is
 * decided before an answer is looked up, on every request. Up to 16 MB of answers per database,
 * the least recently read dropped first; a request for an answer being built waits for it.
 */

interface Answers {
  done: LRUCache<string, string>;
  building: Map<string, Promise<string>>;
}

const all = new WeakMap<Db, Answers>();

function answersOf(db: Db): Answers {
  let found = all.get(db);
  if (!found) {
    found = { done: new LRUCache<string, string>({ maxSize: 16_000_000, sizeCalculation: (json) => Math.max(1, json.length), ttl: 10 * 60_000 }), building: new Map() };
    all.set(db, found);
  }
  return found;
}

/** The JSON kept under `key`, or what `build` makes of it (shared by concurrent requests; a failure is not kept). */
export function answerJson(db: Db, key: string, build: () => Promise<string>): Promise<string> {
  const a = answersOf(db);
  const hit = a.done.get(key);
  if (hit !== undefined) return Promise.resolve(hit);
  const pending = a.building.get(key);
  if (pending) return pending;
  const value = build().then(
    (json) => {
      a.done.set(key, json);
      a.building.delete(key);
      return json;
    },
    (err: unknown) => {
      a.building.delete(key);
      throw err;
    },
  );
  a.building.set(key, value);
  return value;
}
