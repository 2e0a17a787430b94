// What every fuzzed request must get back, whatever it sent (API.md): an answer within 1 s, a
// status the OpenAPI document lists for the operation, the JSON error shape with a code from the
// contract's table at that code's status, and never 500. Requests go over real sockets with
// node:http (one connection each), which lets us send any header bytes and any body.
import http from 'node:http';
import { expect } from 'vitest';
import { validateResponse } from './openapi-validator.js';
import { startTestServer, type TestServer } from './server.js';

/** Seeded and replayable: FC_SEED replays a failure, FC_RUNS or DOCREC_LONG_TESTS=1 explore more. */
export function fuzzParams(ciRuns: number): { seed: number; numRuns: number } {
  const long = process.env.DOCREC_LONG_TESTS === '1';
  return { seed: Number(process.env.FC_SEED ?? 20261121), numRuns: Number(process.env.FC_RUNS ?? (long ? ciRuns * 10 : ciRuns)) };
}
/** A vitest timeout for `runs` requests at a generous 20 ms each (they take 2-10 ms). */
export const timeoutFor = (runs: number): number => 30_000 + runs * 20;

/** API.md's error table, without 500 internal_error (a bug by definition). */
const contractCodes: Record<string, number> = {
  invalid_request: 400,
  unsupported_language: 400,
  unauthorized: 401,
  insufficient_scope: 403,
  not_found: 404,
  method_not_allowed: 405,
  idempotency_conflict: 409,
  not_ready: 409,
  file_too_large: 413,
  unsupported_media_type: 415,
  webhook_url_forbidden: 422,
  rate_limit_exceeded: 429,
  quota_exceeded: 429,
  service_unavailable: 503,
  insufficient_storage: 507,
};
export const HANG_MS = 1000;

// The server runs in this process: an exception nobody catches (which would kill a real server)
// lands here instead, and the next check fails with the input that was just sent.
const crashes: unknown[] = [];
process.on('uncaughtException', (err) => crashes.push(err));
process.on('unhandledRejection', (err) => crashes.push(err));
const expectNoCrash = (what: string) => expect(crashes.splice(0).map(String), `the server crashed (${what})`).toEqual([]);

export interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: any;
  ms: number;
}
export interface Request {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export function send(base: string, req: Request): Promise<Sent> {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const r = http.request(
      { host: hostname, port, method: req.method, path: req.path, headers: req.headers ?? {}, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode!, headers: res.headers, text, json, ms: performance.now() - started });
        });
      },
    );
    // Far past the bound, so a hang fails as "too slow" with its input rather than as a timeout.
    r.setTimeout(5 * HANG_MS, () => r.destroy(new Error(`no answer to ${req.method} ${req.path} in ${5 * HANG_MS} ms`)));
    r.on('error', reject);
    r.end(req.body);
  });
}

/** Sends `req` and checks the answer against the contract; returns it for further checks. */
export async function sendChecked(base: string, req: Request): Promise<Sent> {
  const r = await send(base, req);
  const what = `${req.method} ${req.path} -> ${r.status} in ${r.ms.toFixed(0)} ms: ${r.text.slice(0, 300)}`;
  await new Promise((resolve) => setImmediate(resolve)); // let a crash the request scheduled happen
  expectNoCrash(what);
  expect(r.ms, what).toBeLessThan(HANG_MS);
  expect(r.status, what).not.toBe(500);
  if (req.method === 'HEAD') {
    // A HEAD answer has no body (or the client misreads the connection); no route serves HEAD.
    expect([404, 405], what).toContain(r.status);
    expect(r.text, what).toBe('');
    return r;
  }
  if (req.method === 'OPTIONS')
    expect(r.status, what).toBe(405); // no CORS, whatever the path
  else
    validateResponse({
      method: req.method,
      path: req.path,
      status: r.status,
      contentType: r.headers['content-type'],
      body: r.json ?? r.text,
    });
  if (r.status >= 400) {
    expect(r.headers['content-type'], what).toBe('application/json; charset=utf-8');
    expect(
      Object.keys(r.json.error).every((k) => ['code', 'message', 'param', 'required_scope'].includes(k)),
      what,
    ).toBe(true);
    expect(typeof r.json.error.message, what).toBe('string');
    expect(contractCodes[r.json.error.code], what).toBe(r.status);
  }
  if (r.status === 401) expect(r.headers['www-authenticate'], what).toBe('Bearer');
  if (r.status === 405) expect(r.headers.allow, what).toBeDefined();
  if (r.status === 429 || r.status === 503) expect(r.headers['retry-after'], what).toMatch(/^\d+$/);
  return r;
}

/** The server survived: liveness and one ordinary authenticated request still work. */
export async function expectAlive(base: string, key: string): Promise<void> {
  expect((await sendChecked(base, { method: 'GET', path: '/healthz' })).status).toBe(200);
  expect((await sendChecked(base, { method: 'GET', path: '/v1/account', headers: { Authorization: `Bearer ${key}` } })).status).toBe(200);
}

export const bearer = (key: string): Record<string, string> => ({ Authorization: `Bearer ${key}` });

/** A server on PostgreSQL and an enterprise key: limits so high the fuzz never meets a 429. */
export async function startFuzzTarget(): Promise<{ t: TestServer; key: string }> {
  const t = await startTestServer('postgres');
  return { t, key: (await t.createAccount('enterprise', { rpm: 10_000_000, docsPerDay: 10_000_000 })).secretKey };
}
