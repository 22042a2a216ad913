import { describe, expect, it } from 'vitest';
import { allResources } from './all';

const TIERS = ['trial', 'starter', 'operation', 'ultimate', 'professional'] as const;
/** Plan ids of the admin's plan filter (product spec: 16 trial, 4 starter, 10 operation, 13 ultimate, 114 professional). */
const PLAN_IDS = { '16': 'trial', '4': 'starter', '10': 'operation', '13': 'ultimate', '114': 'professional' } as const;

type Tree = { readonly [key: string]: unknown };

/** Every map of tier names in a language's resources (an object whose keys include starter and trial), with where it is. */
function tierMaps(node: unknown, path: string, found: [string, Tree][] = []): [string, Tree][] {
  if (!node || typeof node !== 'object') return found;
  const tree = node as Tree;
  if (typeof tree.starter === 'string' && typeof tree.trial === 'string') found.push([path, tree]);
  else if (typeof tree['4'] === 'string' && typeof tree['16'] === 'string') found.push([path, Object.fromEntries(Object.entries(PLAN_IDS).map(([id, tier]) => [tier, tree[id]]))]);
  for (const [key, child] of Object.entries(tree)) tierMaps(child, `${path}.${key}`, found);
  return found;
}

describe('membership tier names', () => {
  for (const [locale, resources] of Object.entries(allResources)) {
    it(`are written one way everywhere in ${locale}`, () => {
      const maps = tierMaps(resources, locale);
      expect(maps.length).toBeGreaterThanOrEqual(4);
      const canonical = maps.find(([path]) => path.endsWith('.workbench.dashboard.tiers'))?.[1] ?? maps[0]?.[1];
      for (const [path, names] of maps) for (const tier of TIERS) if (names[tier] !== undefined) expect(`${path}.${tier}: ${String(names[tier])}`).toBe(`${path}.${tier}: ${String(canonical?.[tier])}`);
    });
  }

  it('are 入门版 and 试用版 in Chinese, never 基础版 or 体验版', () => {
    const text = JSON.stringify(allResources['zh-CN']);
    expect(text.match(/.{0,20}(?:基础版|体验版).{0,20}/g) ?? []).toEqual([]);
    expect(text).toContain('入门版');
    expect(text).toContain('试用版');
  });
});
