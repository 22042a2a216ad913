import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO } from './db/seed/identity';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BannerFacts {
  port: number;
  production: boolean;
  /** Unset: the embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
}

/**
 * What `npm start` prints once the site answers. Locally: the demo accounts and the SMS outbox.
 * In production neither exists, so neither is named; the first operator comes from `npm run admin`.
 */
export function startupBanner(facts: BannerFacts): string {
  const url = `http://localhost:${facts.port}`;
  const database = facts.databaseUrl ? 'PostgreSQL at DATABASE_URL' : `embedded PGlite in ${path.resolve(facts.dataDir)}`;
  const lines = [
    '',
    `  MarketLens is running at ${url}${facts.production ? ' (production mode)' : ''}`,
    `    English: ${url}/en   Русский: ${url}/ru`,
    ...(facts.production
      ? ['  Operators:      create the first with `npm run admin` (README "Operators")']
      : [
          `  Demo account:   phone ${DEMO.main}, password ${DEMO.password}`,
          `  SMS codes:      written to this log and to ${url}/api/dev/sms-outbox?mobile=<phone>`,
        ]),
    `  Database:       ${database}`,
    `  Extension:      load unpacked from ${path.join(root, 'extension/.output/chrome-mv3')} (Chrome)`,
    `                  or ${path.join(root, 'extension/.output/firefox-mv2/manifest.json')} (Firefox, temporary add-on)`,
    '  Stop with Ctrl-C.',
    '',
  ];
  return `${lines.join('\n')}\n`;
}
