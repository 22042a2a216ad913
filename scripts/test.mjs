// `npm test`: install if missing, type-check, lint, check locales, unit tests with coverage,
// build, end-to-end tests in a real Chromium; ends with one line `N passed, N failed, N skipped`.
import fs from 'node:fs';
import path from 'node:path';
import { checkLocales } from './check-locales.mjs';
import { buildIfStale, ensureChromium, ensureInstalled, root, run } from './lib.mjs';
import { typecheck } from './typecheck.mjs';

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
function check(name, ok) {
  if (ok) tally.passed++;
  else {
    tally.failed++;
    failures.push(name);
  }
}
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

await ensureInstalled();
const results = path.join(root, 'test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

console.log('\n› Type-checking…');
check('typecheck', await typecheck());
console.log('\n› Linting…');
check('lint', (await run('npx', ['eslint', '--max-warnings', '0', '.'])) === 0);
console.log('\n› Checking locales…');
check('locales', checkLocales());

console.log('\n› Building the website and the extension (Chrome, Firefox)…');
const built = await buildIfStale({ firefox: true });
check('build', built);

// The server's tests include the rendered website, so the build comes first.
console.log('\n› Unit and server tests (Vitest)…');
const unitJson = path.join(results, 'unit.json');
const vitestCode = await run('npx', ['vitest', 'run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]);
const unit = readJson(unitJson);
if (unit) {
  tally.passed += unit.numPassedTests;
  tally.failed += unit.numFailedTests;
  tally.skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
  if (unit.numFailedTests > 0) failures.push('unit tests');
}
// A non-zero exit with no failing test means a suite failed to load or coverage fell below its threshold.
if (vitestCode !== 0 && (!unit || unit.numFailedTests === 0)) check('vitest run', false);
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
    const e2eCode = await run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], { env: { CHROMIUM_PATH: chromium } });
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

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed === 0 ? 0 : 1);
