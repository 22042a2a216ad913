import { adminCommand } from './admin-command';
import { runCommand, withDatabase } from './run';

runCommand(() => adminCommand({ argv: process.argv.slice(2), env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, withDatabase }));
