import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock';

const children: ChildProcess[] = [];
/** A live process whose command line is `node -e … <args>`. */
function sleeper(...args: string[]): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)', ...args], { stdio: 'ignore' });
  children.push(child);
  return child.pid ?? 0;
}
function folderWithLock(pid: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketlens-lock-'));
  fs.writeFileSync(path.join(dir, 'server.pid'), String(pid));
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

describe('the data folder lock', () => {
  it('refuses a folder held by another running server, naming its process', () => {
    const pid = sleeper('server/src/main.ts');
    const dir = folderWithLock(pid);
    expect(() => lockDataDir(dir)).toThrow(`in use by another MarketLens server (process ${pid})`);
  });

  it('takes over a lock whose process number now belongs to an unrelated program', () => {
    const dir = folderWithLock(sleeper('something-else.js'));
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = folderWithLock(2 ** 22 + 12345);
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
