import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The HTTP plumbing the fake payment gateways share: a loopback server whose handler may be slowed down. */
export interface FakeHttp {
  url: string;
  /** Milliseconds every answer waits before it is sent (a slow gateway). */
  delayMs: number;
  close(): Promise<void>;
}

export const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export type Reply = { status: number; headers?: Record<string, string>; body: string };

/** Serves `handle` on 127.0.0.1 at a free port. */
export async function serveFake(handle: (req: IncomingMessage, body: string) => Promise<Reply> | Reply): Promise<FakeHttp> {
  const state = { delayMs: 0 };
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res: ServerResponse) => {
    void (async () => {
      const body = await readBody(req);
      let reply: Reply;
      try {
        reply = await handle(req, body);
      } catch (err) {
        reply = { status: 500, body: JSON.stringify({ code: 'SYSTEM_ERROR', message: (err as Error).message }) };
      }
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (res.destroyed) return;
      res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', ...reply.headers });
      res.end(reply.body);
    })();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Sends a notification to the merchant's notify URL as the gateway does; returns the merchant's answer. */
export async function deliver(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }> {
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: await res.text() };
}

/** What a merchant's notify route does, for tests: a loopback server that hands each notification to `handle`. */
export async function startReceiver(handle: (headers: IncomingMessage['headers'], body: string) => Promise<Reply>): Promise<FakeHttp> {
  return serveFake((req, body) => handle(req.headers, body));
}
