// The soak (bench/soak, `npm run bench:soak`) shortened to under a minute of traffic: the same
// server in its own process on PostgreSQL + Redis, the same clients, flaky webhook receiver and
// verdicts, with retention short enough that the sweep deletes documents during the run. Nothing
// accepted may be lost, every event must be delivered or dead-lettered, no stray file may be
// left and the server's descriptors must be back near their idle baseline. Numbers are not
// asserted as timings; the flatness of RSS over so short a run is reported, not asserted.
import { describe, expect, it } from 'vitest';
import { runSoak, type SoakOutcome } from '../../bench/soak/soak.js';
import { testDatabaseUrl } from '../support/server.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const total = (o: SoakOutcome, key: 'accepted' | 'completed' | 'failed' | 'deletedByClient' | 'sweptByRetention') =>
  o.rows.reduce((a, r) => a + r[key], 0);

describe('the short soak', () => {
  it('loses nothing accepted, settles every event and leaves no file or descriptor behind', { timeout: 240_000 }, async () => {
    const outcome = await runSoak({
      databaseUrl: testDatabaseUrl,
      redisUrl,
      durationMs: 45_000,
      windowMs: 15_000,
      sampleMs: 3_000,
      // Retention short enough for the sweep (every 30 s) to delete documents finished early in the run.
      env: { DOCUMENT_RETENTION: '10s', OCR_THREADS: '1' },
      // More deletes and dead webhooks than the long run, so a short run surely has some.
      traffic: { uploaders: 2, deleteShare: 0.2, deadWebhookShare: 0.25, documentTimeoutMs: 90_000 },
    });
    // RSS over 45 s still grows as the worker threads' WASM heaps fill up to their recycling bound: the bench's 30 minutes judge that.
    const failed = outcome.verdicts
      .filter((v) => !v.ok && v.name !== 'RSS flat')
      .map((v) => `${v.name}: ${v.detail}\n  ${v.problems.join('\n  ')}`);
    expect(failed).toEqual([]);
    // The run exercised what the verdicts speak for: both endings, deletes, the sweep, both event outcomes.
    expect(total(outcome, 'accepted')).toBeGreaterThanOrEqual(5);
    expect(total(outcome, 'completed')).toBeGreaterThanOrEqual(1);
    expect(total(outcome, 'failed')).toBeGreaterThanOrEqual(1);
    expect(total(outcome, 'deletedByClient')).toBeGreaterThanOrEqual(1);
    expect(outcome.verdicts.find((v) => v.name === 'nothing accepted is lost')!.detail).not.toMatch(
      /; 0 since deleted by the retention sweep/,
    );
    expect(outcome.events.delivered).toBeGreaterThanOrEqual(1);
    expect(outcome.events.deadLettered).toBeGreaterThanOrEqual(1);
    expect(outcome.rows.length).toBe(3);
  });
});
