// The machines of the cluster bench on this one machine: a PostgreSQL primary and its streaming
// replica (made with the machine's own PostgreSQL tools), server instances as child processes, and
// a round-robin proxy in front of them.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const runAsPostgres = process.getuid?.() === 0;

/** The newest PostgreSQL installed under /usr/lib/postgresql (or PG_BIN). */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions[0]) throw new Error('No PostgreSQL tools found under /usr/lib/postgresql; set PG_BIN to the folder holding initdb, pg_ctl and pg_basebackup');
  return path.join(root, versions[0], 'bin');
}

/** Runs a PostgreSQL tool; as root, as the `postgres` user (the server refuses to run as root). */
function pgTool(bin: string, tool: string, args: string[]): string {
  const cmd = path.join(bin, tool);
  return runAsPostgres ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) : execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function ownedFolder(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (runAsPostgres) execFileSync('chown', ['postgres:postgres', dir]);
}

export interface PgNode {
  port: number;
  dir: string;
  url(db?: string): string;
  start(): void;
  stop(mode?: 'fast' | 'immediate'): void;
  sql(query: string, db?: string): string;
}

function pgNode(bin: string, dir: string, port: number): PgNode {
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  return {
    port,
    dir,
    url: (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`,
    start: () => void pgTool(bin, 'pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']),
    stop: (mode = 'fast') => void pgTool(bin, 'pg_ctl', ['-D', dir, '-m', mode, '-w', 'stop']),
    sql: (query, db = 'postgres') => pgTool(bin, 'psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', db, '-AtX', '-c', query]).trim(),
  };
}

/** A primary on `ports[0]` and a streaming replica of it (pg_basebackup -R) on `ports[1]`, in fresh folders under `base`. */
export function startPostgresPair(base: string, ports: [number, number]): { primary: PgNode; replica: PgNode; version: string } {
  const bin = postgresBin();
  const primaryDir = `${base}-primary`;
  const replicaDir = `${base}-replica`;
  for (const dir of [primaryDir, replicaDir]) ownedFolder(dir);
  pgTool(bin, 'initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  fs.appendFileSync(
    path.join(primaryDir, 'postgresql.conf'),
    ['wal_level = replica', 'max_wal_senders = 5', 'hot_standby = on', 'max_connections = 200', 'shared_buffers = 256MB', 'fsync = on', 'synchronous_commit = on', ''].join('\n'),
  );
  const primary = pgNode(bin, primaryDir, ports[0]);
  primary.start();
  pgTool(bin, 'pg_basebackup', ['-h', '127.0.0.1', '-p', String(ports[0]), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast']);
  const replica = pgNode(bin, replicaDir, ports[1]);
  replica.start();
  return { primary, replica, version: primary.sql('SHOW server_version') };
}

export interface Instance {
  port: number;
  alive(): boolean;
  kill9(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Lines of its log that contain `text`. */
  logLines(text: string): string[];
}

/** A server instance started as `npm start` starts it, with `env`; its log goes to `logFile`. */
export function serverInstance(root: string, port: number, env: Record<string, string>, logFile: string): Instance {
  let child: ChildProcess | undefined;
  const started: string[] = [];
  return {
    port,
    alive: () => !!child && child.exitCode === null && child.signalCode === null,
    kill9() {
      child?.kill('SIGKILL');
    },
    async start() {
      const out = fs.openSync(logFile, 'a');
      child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', out, out] });
      started.push(logFile);
      const deadline = Date.now() + 600_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`instance on ${port} exited; see ${logFile}`);
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
        if (ok) {
          // An instance started while web/build was being rebuilt serves the API only: the figures would lie.
          const home = await fetch(`http://127.0.0.1:${port}/en`);
          if (!(home.headers.get('content-type') ?? '').startsWith('text/html')) throw new Error(`instance on ${port} serves no website (web/build incomplete?)`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`instance on ${port} did not answer within 10 minutes`);
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
    logLines: (text) => fs.readFileSync(logFile, 'utf8').split('\n').filter((l) => l.includes(text)),
  };
}

/**
 * A small round-robin proxy: each request goes to the next upstream in `rotation`; an upstream that
 * refuses the connection (dead) is skipped and the request goes to the next one, since a refused
 * connection never reached a server. It adds the client's address to X-Forwarded-For.
 */
export function roundRobinProxy(port: number, upstreams: number[]) {
  let rotation = [...upstreams];
  let next = 0;
  const served = new Map<number, number>();
  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, tries: number): void => {
    const target = rotation[next++ % rotation.length] ?? upstreams[0] ?? 0;
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const up = http.request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwarded } }, (answer) => {
      served.set(target, (served.get(target) ?? 0) + 1);
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(target) });
      answer.pipe(res);
    });
    up.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' && tries < rotation.length) return forward(req, body, res, tries + 1);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream ${target}: ${err.code ?? err.message}`);
    });
    up.end(body);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, 1));
  });
  server.keepAliveTimeout = 5_000;
  return {
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    use(ports: number[]) {
      rotation = [...ports];
    },
    served,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
