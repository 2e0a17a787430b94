// A real HTTP webhook receiver on loopback for tests: records every request (raw body bytes,
// headers, arrival time) and answers as the test's `respond` says (status, delay, redirect).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  body: Record<string, any>;
  /** Date.now() when the body had fully arrived. */
  at: number;
  /** The status written back and Date.now() then; unset while pending or if the client hung up first. */
  answered?: number;
  answeredAt?: number;
}

export interface Reply {
  status?: number;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  headers?: Record<string, string>;
  body?: string;
}

/** Decides the answer to each request; `index` counts requests to the same path from 0. */
export type Responder = (hook: ReceivedHook, index: number) => Reply;

export interface WebhookReceiver {
  /** Base URL, e.g. http://127.0.0.1:PORT */
  url: string;
  received: ReceivedHook[];
  respond: Responder;
  /** Hooks received on `path`, in arrival order. */
  on(path: string): ReceivedHook[];
  /** Resolves once `count` hooks arrived on `path` (rejects after `timeoutMs`). */
  waitFor(path: string, count: number, timeoutMs?: number): Promise<ReceivedHook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(respond: Responder = () => ({ status: 200 })): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const counts = new Map<string, number>();
  const pending = new Set<NodeJS.Timeout>();
  const receiver: WebhookReceiver = {
    url: '',
    received,
    respond,
    on: (path) => received.filter((h) => h.path === path),
    async waitFor(path, count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (receiver.on(path).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`waited ${timeoutMs} ms for ${count} hooks on ${path}; got ${receiver.on(path).length}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      return receiver.on(path);
    },
    close: () => {
      for (const t of pending) clearTimeout(t);
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      let body: Record<string, any> = {};
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        // kept as raw bytes only
      }
      const path = req.url ?? '/';
      const hook: ReceivedHook = { path, headers: req.headers, raw, body, at: Date.now() };
      received.push(hook);
      const index = counts.get(path) ?? 0;
      counts.set(path, index + 1);
      const reply = receiver.respond(hook, index);
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, reply.headers ?? {});
        res.end(reply.body ?? '');
        hook.answered = reply.status ?? 200;
        hook.answeredAt = Date.now();
      };
      if (!reply.delayMs) return answer();
      const t = setTimeout(() => {
        pending.delete(t);
        answer();
      }, reply.delayMs);
      pending.add(t);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
