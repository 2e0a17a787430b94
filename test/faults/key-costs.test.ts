// What refused keys cost (API.md: "a mistyped or forged key is refused before any database
// lookup"), counted at the wire: every statement the server sends to PostgreSQL passes a proxy
// that reads the protocol, and authentication is the only part that reads api_keys (background
// pollers query other tables, so we count statements naming api_keys). And whether response
// times tell an attacker that a key shares its id part with a real key (they must not).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { startQueryCounter, type QueryCounter } from '../support/pg-query-counter.js';
import { bearer, send, sendChecked } from '../support/fuzz-contract.js';
import { changedSecret, forgedKey, malformedKey, onTheWire, unknownKey } from '../support/key-forgery.js';
import { inBatches, mannWhitneyZ, median } from '../support/stats.js';
import { CACHE_TTL_MS } from '../../src/services/accounts/principal-lookup.js';

const seed = Number(process.env.FC_SEED ?? 20261121);
const long = process.env.DOCREC_LONG_TESTS === '1';
let counter: QueryCounter;
let t: TestServer;
const authQueries = () => counter.count(/\bapi_keys\b/);
/** One request with `authorization`, which must be refused. */
async function refused(authorization: string): Promise<number> {
  const r = await sendChecked(t.url, { method: 'GET', path: '/v1/account', headers: { Authorization: authorization } });
  expect(r.status).toBe(401);
  return r.ms;
}

beforeAll(async () => {
  counter = await startQueryCounter();
  t = await startTestServer('postgres', { DATABASE_BASE_URL: counter.url });
});
afterAll(async () => {
  await t?.stop();
  await counter?.close();
});

describe('database cost of refused keys (postgres, counted at the wire)', () => {
  it('refuses 1,000 malformed and forged keys without one query', async () => {
    const keys = fc.sample(fc.oneof(malformedKey, forgedKey), { seed, numRuns: 1000 });
    const before = authQueries();
    await inBatches(keys, 8, async (k) => void (await refused(onTheWire(`Bearer ${k}`))));
    expect(authQueries() - before).toBe(0);
    // The counter does see lookups: one well-formed unknown key costs exactly one query.
    await refused(`Bearer ${fc.sample(unknownKey, { seed, numRuns: 1 })[0]}`);
    expect(authQueries() - before).toBe(1);
  });

  it('looks a well-formed unknown key up at most once per cache lifetime', async () => {
    const keys = fc.sample(unknownKey, { seed: seed + 1, numRuns: 200 });
    const before = authQueries();
    let slowest = 0;
    await inBatches(keys, 8, async (k) => {
      const started = performance.now();
      for (let i = 0; i < 3; i++) await refused(`Bearer ${k}`);
      slowest = Math.max(slowest, performance.now() - started);
    });
    expect(slowest, 'each key was repeated within one cache lifetime').toBeLessThan(CACHE_TTL_MS);
    expect(authQueries() - before).toBe(keys.length);
  });

  // KNOWN BUG (reported, fix outside src/http): concurrent cache misses for one key each query
  // (20 here), so a flood of one well-formed key from many connections costs a query per request
  // until the first answer is cached. Drop `.fails` once principal-lookup coalesces them.
  it('looks a key sent by many clients at once up once', async () => {
    const [k] = fc.sample(unknownKey, { seed: seed + 2, numRuns: 1 });
    const before = authQueries();
    await Promise.all(Array.from({ length: 20 }, () => refused(`Bearer ${k}`)));
    expect(authQueries() - before).toBe(1);
  });
});

/**
 * `pairs` interleaved samples (order drawn per pair) of refusing a fresh unknown key and a fresh
 * "wrong secret" key: the real key's prefix and first 20 random characters, a new tail and a
 * valid checksum. Fresh keys each time: the lookup cache remembers unknown keys.
 */
async function sampleTimes(pairs: number): Promise<{ unknown: number[]; wrongSecret: number[] }> {
  const real = t.secretKey;
  for (let i = 0; i < 30; i++) expect((await send(t.url, { method: 'GET', path: '/v1/account', headers: bearer(real) })).status).toBe(200);
  const unknowns = fc.sample(unknownKey, { seed: seed + 3, numRuns: pairs });
  const tails = fc.sample(
    unknownKey.map((k) => k.slice(-10)),
    { seed: seed + 4, numRuns: pairs },
  );
  const firsts = fc.sample(fc.boolean(), { seed: seed + 5, numRuns: pairs });
  const unknown: number[] = [];
  const wrongSecret: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const a = async () => unknown.push(await refused(`Bearer ${unknowns[i]}`));
    const b = async () => wrongSecret.push(await refused(`Bearer ${changedSecret(real, tails[i]!)}`));
    if (firsts[i]) await a().then(b);
    else await b().then(a);
  }
  return { unknown, wrongSecret };
}

describe('timing of refused keys (postgres)', () => {
  // Always on: catches a gross difference (an extra query, a slow hash) without flaking on a
  // busy machine, where single requests jitter by milliseconds.
  it('refuses an unknown key and a real key with another secret in about the same time', async () => {
    const { unknown, wrongSecret } = await sampleTimes(150);
    const [mu, mw] = [median(unknown), median(wrongSecret)];
    expect(Math.abs(mu - mw), `medians ${mu.toFixed(2)} / ${mw.toFixed(2)} ms`).toBeLessThan(Math.max(1, 0.25 * Math.min(mu, mw)));
  });

  // Many samples: a difference is only a failure when it is both significant (Mann–Whitney,
  // p < 1e-4) and larger than 0.1 ms or 5% of the median, so noise alone does not fail it.
  it.skipIf(!long)(
    'cannot tell an unknown key from a wrong secret over 3,000 samples each (DOCREC_LONG_TESTS=1)',
    async () => {
      const { unknown, wrongSecret } = await sampleTimes(3000);
      const [mu, mw] = [median(unknown), median(wrongSecret)];
      const z = mannWhitneyZ(unknown, wrongSecret);
      const summary = `medians ${mu.toFixed(3)} / ${mw.toFixed(3)} ms, Mann–Whitney z = ${z.toFixed(2)}`;
      console.log(`key timing: ${summary}`);
      const tolerance = Math.max(0.1, 0.05 * Math.min(mu, mw));
      expect(Math.abs(z) > 3.9 && Math.abs(mu - mw) > tolerance, summary).toBe(false);
    },
    180_000,
  );
});
