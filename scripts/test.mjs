// `npm test`: install if missing, type-check and lint (side by side), check locales, unit tests with coverage,
// build (once: the server tests and the end-to-end server use it as it is), end-to-end tests in a
// real Chromium; prints how long each phase took, then ends with one line `N passed, N failed, N skipped`.
import fs from 'node:fs';
import path from 'node:path';
import { checkLocales } from './check-locales.mjs';
import { buildIfStale, ensureChromium, ensureInstalled, root, run } from './lib.mjs';
import { generateTypes, typecheck } from './typecheck.mjs';

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
function check(name, ok) {
  if (ok) tally.passed++;
  else {
    tally.failed++;
    failures.push(name);
  }
}
// Wall-clock time of each phase, printed as a table before the last line; phases that run side by
// side overlap, so the total is the run's own wall-clock time, not their sum.
const phases = [];
const runStart = performance.now();
async function phase(name, step) {
  const start = performance.now();
  try {
    return await step();
  } finally {
    phases.push({ name, seconds: (performance.now() - start) / 1000 });
  }
}
function formatDuration(seconds) {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds - m * 60);
  return m ? `${m} min ${String(s).padStart(2, '0')} s` : `${s} s`;
}
function printPhases() {
  const total = (performance.now() - runStart) / 1000;
  const width = Math.max(...phases.map((p) => p.name.length), 'total'.length);
  console.log('\nPhase durations:');
  for (const p of [...phases, { name: 'total', seconds: total }]) console.log(`  ${p.name.padEnd(width)}  ${formatDuration(p.seconds).padStart(12)}`);
}
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

await phase('install', () => ensureInstalled());
const results = path.join(root, 'test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

console.log('\n› Generating the routes\' and the extension\'s types…');
const generated = await phase('type generation', () => generateTypes());
check('type generation', generated);
// The type check and the linter each keep one core busy for minutes: side by side on two cores.
// (Their messages, when there are any, may interleave.)
console.log('\n› Type-checking and linting, side by side…');
// Type-aware rules hold every package's program in memory at once: more than Node's default heap.
const lintEnv = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim() };
const [typesOk, lintCode] = await Promise.all([
  phase('typecheck (beside lint)', () => (generated ? typecheck({ generated: true }) : false)),
  phase('lint (beside typecheck)', () => run('npx', ['eslint', '--max-warnings', '0', '.'], { env: lintEnv })),
]);
check('typecheck', typesOk);
check('lint', lintCode === 0);
// Loaded after the install phase: the check reads imports with TypeScript, a dependency.
check('import cycles', await phase('import cycles', async () => (await import('./check-cycles.mjs')).checkCycles()));
console.log('\n› Checking locales…');
check('locales', await phase('locales', () => checkLocales()));

console.log('\n› Building the website and the extension (Chrome, Firefox)…');
// The only build of the run: nothing later builds (the server tests and Playwright's web server
// serve web/build and load extension/.output as they are).
const built = await phase('build', () => buildIfStale({ firefox: true }));
check('build', built);

// The server's tests include the rendered website, so the build comes first.
// Coverage is measured on the shared core (its threshold is there); V8's coverage slows every process
// it is on by about a fifth, so the other projects run without it.
const unitRuns = [
  { name: 'vitest: core, with coverage', json: 'unit-core.json', args: ['--project', 'core', '--coverage'] },
  { name: 'vitest: the other projects', json: 'unit.json', args: ['--project', '!core'] },
];
for (const unitRun of unitRuns) {
  console.log(`\n› Unit and server tests (${unitRun.name.replace('vitest: ', '')})…`);
  const unitJson = path.join(results, unitRun.json);
  const vitestCode = await phase(unitRun.name, () => run('npx', ['vitest', 'run', ...unitRun.args, '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]));
  const unit = readJson(unitJson);
  if (unit) {
    tally.passed += unit.numPassedTests;
    tally.failed += unit.numFailedTests;
    tally.skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
    if (unit.numFailedTests > 0) failures.push(`unit tests (${unitRun.name})`);
  }
  // A non-zero exit with no failing test means a suite failed to load or coverage fell below its threshold.
  if (vitestCode !== 0 && (!unit || unit.numFailedTests === 0)) check(unitRun.name, false);
}
const coverage = readJson(path.join(root, 'coverage/coverage-summary.json'));
if (coverage) console.log(`core/src line coverage: ${coverage.total.lines.pct}%`);


if (built) {
  let chromium;
  try {
    chromium = ensureChromium();
  } catch (err) {
    console.error(err.message);
  }
  check('chromium', Boolean(chromium));
  if (chromium) {
    console.log('\n› End-to-end tests (Playwright, Chromium)…');
    const e2eJson = path.join(results, 'e2e.json');
    const e2eCode = await phase('e2e', () => run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], { env: { CHROMIUM_PATH: chromium } }));
    const e2e = readJson(e2eJson);
    if (e2e) {
      tally.passed += e2e.stats.expected + e2e.stats.flaky;
      tally.failed += e2e.stats.unexpected;
      tally.skipped += e2e.stats.skipped;
      if (e2e.stats.unexpected > 0) failures.push('end-to-end tests');
    }
    if (e2eCode !== 0 && (!e2e || e2e.stats.unexpected === 0)) check('playwright run', false);
  }
}

printPhases();
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed === 0 ? 0 : 1);
