// The local webhook receiver of bench/webhook-dispatch.ts, run as its own process (fork) so that
// answering deliveries takes no event-loop time from the server under test. Listens on `ports`
// loopback ports (each port is a separate target to the dispatcher, which limits attempts per
// target), answers 200 with an empty body after `delayMs`, checks both signatures of every
// delivery against the account's secret, and counts. Driven over IPC:
//   parent → { type: 'reset', delayMs, secret, expect }   child → { type: 'reset' }
//   parent → { type: 'stats' }                            child → { type: 'stats', ...ReceiverStats }
//   child → { type: 'reached', ...ReceiverStats } once `expect` deliveries arrived since the reset
//
//   node dist/bench/webhook-receiver.js <ports>     (prints nothing; reports { type: 'listening', ports })
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceiverStats {
  /** Requests whose body was read completely since the last reset. */
  received: number;
  /** Distinct event ids among them (received − unique = duplicates). */
  unique: number;
  badSignature: number;
  /** Requests with X-Service-Delivery-Attempt above 1. */
  retries: number;
  bodyBytes: number;
  /** This process's CPU (user + system) since the reset. */
  cpuMs: number;
}

export type ReceiverMessage =
  | { type: 'listening'; ports: number[] }
  | { type: 'reset' }
  | ({ type: 'stats' | 'reached' } & ReceiverStats);

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Both signatures of API.md "Webhooks", computed here independently of src/webhooks/signing.ts. */
function signedCorrectly(headers: http.IncomingHttpHeaders, body: Buffer, secret: string): boolean {
  const service = createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
  if (!equal(String(headers['x-service-signature'] ?? ''), service)) return false;
  const id = String(headers['webhook-id'] ?? '');
  const ts = String(headers['webhook-timestamp'] ?? '');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const standard = `v1,${createHmac('sha256', key).update(`${id}.${ts}.`).update(body).digest('base64')}`;
  return String(headers['webhook-signature'] ?? '').split(' ').some((s) => equal(s, standard));
}

function main(portCount: number): void {
  const send = (m: ReceiverMessage) => process.send!(m);
  let delayMs = 0;
  let secret = '';
  let expect = Infinity;
  let ids = new Set<string>();
  let cpuAtReset = process.cpuUsage();
  const stats = { received: 0, badSignature: 0, retries: 0, bodyBytes: 0 };
  const snapshot = (): ReceiverStats => {
    const cpu = process.cpuUsage(cpuAtReset);
    return { ...stats, unique: ids.size, cpuMs: (cpu.user + cpu.system) / 1000 };
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      stats.received++;
      stats.bodyBytes += body.length;
      ids.add(String(req.headers['x-service-event-id'] ?? ''));
      if (!signedCorrectly(req.headers, body, secret)) stats.badSignature++;
      if (Number(req.headers['x-service-delivery-attempt'] ?? 1) > 1) stats.retries++;
      const answer = () => res.writeHead(200, { 'content-length': '0' }).end();
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
      if (stats.received === expect) send({ type: 'reached', ...snapshot() });
    });
  };

  process.on('message', (m: { type: string; delayMs?: number; secret?: string; expect?: number }) => {
    if (m.type === 'reset') {
      delayMs = m.delayMs ?? 0;
      secret = m.secret ?? secret;
      expect = m.expect ?? Infinity;
      ids = new Set();
      Object.assign(stats, { received: 0, badSignature: 0, retries: 0, bodyBytes: 0 });
      cpuAtReset = process.cpuUsage();
      send({ type: 'reset' });
    } else if (m.type === 'stats') {
      send({ type: 'stats', ...snapshot() });
    }
  });
  process.on('disconnect', () => process.exit(0));

  const servers = Array.from({ length: portCount }, () => {
    const server = http.createServer(handle);
    server.keepAliveTimeout = 30_000;
    return new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  });
  void Promise.all(servers).then((ports) => send({ type: 'listening', ports }));
}

if (process.send) main(Math.max(1, Number(process.argv[2] ?? 1)));
