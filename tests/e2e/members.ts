import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomInt } from 'node:crypto';
import type { TestInfo } from '@playwright/test';

/**
 * Members of the end-to-end tests. The shared demo number is for the files that only read; a file
 * that changes a member's data (monitors, patrols, likes, templates, sessions, password, SMS codes)
 * logs in a number of its own: the server seeds SEED_TEST_MEMBERS numbers like the demo one (same
 * password, plan, bound categories and sub-account; server/src/db/seed/identity.ts TEST_MEMBERS),
 * and each spec file gets one by its place among the spec files, so no two files share one.
 */
export interface Member {
  mobile: string;
  password: string;
}

export const DEMO_MEMBER: Member = Object.freeze({ mobile: '13800138000', password: 'Demo1234' });

/** How many test members playwright.config.ts asks the server to seed: more than there are spec files. */
export const TEST_MEMBER_POOL = 80;
/** The first test member's number (server TEST_MEMBERS.first); the others follow it. */
const FIRST_TEST_MEMBER = 13_900_000_000;

const e2eDir = path.dirname(fileURLToPath(import.meta.url));

function specFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return specFiles(full);
    return e.name.endsWith('.spec.ts') ? [path.relative(e2eDir, full).split(path.sep).join('/')] : [];
  });
}

let files: string[] | undefined;

/** The spec file's own test member: the same number on every run, never another file's. */
export function memberFor(testInfo: Pick<TestInfo, 'file'>): Member {
  files ??= specFiles(e2eDir).sort();
  const file = path.relative(e2eDir, testInfo.file).split(path.sep).join('/');
  const index = files.indexOf(file);
  if (index < 0) throw new Error(`${file} is not a spec file under tests/e2e`);
  if (index >= TEST_MEMBER_POOL) throw new Error(`more spec files than test members: raise TEST_MEMBER_POOL in tests/e2e/members.ts`);
  return Object.freeze({ mobile: String(FIRST_TEST_MEMBER + index), password: DEMO_MEMBER.password });
}

/**
 * A number no account has yet, for a test that registers one or counts its failures alone: 139 and
 * eight random digits above the test members' range, so that a retry or another file never meets it.
 */
export function freshMobile(): string {
  return `139${randomInt(10_000_000, 100_000_000)}`;
}
