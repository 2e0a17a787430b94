// The webhook receiver of the webhooks bench (run.ts). Run as its own process (fork) so that
// answering deliveries takes no event-loop time from the server under test: node:http on N
// loopback ports (each port is a separate target to the dispatcher, which limits attempts per
// target), 200 with an empty body after `delayMs`, both signatures of every delivery checked
// independently of src/webhooks/signing.ts, repeated event ids counted as duplicates.
// startReceiver gives the benchmark process its handle on it; they talk over IPC.
import { fork } from 'node:child_process';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface ReceiverStats {
  /** Deliveries whose body was read completely since the last reset. */
  received: number;
  /** Deliveries of an event id already received: the dispatcher should send each event once. */
  duplicates: number;
  badSignature: number;
}

type Command = { type: 'reset'; delayMs: number; secret: string; expect: number } | { type: 'stats' };
type Report = { type: 'listening'; ports: number[] } | { type: 'reset' } | ({ type: 'stats' | 'reached' } & ReceiverStats);

/** X-Service-Signature and the Standard Webhooks signature, as API.md "Webhooks" defines them. */
function signedCorrectly(headers: http.IncomingHttpHeaders, body: Buffer, secret: string): boolean {
  const service = createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
  if (headers['x-service-signature'] !== service) return false;
  const signed = `${String(headers['webhook-id'] ?? '')}.${String(headers['webhook-timestamp'] ?? '')}.`;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const standard = `v1,${createHmac('sha256', key).update(signed).update(body).digest('base64')}`;
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .includes(standard);
}

/** The receiver process: listens, answers, counts, and reports once `expect` deliveries arrived. */
function serve(portCount: number): void {
  const send = (m: Report) => process.send!(m);
  let settings = { delayMs: 0, secret: '', expect: Infinity };
  let seen = new Set<string>();
  const zero = (): ReceiverStats => ({ received: 0, duplicates: 0, badSignature: 0 });
  let stats = zero();

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = String(req.headers['x-service-event-id'] ?? '');
      stats.received++;
      if (seen.has(id)) stats.duplicates++;
      seen.add(id);
      if (!signedCorrectly(req.headers, Buffer.concat(chunks), settings.secret)) stats.badSignature++;
      const answer = () => res.writeHead(200, { 'content-length': '0' }).end();
      // Not setTimeout(answer, 0): that alone would add a timer tick to every delivery.
      if (settings.delayMs > 0) setTimeout(answer, settings.delayMs);
      else answer();
      if (stats.received === settings.expect) send({ type: 'reached', ...stats });
    });
  };

  process.on('message', (m: Command) => {
    if (m.type === 'stats') return send({ type: 'stats', ...stats });
    settings = { delayMs: m.delayMs, secret: m.secret, expect: m.expect };
    seen = new Set();
    stats = zero();
    send({ type: 'reset' });
  });
  process.on('disconnect', () => process.exit(0));
  const listening = Array.from({ length: portCount }, () => {
    const server = http.createServer(handle);
    server.keepAliveTimeout = 30_000;
    return new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  });
  void Promise.all(listening).then((ports) => send({ type: 'listening', ports }));
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Forks a receiver on `portCount` ports; returns the benchmark's handle on it. */
export async function startReceiver(portCount: number) {
  const child = fork(fileURLToPath(import.meta.url), [String(portCount)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ports = await new Promise<number[]>((resolve, reject) => {
    child.once('message', (m: Report) => (m.type === 'listening' ? resolve(m.ports) : reject(new Error(m.type))));
    child.once('exit', (code) => reject(new Error(`webhook receiver exited (${code}) before listening`)));
  });
  // The process answers commands in order, so each reply settles the oldest waiting one.
  const replies: ((m: Report) => void)[] = [];
  let whenReached = new Promise<ReceiverStats>(() => {});
  let onReached = { resolve: (_: ReceiverStats) => {}, reject: (_: Error) => {} };
  child.on('message', (m: Report) => (m.type === 'reached' ? onReached.resolve(m) : replies.shift()?.(m)));
  const ask = (command: Command) =>
    new Promise<Report>((resolve) => {
      replies.push(resolve);
      child.send(command);
    });

  return {
    /** The webhook URL of target `i` (one per port). */
    url: (i: number) => `http://127.0.0.1:${ports[i % ports.length]}/hooks/docrec`,
    /** Zeroes the counts; `expect`: how many deliveries `reached` waits for. */
    async reset(delayMs: number, secret: string, expect: number): Promise<void> {
      whenReached = new Promise((resolve, reject) => (onReached = { resolve, reject }));
      await ask({ type: 'reset', delayMs, secret, expect });
    },
    stats: async () => (await ask({ type: 'stats' })) as ReceiverStats,
    /** Resolves once the receiver has had `expect` deliveries since the last reset. */
    reached(timeoutMs: number): Promise<ReceiverStats> {
      const timer = setTimeout(() => onReached.reject(new Error(`the receiver lacked deliveries after ${timeoutMs} ms`)), timeoutMs);
      return whenReached.finally(() => clearTimeout(timer));
    },
    /** Closing the channel ends the process (it exits on disconnect). */
    async stop(): Promise<void> {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve(Math.max(1, Number(process.argv[2] ?? 1)));
