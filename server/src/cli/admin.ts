import { parseArgs } from 'node:util';
import { admin } from '@marketlens/core/contract';
import { createOperator, isAcceptableOperatorPassword } from '../services/admin/operators';
import { runCommand, withDatabase } from './run';

const USAGE = `usage: npm run admin -- create-operator --name <name> --role <admin|editor|support> [--password <password>]
  The password is read from ADMIN_PASSWORD when --password is not given (keeps it out of the shell history).
  Prints the operator's TOTP secret and otpauth:// URL once: add it to an authenticator app now.`;

/**
 * `npm run admin -- create-operator ...`: the only way an operator account comes to exist
 * (DECISIONS.md §14). Exit codes: 0 created, 1 refused, 2 usage.
 */
async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
    });
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${USAGE}\n`);
    return 2;
  }
  const { positionals, values } = parsed;
  const password = values.password ?? process.env.ADMIN_PASSWORD ?? '';
  const role = admin.OPERATOR_ROLES.find((r) => r === values.role);
  if (positionals[0] !== 'create-operator' || !values.name || !role) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (!/^[\w.-]{2,40}$/.test(values.name)) {
    process.stderr.write('refused: a name is 2-40 letters, digits, dots, dashes or underscores\n');
    return 1;
  }
  if (!isAcceptableOperatorPassword(password)) {
    process.stderr.write('refused: the password needs 10-100 characters with letters and digits\n');
    return 1;
  }
  const name = values.name;
  return withDatabase(async (db) => {
    const created = await createOperator(db, { name, role, password });
    if (!created) {
      process.stderr.write(`refused: an operator named ${name} exists already\n`);
      return 1;
    }
    process.stdout.write(
      `created operator ${created.name} (${created.role}), id ${created.id}\n` +
        `TOTP secret (shown once): ${created.secret}\n` +
        `otpauth URL (shown once): ${created.otpauthUrl}\n` +
        'Sign in at /admin/login with the name, the password and the code of the authenticator app.\n',
    );
    return 0;
  });
}

runCommand(main);
