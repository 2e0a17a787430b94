// TRUST_PROXY behind a real nginx: sign-in throttling per real client (nginx appends each
// client's address; the "clients" connect from distinct loopback addresses 127.0.0.x), everyone
// sharing the proxy's address when it is not trusted, a spoofed X-Forwarded-For from a direct
// client not believed, a large upload streamed through to a 202, and Secure cookies for https.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePdf } from '../fixtures/documents.js';
import { DashboardClient } from '../support/dashboard-client.js';
import { startNginxProxy, type NginxProxy } from '../support/nginx-proxy.js';
import { startTestServer, type TestServer } from '../support/server.js';

const publicUrl = 'https://ocr.example.com';
let trusting: TestServer;
let plain: TestServer;
let trustingProxy: NginxProxy;
let plainProxy: NginxProxy;
let fixtures: string;
/** The trusting server's log lines, parsed. */
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  fixtures = await mkdtemp(join(tmpdir(), 'docrec-proxy-'));
  // OCR_THREADS=0: an API node; nothing here needs recognition.
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) });
  trusting = await startTestServer('postgres', { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: publicUrl, OCR_THREADS: '0' }, { logger });
  plain = await startTestServer('postgres', { OCR_THREADS: '0' });
  trustingProxy = await startNginxProxy(trusting.url);
  plainProxy = await startNginxProxy(plain.url);
}, 60_000);
afterAll(async () => {
  await trustingProxy?.stop();
  await plainProxy?.stop();
  await trusting?.stop();
  await plain?.stop();
  await rm(fixtures, { recursive: true, force: true });
});

/** Ten wrong passwords for ten different emails: only the client address is throttled. */
async function failTenTimes(client: DashboardClient, headers: Record<string, string> = {}): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const r = await client.post('/dashboard/sign-in', { email: `nobody-${i}@example.com`, password: 'wrong-password' }, headers);
    expect(r.status).toBe(401);
  }
}

const signIn = (client: DashboardClient, server: TestServer, headers: Record<string, string> = {}) =>
  client.post('/dashboard/sign-in', { email: 'admin@localhost', password: server.server.bootstrap!.dashboardPassword }, headers);

describe('TRUST_PROXY behind nginx', { timeout: 90_000 }, () => {
  const origin = { origin: publicUrl };

  it('throttles the client nginx saw, not the proxy: A is locked out, B is not', async () => {
    await failTenTimes(new DashboardClient(trustingProxy.url, '127.0.0.2'), origin);
    expect((await signIn(new DashboardClient(trustingProxy.url, '127.0.0.2'), trusting, origin)).status).toBe(429);
    expect((await signIn(new DashboardClient(trustingProxy.url, '127.0.0.3'), trusting, origin)).status).toBe(303);
    const signIns = logLines.filter((l) => l.msg === 'request' && l.route === '/dashboard/sign-in');
    expect(signIns.map((l) => l.client)).toEqual([...Array<string>(11).fill('127.0.0.2'), '127.0.0.3']);
  });

  it('does not believe X-Forwarded-For entries a client sends to the proxy (nginx appends the real peer)', async () => {
    await failTenTimes(new DashboardClient(trustingProxy.url, '127.0.0.4'), { ...origin, 'x-forwarded-for': '198.51.100.1' });
    const spoofer = new DashboardClient(trustingProxy.url, '127.0.0.4');
    expect((await signIn(spoofer, trusting, { ...origin, 'x-forwarded-for': '198.51.100.2' })).status).toBe(429);
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const r = await signIn(new DashboardClient(trustingProxy.url, '127.0.0.5'), trusting, origin);
    expect(r.status).toBe(303);
    expect(r.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('without TRUST_PROXY everyone behind the proxy shares its address (one lockout for all)', async () => {
    await failTenTimes(new DashboardClient(plainProxy.url, '127.0.0.6'));
    expect((await signIn(new DashboardClient(plainProxy.url, '127.0.0.7'), plain)).status).toBe(429);
  });

  it('does not believe a spoofed X-Forwarded-For from a client talking to docrec directly', async () => {
    const direct = (address: string, spoofed: string) =>
      new DashboardClient(trusting.url, address).post(
        '/dashboard/sign-in',
        { email: 'nobody@example.com', password: 'wrong-password' },
        { ...origin, 'x-forwarded-for': spoofed },
      );
    for (let i = 0; i < 10; i++) expect((await direct('127.0.0.8', `203.0.113.${i + 1}`)).status).toBe(401);
    const r = await signIn(new DashboardClient(trusting.url, '127.0.0.8'), trusting, { ...origin, 'x-forwarded-for': '203.0.113.99' });
    expect(r.status).toBe(429);
  });

  it('streams a 20 MiB upload through nginx to a 202', async () => {
    const pdf = join(fixtures, 'small.pdf');
    writePdf(pdf, [{ lines: ['Streamed through a reverse proxy.'] }]);
    // Trailing bytes after %%EOF: readers ignore them, the upload path carries all of them.
    const file = Buffer.concat([await readFile(pdf), Buffer.from('\n%'), randomBytes(20 * 2 ** 20)]);
    const boundary = 'docrecProxyBoundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const agent = new Agent({ localAddress: '127.0.0.9' });
    try {
      const r = await fetch(`${trustingProxy.url}/v1/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${trusting.secretKey}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        dispatcher: agent,
      });
      const text = await r.text();
      expect(r.status, text).toBe(202);
      expect(JSON.parse(text)).toMatchObject({ status: 'queued' });
    } finally {
      await agent.close();
    }
  });
});
