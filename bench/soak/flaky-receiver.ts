// The webhook receiver of the soak: node:http on loopback, in the bench's process. On /flaky it
// answers most deliveries with 204, but some only after a delay longer than WEBHOOK_TIMEOUT_MS,
// some with 500, and some by destroying the socket; on /dead it always answers 500, so those
// events are dead-lettered. It records the event ids it answered 2xx to (the delivered ones).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceiverCounts {
  requests: number;
  ok: number;
  slow: number;
  errors500: number;
  destroyed: number;
}

interface FlakyReceiver {
  /** Deliveries that usually succeed in the end. */
  flakyUrl: string;
  /** Deliveries that always fail: dead-lettered after the last attempt. */
  deadUrl: string;
  counts: ReceiverCounts;
  /** Event ids answered 2xx. */
  delivered: Set<string>;
  close(): Promise<void>;
}

/** Share of /flaky deliveries: slow past the timeout, 500, destroyed socket (the rest 204). */
const SLOW = 0.1;
const FAIL = 0.15;
const DESTROY = 0.1;

export async function startFlakyReceiver(timeoutMs: number, random: () => number): Promise<FlakyReceiver> {
  const counts: ReceiverCounts = { requests: 0, ok: 0, slow: 0, errors500: 0, destroyed: 0 };
  const delivered = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      counts.requests++;
      const eventId = String(req.headers['webhook-id'] ?? '');
      const r = random();
      if (req.url === '/dead' || (r >= SLOW && r < SLOW + FAIL)) {
        counts.errors500++;
        res.writeHead(500).end('soak receiver: failing on purpose');
      } else if (r < SLOW) {
        counts.slow++;
        // Answers after the dispatcher gave up: that attempt counts as a timeout.
        setTimeout(() => res.writeHead(204).end(), timeoutMs + 500);
      } else if (r < SLOW + FAIL + DESTROY) {
        counts.destroyed++;
        req.socket.destroy();
      } else {
        counts.ok++;
        delivered.add(eventId);
        res.writeHead(204).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    flakyUrl: `http://127.0.0.1:${port}/flaky`,
    deadUrl: `http://127.0.0.1:${port}/dead`,
    counts,
    delivered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
