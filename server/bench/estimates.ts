// The accuracy of the market's estimates from observations, measured against a known truth:
// generates BENCH_GOODS goods × 60 days (the truth, its own PGlite), observes them as the collector
// and BENCH_MEMBERS members' extensions would through the fake catalogue's pages, sends what the
// pages showed through the observation intake into a second, empty PGlite, runs the daily estimate
// step day by day, and compares the last 30 days with the truth. Then a hostile batch goes in and
// the last day is estimated again: the figures must not move. Prints a table and writes
// server/src/services/estimates/accuracy.json (the methodology page states it).
// Usage: npm run bench:estimates   (BENCH_GOODS, default 1200; BENCH_MEMBERS, default 30; BENCH_SEED; BENCH_VERBOSE=1 prints each day)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAccuracyBench } from '../src/services/estimates/accuracy';
import type { ObservePlan } from '../src/services/estimates/observe';

const GOODS = Number(process.env.BENCH_GOODS ?? 1200);
const SEED = Number(process.env.BENCH_SEED ?? 20240601);
const plan: ObservePlan = {
  collectorListingPages: 3,
  collectorTopPages: 1,
  collectorSubPages: 1,
  collectorWords: 10,
  members: Number(process.env.BENCH_MEMBERS ?? 30),
  activeShare: 0.5,
  searchPages: 2,
  categoryPages: 1,
  goodsPages: 4,
};
const GOALS = { goodsMedianApe30d: 0.3, categoryTotalError: 0.1, spearmanTop100: 0.8 };

const say = (line: string) => process.stdout.write(`${line}\n`);
const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const started = Date.now();
const r = await runAccuracyBench({ goods: GOODS, days: 60, seed: SEED, plan, panelShare: 0.1, panelMinShops: 3, log: process.env.BENCH_VERBOSE ? say : undefined });
const f = r.figures;
say('');
say(`Truth: ${r.truth.goods} goods × ${r.truth.days} days, ${r.truth.categories} top categories; calibration panel ${r.panel.shops} shops (${r.panel.goods} goods)`);
say(`Observation: collector ${r.collectorPagesPerDay} pages a day (the bestseller listing's first ${plan.collectorListingPages}, the first page of each top category and subcategory, the ${plan.collectorWords} most searched words);`);
say(`  ${plan.members} members, each active half the days: ${plan.searchPages} search pages, ${plan.categoryPages} category page, ${plan.goodsPages} goods pages a day`);
say(`Goods seen (last 30 days): daily ${pct(f.seenShare.daily)}, weekly ${pct(f.seenShare.weekly)}, rarely (1–3 days) ${pct(f.seenShare.rarely)}, never ${pct(f.seenShare.never)}`);
say('');
say('figure                                         measured    goal     met');
const line = (name: string, value: string, goal: string, met: boolean) => say(`${name.padEnd(46)} ${value.padStart(8)}  ${goal.padStart(7)}  ${met ? 'yes' : 'NO'}`);
line(`goods' 30-day sales, median APE (${f.goodsMeasured} goods)`, pct(f.goodsMedianApe30d), `≤ ${pct(GOALS.goodsMedianApe30d)}`, f.goodsMedianApe30d <= GOALS.goodsMedianApe30d);
line('category totals, median error', pct(f.categoryTotalError.median), `≤ ${pct(GOALS.categoryTotalError)}`, f.categoryTotalError.median <= GOALS.categoryTotalError);
line('category totals, largest error', pct(f.categoryTotalError.max), `≤ ${pct(GOALS.categoryTotalError)}`, f.categoryTotalError.max <= GOALS.categoryTotalError);
line('top-100 Spearman, median', f.spearmanTop100.median.toFixed(3), `≥ ${GOALS.spearmanTop100}`, f.spearmanTop100.median >= GOALS.spearmanTop100);
line('top-100 Spearman, lowest', f.spearmanTop100.min.toFixed(3), `≥ ${GOALS.spearmanTop100}`, f.spearmanTop100.min >= GOALS.spearmanTop100);
say('');
const d = r.diagnosis;
say('Where the error comes from (last 30 days):');
say('top category              est ÷ true   true units on goods seen daily / weekly / rarely / never');
for (const c of d.categories) {
  const u = c.unitShare;
  say(`  ${c.name.slice(0, 22).padEnd(22)} ${c.ratio.toFixed(2).padStart(10)}   ${[u.daily, u.weekly, u.rarely, u.never].map((v) => pct(v).padStart(7)).join(' ')}`);
}
say(`Method bias (Σ estimate ÷ Σ truth over its goods-days): ${d.methods.map((m) => `${m.method} ${m.ratio.toFixed(2)} (${m.goodsDays})`).join(', ')}`);
const w = d.worstList;
say(`Lowest Spearman: ${w.name} ${w.rho.toFixed(3)}; of its top 100, ${w.never} never seen, ${w.zero} estimated 0, median est ÷ true ${w.medianRatio.toFixed(2)}, carried goods-days ${pct(w.carriedShare)}`);
say('');
say(`Hostile batch: ${r.hostile.rows} rows, ${r.hostile.accepted} accepted, ${r.hostile.held} held back; its replay accepted ${r.hostile.replayAccepted}; figures moved: ${r.hostileBatchMoved ? 'YES' : 'no'}`);
say(`Time: truth ${r.seconds.truth.toFixed(0)} s, observation ${r.seconds.observe.toFixed(0)} s, estimates ${r.seconds.estimate.toFixed(0)} s, total ${((Date.now() - started) / 1000).toFixed(0)} s`);

const out = {
  measuredOn: new Date().toISOString().slice(0, 10),
  truth: r.truth,
  observation: { collectorPagesPerDay: r.collectorPagesPerDay, extensionMembers: plan.members, seenShare: { daily: f.seenShare.daily, weekly: f.seenShare.weekly, never: f.seenShare.never } },
  goodsMedianApe30d: f.goodsMedianApe30d,
  categoryTotalError: f.categoryTotalError,
  spearmanTop100: f.spearmanTop100,
  hostileBatchMoved: r.hostileBatchMoved,
  goals: GOALS,
};
const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/services/estimates/accuracy.json');
fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
say(`Written ${path.relative(process.cwd(), file)}`);
