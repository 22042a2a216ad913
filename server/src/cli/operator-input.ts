import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { admin } from '@marketlens/core/contract';
import { DEMO } from '../db/seed/identity';
import { DEMO_OPERATOR } from '../services/admin/operators';

export type OperatorInput = { name: string; role: admin.OperatorRole; password: string };

/** Why an operator password is too weak, or null when it will do. */
export function operatorPasswordProblem(password: string, name: string): string | null {
  if (password.length < 12 || password.length > 100) return 'the password needs 12-100 characters';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  if (kinds < 3) return 'the password needs three of: lower-case letters, capitals, digits, other characters';
  const lower = password.toLowerCase();
  if (name.length >= 3 && lower.includes(name.toLowerCase())) return 'the password must not contain the name';
  if ([DEMO.password, DEMO_OPERATOR.password, 'password', 'marketlens'].some((known) => lower.includes(known.toLowerCase())))
    return 'the password must not contain a published or common password';
  if (new Set(password).size < 6) return 'the password repeats too few characters';
  return null;
}

/** Why a name will not do, or null. */
export function operatorNameProblem(name: string): string | null {
  return /^[\w.-]{2,40}$/.test(name) ? null : 'a name is 2-40 letters, digits, dots, dashes or underscores';
}

/**
 * Asks for what the flags and environment left open, one line each, on standard input: typed at a
 * terminal (the password not echoed) or piped. Answers undefined when the input ends first.
 */
export function lineReader(input: NodeJS.ReadableStream & { isTTY?: boolean }, output: NodeJS.WritableStream) {
  let muted = false;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) output.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input, output: sink, terminal: Boolean(input.isTTY) });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string, hidden = false): Promise<string | undefined> {
      output.write(question);
      muted = hidden && Boolean(input.isTTY);
      const next = await lines.next();
      if (muted) output.write('\n');
      muted = false;
      return next.done ? undefined : String(next.value).trim();
    },
    close: () => rl.close(),
  };
}

/**
 * The new operator from flags, then ADMIN_NAME / ADMIN_ROLE / ADMIN_PASSWORD, then questions
 * (role defaults to admin; the password is asked twice). A string says why it was refused.
 */
export async function collectOperatorInput(
  given: { name?: string | undefined; role?: string | undefined; password?: string | undefined },
  ask: (question: string, hidden?: boolean) => Promise<string | undefined>,
): Promise<OperatorInput | string> {
  const name = given.name ?? (await ask('Operator name: '));
  if (name === undefined) return 'no name given';
  const nameProblem = operatorNameProblem(name);
  if (nameProblem) return nameProblem;
  const roleText = given.role ?? ((await ask(`Role (${admin.OPERATOR_ROLES.join(', ')}) [admin]: `)) || 'admin');
  const role = admin.OPERATOR_ROLES.find((r) => r === roleText);
  if (!role) return `the role is one of ${admin.OPERATOR_ROLES.join(', ')}`;
  let password = given.password;
  if (password === undefined) {
    password = await ask('Password (12+ characters; three of lower-case, capitals, digits, others): ', true);
    if (password === undefined) return 'no password given';
    const problem = operatorPasswordProblem(password, name);
    if (problem) return problem;
    if ((await ask('Password again: ', true)) !== password) return 'the two passwords differ';
  }
  const problem = operatorPasswordProblem(password, name);
  return problem ?? { name, role, password };
}
