// `docrec verify-webhook` on real deliveries: a webhook sent by a real server to a loopback
// receiver is checked from its raw body and header, and from the whole request as captured off
// the wire; a changed byte or another secret is refused with exit 1.
import net from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, docrec } from '../support/cli-run.js';
import { call, form, tinyPng } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/server.js';

let t: TestServer;
let wire: net.Server;
const captured: Buffer[] = [];

/** A webhook target that keeps the exact bytes of each request, as `nc -l` would. */
async function startWireCapture(): Promise<net.Server> {
  const server = net.createServer((sock) => {
    const parts: Buffer[] = [];
    sock.on('data', (d) => {
      parts.push(d);
      const all = Buffer.concat(parts);
      const head = all.indexOf('\r\n\r\n');
      const length = Number(/content-length: *(\d+)/i.exec(all.subarray(0, head).toString())?.[1]);
      if (head < 0 || all.length < head + 4 + length) return;
      captured.push(all);
      sock.end('HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

beforeAll(async () => {
  assertBuilt();
  [t, wire] = await Promise.all([startTestServer('postgres', { WEBHOOK_ALLOW_PRIVATE: 'true' }), startWireCapture()]);
  const url = `http://127.0.0.1:${(wire.address() as net.AddressInfo).port}/hook`;
  const r = await call(`${t.url}/v1/documents`, { method: 'POST', key: t.secretKey, body: form(tinyPng, { webhook_url: url }) });
  expect(r.status, r.text).toBe(202);
  for (let waited = 0; captured.length === 0; waited += 50) {
    if (waited > 60_000) throw new Error('no webhook arrived');
    await new Promise((r) => setTimeout(r, 50));
  }
});
afterAll(async () => {
  wire?.close();
  await t?.stop();
});

function split(request: Buffer): { body: Buffer; signature: string } {
  const head = request.indexOf('\r\n\r\n');
  const signature = /x-service-signature: *([0-9a-f]+)/i.exec(request.subarray(0, head).toString())![1]!;
  return { body: request.subarray(head + 4), signature };
}

describe('docrec verify-webhook', () => {
  it('accepts a real delivery from its raw body and X-Service-Signature, and prints the signature without one', async () => {
    const { body, signature } = split(captured[0]!);
    const ok = await docrec(['verify-webhook', '--secret', t.webhookSecret, '--signature', signature], {}, body);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/^valid/);
    const printed = await docrec(['verify-webhook', '--secret', t.webhookSecret], {}, body);
    expect(printed.stdout.trim()).toBe(signature);
  });

  it('accepts the whole captured request, whose headers carry the signature', async () => {
    const ok = await docrec(['verify-webhook', '--secret', t.webhookSecret], {}, captured[0]);
    expect(ok.code, ok.stderr).toBe(0);
  });

  it('refuses a changed byte and another secret with exit 1', async () => {
    const { body, signature } = split(captured[0]!);
    const changed = Buffer.from(body);
    const flipped = changed.length - 2;
    changed[flipped] = changed[flipped]! ^ 1;
    const tampered = await docrec(['verify-webhook', '--secret', t.webhookSecret, '--signature', signature], {}, changed);
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toMatch(/invalid signature/);
    const wrongSecret = await docrec(['verify-webhook', '--secret', `${t.webhookSecret}x`], {}, captured[0]);
    expect(wrongSecret.code).toBe(1);
  });

  it('needs a whsec_ secret (exit 2)', async () => {
    const r = await docrec(['verify-webhook', '--secret', 'hunter2'], {}, '{}');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/whsec_/);
  });
});
