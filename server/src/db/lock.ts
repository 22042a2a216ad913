import fs from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a live process is a MarketLens server. Where the system shows command lines (/proc), a process that is not
 * running the server's entry point is some other program that got the old number after a restart; elsewhere any live
 * process counts, to be safe.
 */
function isServer(pid: number): boolean {
  if (!alive(pid)) return false;
  let cmdline: string;
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return !fs.existsSync('/proc/self/cmdline');
  }
  return /server[\\/](?:src|dist)[\\/]main\.[cm]?[jt]s/.test(cmdline.replaceAll('\0', ' '));
}

/**
 * Takes the data folder for this process. PGlite allows one process per folder, so a second
 * server on the same folder must stop with a clear message instead of corrupting it. A lock left
 * by a server that is gone (even when its process number now belongs to another program) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isServer(pid)) {
        throw new Error(
          `The data folder ${dataDir} is in use by another MarketLens server (process ${pid}). ` +
            'Stop that server first, or set DATA_DIR to another folder.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
