import { parseArgs } from 'node:util';
import { admin } from '@marketlens/core/contract';
import type { Db } from '../db/client';
import { createOperator } from '../services/admin/operators';
import { collectOperatorInput, lineReader } from './operator-input';

const USAGE = `usage: npm run admin [-- create-operator [--name <name>] [--role <${admin.OPERATOR_ROLES.join('|')}>] [--password <password>]]
  Creates an operator, e.g. the first one of a new installation. What the flags leave open is read
  from ADMIN_NAME, ADMIN_ROLE and ADMIN_PASSWORD (keeps the password out of the shell history),
  else asked for on the terminal (the role defaults to admin).
  The password needs 12-100 characters with three of: lower-case letters, capitals, digits, others.
  Prints the operator's TOTP secret and otpauth:// URL once: add it to an authenticator app now.`;

/**
 * `npm run admin` (or `npm run admin -- create-operator ...`): the only way an operator account
 * comes to exist (DECISIONS.md §14). Exit codes: 0 created, 1 refused, 2 usage.
 */
export async function adminCommand(io: {
  argv: string[];
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  withDatabase: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
}): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: io.argv,
      allowPositionals: true,
      options: { name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (err) {
    io.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${USAGE}\n`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help || positionals.length > 1 || (positionals[0] !== undefined && positionals[0] !== 'create-operator')) {
    io.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const env = io.env;
  const reader = lineReader(io.stdin, io.stderr);
  const input = await collectOperatorInput(
    { name: values.name ?? (env.ADMIN_NAME || undefined), role: values.role ?? (env.ADMIN_ROLE || undefined), password: values.password ?? (env.ADMIN_PASSWORD || undefined) },
    reader.ask,
  ).finally(reader.close);
  if (typeof input === 'string') {
    io.stderr.write(`refused: ${input}\n`);
    return 1;
  }
  return io.withDatabase(async (db) => {
    const created = await createOperator(db, input);
    if (!created) {
      io.stderr.write(`refused: an operator named ${input.name} exists already\n`);
      return 1;
    }
    io.stdout.write(
      `created operator ${created.name} (${created.role}), id ${created.id}\n` +
        `TOTP secret (shown once): ${created.secret}\n` +
        `otpauth URL (shown once): ${created.otpauthUrl}\n` +
        'Sign in at /admin/login with the name, the password and the code of the authenticator app.\n',
    );
    return 0;
  });
}

