// CPU time of a server process under load, for the http bench's "CPU µs per request": utime +
// stime of /proc/<pid>/stat (every thread of the process: the event loop, libuv's pool, V8's
// GC and compiler threads) over the measured window, divided by the requests answered in it.
// The database and Redis are other processes: their CPU is read apart, from every local process
// named postgres (the server and its backends) and redis-server, and reported beside it (a
// remote one shows as none). PGlite runs in docrec's process, a thread of its own: its CPU is the server's.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_US = 10_000; // USER_HZ is 100 on Linux

/** The process's CPU time so far, in microseconds (10 ms resolution). */
function processCpuUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the ")" that closes the command name: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

/** CPU so far of each local process whose command is `name` (pid → µs); one that exits meanwhile is skipped. */
function namedCpuUs(name: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) found.set(Number(entry), processCpuUs(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** CPU µs the processes named `name` used between two readings (one started meanwhile: all of its own); undefined where none ran. */
function usedBetween(before: Map<number, number>, after: Map<number, number>): number | undefined {
  if (after.size === 0) return undefined;
  let used = 0;
  for (const [pid, us] of after) used += us - (before.get(pid) ?? 0);
  return used;
}

export interface CpuFigures {
  cpuUsPerRequest: number;
  serverCores: number;
  /** Local PostgreSQL's and Redis's CPU µs per request (all their processes); undefined where none runs here. */
  postgresUsPerRequest: number | undefined;
  redisUsPerRequest: number | undefined;
}

/** Runs `fn` (one measured load) and adds the server's CPU µs per request and its cores used, and the database's and Redis's. */
export async function withCpu<T extends { requests: number; durationS: number }>(
  pid: number,
  fn: () => Promise<T>,
): Promise<T & CpuFigures> {
  const before = processCpuUs(pid);
  const [postgresBefore, redisBefore] = [namedCpuUs('postgres'), namedCpuUs('redis-server')];
  const started = performance.now();
  const result = await fn();
  const cpuUs = processCpuUs(pid) - before;
  const [postgresUs, redisUs] = [usedBetween(postgresBefore, namedCpuUs('postgres')), usedBetween(redisBefore, namedCpuUs('redis-server'))];
  const wallUs = (performance.now() - started) * 1000;
  const perRequest = (us: number | undefined) => (us === undefined ? undefined : us / Math.max(1, result.requests));
  return {
    ...result,
    cpuUsPerRequest: cpuUs / Math.max(1, result.requests),
    serverCores: cpuUs / wallUs,
    postgresUsPerRequest: perRequest(postgresUs),
    redisUsPerRequest: perRequest(redisUs),
  };
}
