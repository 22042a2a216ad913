import fs from 'node:fs';

/** The system Chromium the end-to-end tests drive; Playwright's own browser download is never used. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p): p is string => Boolean(p) && fs.existsSync(p as string));
  if (!found) throw new Error('No Chromium found: install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.');
  return found;
}

/** Flags that keep a headless Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
