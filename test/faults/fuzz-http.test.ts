// Fuzzing the request bodies and credentials of the real server over real sockets (PostgreSQL):
// random multipart uploads and Authorization headers must each get a contract answer (documented
// status and error code, never 500) within 1 s, and the server must still serve afterwards.
// Seeded: FC_SEED=<n> replays a failure (fast-check prints the seed and path), FC_RUNS=<n> or
// DOCREC_LONG_TESTS=1 runs more. Query strings and every route's bodies: fuzz-routes.test.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/server.js';
import { bearer, expectAlive, fuzzParams, sendChecked, startFuzzTarget, timeoutFor } from '../support/fuzz-contract.js';
import { multipartCase } from '../support/multipart-fuzz.js';
import { forgedKey, malformedKey, onTheWire, unknownKey } from '../support/key-forgery.js';

let t: TestServer;
let key: string; // an enterprise account's: its rate limit never turns the fuzz into 429s
const params = fuzzParams(2500);

beforeAll(async () => {
  ({ t, key } = await startFuzzTarget());
});
// Stops the recognition of the accepted uploads and removes the data directory with them.
afterAll(async () => t?.stop());

describe('fuzzed multipart uploads (postgres)', () => {
  it(
    'answers every multipart body with a documented status, and accepts only complete bodies',
    async () => {
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(multipartCase, async (c) => {
          const headers = bearer(key);
          if (c.contentType !== undefined) headers['Content-Type'] = c.contentType;
          if (c.idempotencyKey !== undefined) headers['Idempotency-Key'] = c.idempotencyKey;
          const r = await sendChecked(t.url, { method: 'POST', path: '/v1/documents', headers, body: c.body });
          if (r.status === 202) {
            accepted++;
            expect(c.mayAccept, 'a truncated body or a body without its boundary was accepted').toBe(true);
            expect(r.headers.location).toBe(`/v1/documents/${r.json.id}`);
          }
        }),
        params,
      );
      // The generator must reach the handler's success path too, or it only proves refusals.
      if (params.numRuns >= 1000) expect(accepted).toBeGreaterThan(0);
      await expectAlive(t.url, key);
    },
    timeoutFor(params.numRuns),
  );
});

describe('fuzzed Authorization headers (postgres)', () => {
  it(
    'lets in exactly the real key: every other header gets 401 unauthorized',
    async () => {
      // Variants of the real key: exact, one character changed, case changed, cut, extended, re-prefixed.
      const variant = fc
        .tuple(fc.nat(), fc.constantFrom('A', 'z', '0', '_'))
        .chain(([at, ch]) =>
          fc.constantFrom(
            key,
            key.slice(0, at % key.length) + ch + key.slice((at % key.length) + 1),
            key.toUpperCase(),
            key.toLowerCase(),
            key.slice(0, -1),
            `${key}x`,
            key.replace('svc_sk_', 'svc_rk_'),
            key.replace('svc_sk_', 'svc_test_'),
          ),
        );
      const scheme = fc.constantFrom('Bearer', 'bearer', 'BEARER', 'Basic', 'Token', '', 'Bearer:');
      const gap = fc.constantFrom(' ', '\t', '  ', '', ' \t');
      const header = fc.oneof(
        fc
          .tuple(scheme, gap, fc.oneof(variant, unknownKey, forgedKey, malformedKey), fc.constantFrom('', ' ', '\t', ' x'))
          .map(([s, g, k, tail]) => `${s}${g}${k}${tail}`),
        fc.string({ maxLength: 80 }),
        fc.string({ unit: 'grapheme', maxLength: 40 }),
      );
      const path = fc.constantFrom('/v1/account', '/v1/documents', '/v1/usage', '/v1/webhooks/deliveries');
      await fc.assert(
        fc.asyncProperty(header.map(onTheWire), path, async (auth, p) => {
          const r = await sendChecked(t.url, { method: 'GET', path: p, headers: { Authorization: auth } });
          expect([200, 401]).toContain(r.status);
          // Whitespace around and a differently-cased scheme are tolerated; any other change is not.
          const [scheme, credentials, ...rest] = auth.trim().split(/[ \t]+/);
          const carriesKey = scheme?.toLowerCase() === 'bearer' && credentials === key && rest.length === 0;
          expect(r.status === 200, `${JSON.stringify(auth)} -> ${r.status}`).toBe(carriesKey);
          if (r.status === 401) expect(r.json).toEqual({ error: { code: 'unauthorized', message: 'Invalid or missing API key.' } });
        }),
        params,
      );
      await expectAlive(t.url, key);
    },
    timeoutFor(params.numRuns),
  );
});
