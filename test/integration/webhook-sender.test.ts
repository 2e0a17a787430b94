// The sender against raw loopback sockets: what it does with a body that never ends (reads a
// little, hangs up), a receiver that never answers (timeout), a refused port, and a literal
// loopback target when private targets are not allowed (refused without connecting).
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookSender } from '../../src/webhooks/webhook-sender.js';

const servers: Server[] = [];
const senders: WebhookSender[] = [];
afterEach(async () => {
  await Promise.all(senders.splice(0).map((s) => s.close()));
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A raw TCP server: `onRequest` gets the socket once the request headers arrived. */
async function rawServer(onRequest: (socket: Socket) => void): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    let seen = '';
    socket.on('data', (chunk) => {
      seen += chunk.toString('latin1');
      if (seen.includes('\r\n\r\n')) {
        seen = '';
        onRequest(socket);
      }
    });
    socket.on('error', () => {});
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, connections: () => connections };
}

function sender(opts: { timeoutMs?: number; allowPrivate?: boolean } = {}): WebhookSender {
  const s = new WebhookSender({ timeoutMs: opts.timeoutMs ?? 2000, allowPrivate: opts.allowPrivate ?? true, connectionsPerTarget: 2 });
  senders.push(s);
  return s;
}

const body = Buffer.from('{"event":"document.completed"}');

describe('WebhookSender', () => {
  it('a 200 with an endless body succeeds after reading a little, and hangs up', async () => {
    let written = 0;
    let closed = false;
    const target = await rawServer((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n');
      const chunk = `4000\r\n${'x'.repeat(0x4000)}\r\n`;
      const pump = setInterval(() => {
        if (socket.destroyed) return clearInterval(pump);
        socket.write(chunk);
        written += 0x4000;
      }, 5);
      socket.on('close', () => {
        closed = true;
        clearInterval(pump);
      });
    });
    const result = await sender().send(target.url, {}, body);
    expect(result).toMatchObject({ outcome: 'succeeded', statusCode: 200, error: null });
    await expect.poll(() => closed, { timeout: 2000 }).toBe(true);
    expect(written).toBeLessThan(1024 * 1024); // it did not read on to the timeout
  });

  it('a receiver that never answers is a timeout at timeoutMs', async () => {
    const target = await rawServer(() => {});
    const started = Date.now();
    const result = await sender({ timeoutMs: 300 }).send(target.url, {}, body);
    expect(result).toMatchObject({ outcome: 'timeout', statusCode: null, error: 'timeout after 300 ms' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a refused connection is a network failure with the reason', async () => {
    const target = await rawServer(() => {});
    const url = target.url;
    await new Promise((r) => servers.pop()!.close(r));
    const result = await sender().send(url, {}, body);
    expect(result.outcome).toBe('network');
    expect(result.error).toMatch(/ECONNREFUSED/);
  });

  it('a literal loopback target is refused without connecting unless private targets are allowed', async () => {
    const target = await rawServer((socket) => socket.end('HTTP/1.1 204 No Content\r\n\r\n'));
    const refused = await sender({ allowPrivate: false }).send(target.url, {}, body);
    expect(refused).toMatchObject({ outcome: 'forbidden', statusCode: null });
    expect(target.connections()).toBe(0);
    const allowed = await sender({ allowPrivate: true }).send(target.url, {}, body);
    expect(allowed).toMatchObject({ outcome: 'succeeded', statusCode: 204 });
  });
});
