// Fuzzing the query strings of the list endpoints and every method, path and body over real
// sockets (PostgreSQL): each request gets a contract answer within 1 s (documented status and
// error code, never 500), list answers keep their promises, and the server still serves after.
// Seeded like fuzz-http.test.ts: FC_SEED replays, FC_RUNS / DOCREC_LONG_TESTS=1 run more.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/server.js';
import { bearer, expectAlive, fuzzParams, send, sendChecked, startFuzzTarget, timeoutFor } from '../support/fuzz-contract.js';
import { anyBody, anyPath, idPattern, queryString } from '../support/route-fuzz.js';
import { malformedKey, onTheWire } from '../support/key-forgery.js';
import { form } from '../support/http.js';

let t: TestServer;
let key: string; // an enterprise account's: its rate limit never turns the fuzz into 429s
const known: string[] = []; // real document and delivery ids, for cursors and paths
const params = fuzzParams(2500);

beforeAll(async () => {
  ({ t, key } = await startFuzzTarget());
  // Documents that fail fast when opened, each with a webhook that never resolves: list data.
  for (let i = 0; i < 4; i++) {
    const fd = form(Buffer.from('%PDF-1.4\nbroken'), { webhook_url: 'https://hooks.docrec-fuzz.invalid/h' });
    const r = await fetch(`${t.url}/v1/documents`, { method: 'POST', headers: bearer(key), body: fd });
    known.push(((await r.json()) as { id: string }).id);
  }
  const deliveries = async () => (await send(t.url, { method: 'GET', path: '/v1/webhooks/deliveries', headers: bearer(key) })).json.data;
  for (let waited = 0; known.length === 4 && waited < 20_000; waited += 100) {
    known.push(...(await deliveries()).map((d: { id: string }) => d.id));
    await new Promise((r) => setTimeout(r, 100));
  }
});
afterAll(async () => t?.stop());

const lists = {
  '/v1/documents': { cursor: 'doc', statuses: ['queued', 'processing', 'completed', 'failed'] },
  '/v1/webhooks/deliveries': { cursor: 'dlv', statuses: ['pending', 'succeeded', 'failed'], document_id: true },
} as const;
type ListPath = keyof typeof lists;

/** API.md's rule for one parameter; `strict` refuses what a lenient server may still take ("007"). */
function valid(path: ListPath, name: string, value: string, strict: boolean): boolean {
  const spec = lists[path];
  if (name === 'limit') return (strict ? /^[1-9]\d*$/ : /^\d+$/).test(value) && Number(value) >= 1 && Number(value) <= 100;
  if (name === 'starting_after') return idPattern(spec.cursor).test(value);
  if (name === 'status') return (spec.statuses as readonly string[]).includes(value);
  if (name === 'document_id' && 'document_id' in spec) return idPattern('doc').test(value);
  return true; // unknown parameters are ignored
}

describe('fuzzed query strings (postgres)', () => {
  it(
    'answers the list endpoints 200 for valid parameters and 400 naming a bad one',
    async () => {
      const path = fc.constantFrom(...(Object.keys(lists) as ListPath[]));
      await fc.assert(
        fc.asyncProperty(path, queryString(known), async (p, query) => {
          const r = await sendChecked(t.url, { method: 'GET', path: `${p}?${query}`, headers: bearer(key) });
          const q = new URLSearchParams(query); // the first of repeated parameters counts
          const given = [...new Set(q.keys())].map((n) => [n, q.get(n)!] as const);
          const what = `${p}?${query} -> ${r.status} ${r.text.slice(0, 200)}`;
          if (given.every(([n, v]) => valid(p, n, v, true))) expect(r.status, what).toBe(200);
          if (r.status === 400) {
            const [, bad] = given.find(([n]) => n === r.json.error.param) ?? [];
            expect(bad !== undefined && !valid(p, r.json.error.param, bad, true), what).toBe(true);
            return;
          }
          expect(r.status, what).toBe(200);
          expect(
            given.every(([n, v]) => valid(p, n, v, false)),
            what,
          ).toBe(true);
          const ids: string[] = r.json.data.map((d: { id: string }) => d.id);
          expect(ids.length, what).toBeLessThanOrEqual(Number(q.get('limit') ?? 20));
          expect([...ids].sort().reverse(), 'newest first').toEqual(ids);
          const after = q.get('starting_after');
          if (after !== null)
            expect(
              ids.every((id) => id < after),
              what,
            ).toBe(true);
          if (q.get('status') !== null)
            expect(
              r.json.data.every((d: { status: string }) => d.status === q.get('status')),
              what,
            ).toBe(true);
        }),
        params,
      );
      await expectAlive(t.url, key);
    },
    timeoutFor(params.numRuns),
  );
});

describe('fuzzed methods, paths and bodies (postgres)', () => {
  it(
    'answers any method on any path with any body within the contract',
    async () => {
      const method = fc.constantFrom('GET', 'GET', 'POST', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS', 'HEAD');
      const auth = fc.oneof(
        fc.constant(`Bearer ${key}`),
        fc.constant(undefined),
        malformedKey.map((k) => onTheWire(`Bearer ${k}`)),
      );
      await fc.assert(
        fc.asyncProperty(method, anyPath(known), anyBody, auth, async (m, path, [body, type], authorization) => {
          const headers: Record<string, string> = {};
          if (type !== undefined) headers['Content-Type'] = type;
          if (authorization !== undefined) headers.Authorization = authorization;
          await sendChecked(t.url, { method: m, path, headers, ...(body ? { body } : {}) });
        }),
        params,
      );
      await expectAlive(t.url, key);
    },
    timeoutFor(params.numRuns),
  );

  // Found by this fuzz: a HEAD answer carried the JSON error body, which a client reads as the
  // start of the next response on the connection (node:http failed with "Parse Error").
  it('answers HEAD with headers only', async () => {
    for (const path of ['/v1/documents', '/healthz', '/v1/nope']) {
      const r = await sendChecked(t.url, { method: 'HEAD', path, headers: bearer(key) });
      expect(r.status).toBe(path === '/v1/nope' ? 404 : 405);
    }
  });

  // Found by this fuzz: an id with malformed percent-encoding made a known path unknown, so a
  // wrong method got 404 instead of 405 with Allow.
  it('keeps a path with a malformed id a known path', async () => {
    const wrong = await sendChecked(t.url, { method: 'GET', path: '/v1/webhooks/deliveries/%E0%A4%A/retry', headers: bearer(key) });
    expect([wrong.status, wrong.headers.allow]).toEqual([405, 'POST']);
    expect((await sendChecked(t.url, { method: 'PUT', path: '/v1/documents/%E0%A4%A' })).status).toBe(405);
    expect((await sendChecked(t.url, { method: 'GET', path: '/v1/documents/%E0%A4%A', headers: bearer(key) })).status).toBe(404);
  });
});
