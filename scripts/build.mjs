// Builds the website and both extension packages when their sources changed.
import { buildIfStale, ensureInstalled } from './lib.mjs';

await ensureInstalled();
const ok = await buildIfStale({ force: process.argv.includes('--force'), firefox: true });
process.exit(ok ? 0 : 1);
