import { spawn } from 'node:child_process';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { operators } from '../db/schema/index';
import { authenticate } from '../services/admin/operators';
import { sliderCaptcha } from '../services/captcha/slider';
import { openTestDatabase, testTargets } from '../testing/db';
import { adminCommand } from './admin-command';
import { operatorPasswordProblem } from './operator-input';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STRONG = 'Kestrel-Harbor-4417';

describe('operator passwords', () => {
  it('refuses short, one-kind, demo and name-bearing passwords', () => {
    expect(operatorPasswordProblem('Short1!', 'root')).toMatch(/12-100/);
    expect(operatorPasswordProblem('alllowercase123', 'root')).toMatch(/three of/);
    expect(operatorPasswordProblem('DemoAdmin2026!!', 'root')).toMatch(/published/);
    expect(operatorPasswordProblem('x-Demo1234-Long', 'root')).toMatch(/published/);
    expect(operatorPasswordProblem('Chief-Ops-2026', 'chief')).toMatch(/name/);
    expect(operatorPasswordProblem('Aa1!Aa1!Aa1!Aa1!', 'root')).toMatch(/too few/);
    expect(operatorPasswordProblem(STRONG, 'root')).toBeNull();
  });

  it('npm run admin refuses a weak password given by flag, before opening any database', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', 'create-operator', '--name', 'chief', '--role', 'admin', '--password', 'operator2026x'], {
      cwd: serverDir,
      env: { ...process.env, INIT_CWD: serverDir, DATA_DIR: '/nonexistent/ml-admin', ADMIN_NAME: '', ADMIN_ROLE: '', ADMIN_PASSWORD: '' },
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdin.end();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(err).toMatch(/refused: the password needs three of/);
    expect(code).toBe(1);
  }, 20_000);
});

describe.each(testTargets)('npm run admin creates the first operator on $name', ({ url }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(url);
  });
  afterAll(() => database.close());

  async function run(argv: string[], typed: string, env: NodeJS.ProcessEnv = {}) {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    let out = '';
    let err = '';
    stdout.on('data', (d: Buffer) => (out += d.toString()));
    stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await adminCommand({ argv, env, stdin: Readable.from([typed]), stdout, stderr, withDatabase: (work) => work(database.db) });
    return { code, out, err };
  }

  it('from answers typed in (role admin by default); the operator then signs in with password and code', async () => {
    const res = await run([], `chief\n\n${STRONG}\n${STRONG}\n`);
    expect(res.err).toContain('Operator name: ');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^created operator chief \(admin\), id \d+\nTOTP secret \(shown once\): [A-Z2-7]{16,}\n/);
    const secret = /TOTP secret \(shown once\): (\S+)/.exec(res.out)?.[1] ?? '';
    expect((await authenticate(database.db, sliderCaptcha, { name: 'chief', password: STRONG, code: await generate({ secret }) })).kind).toBe('ok');
  });

  it('from ADMIN_* variables; refuses a weak or mistyped password and a taken name, creating nothing', async () => {
    expect((await run([], `helper\nsupport\nweakpass1\n`)).err).toMatch(/refused: the password needs 12-100/);
    expect((await run([], `helper\nsupport\n${STRONG}\n${STRONG}x\n`)).err).toMatch(/refused: the two passwords differ/);
    expect((await run(['create-operator'], '', { ADMIN_NAME: 'chief', ADMIN_PASSWORD: STRONG })).err).toMatch(/exists already/);
    expect(await database.db.select().from(operators).where(eq(operators.name, 'helper'))).toHaveLength(0);
    const env = await run(['create-operator'], '', { ADMIN_NAME: 'helper', ADMIN_ROLE: 'support', ADMIN_PASSWORD: STRONG });
    expect(env.code).toBe(0);
    expect(env.out).toContain('created operator helper (support)');
  });
});
