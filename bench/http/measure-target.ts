// One measurement of one target in one round of the http bench (run.ts): an unmeasured warm-up,
// then the measured load with the server's CPU time read around it (process-cpu.ts), and for a
// docrec server with the Redis limiter the requests Redis did not decide (its fallback counter
// read around the load) and whether its bucket was seen in Redis in mid-load.
import type { Redis } from 'ioredis';
import { load } from './load.js';
import type { LoadSettings } from './load-settings.js';
import { withCpu } from './process-cpu.js';
import type { Measured } from './report.js';
import { limiterFallbacks, probeRedis, type RunningTarget } from './targets.js';

export async function measureTarget(
  server: RunningTarget,
  url: string,
  headers: Record<string, string>,
  settings: LoadSettings,
  m: Measured,
  round: number,
  redis: Redis | undefined,
): Promise<void> {
  if (settings.warmupS > 0) await load(url, headers, { ...settings, durationS: settings.warmupS, warmupS: 0 });
  const counted = m.redis && server.docrec;
  const fallbacksBefore = counted ? await limiterFallbacks(server) : 0;
  // Redis limiter: look for the bucket in mid-load (it expires soon after the load stops).
  const probe = m.redis && redis ? probeRedis(redis, server, (settings.durationS / 2) * 1000) : undefined;
  m.rounds.push({ round, ...(await withCpu(server.pid, () => load(url, headers, { ...settings, warmupS: 0 }))) });
  if (counted) m.redis!.fallbacks += (await limiterFallbacks(server)) - fallbacksBefore;
  if (probe && (await probe)) m.redis!.roundsKeySeen++;
}
