// CPU time of a server process under load, for the http bench's "CPU µs per request": utime +
// stime of /proc/<pid>/stat (every thread of the process: the event loop, libuv's pool, V8's
// GC and compiler threads) over the measured window, divided by the requests answered in it.
// The database and Redis are other processes and are not counted, for any server alike.
import { readFileSync } from 'node:fs';

const TICK_US = 10_000; // USER_HZ is 100 on Linux

/** The process's CPU time so far, in microseconds (10 ms resolution). */
function processCpuUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the ")" that closes the command name: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

/** Runs `fn` (one measured load) and adds the server's CPU µs per request and its cores used. */
export async function withCpu<T extends { requests: number; durationS: number }>(
  pid: number,
  fn: () => Promise<T>,
): Promise<T & { cpuUsPerRequest: number; serverCores: number }> {
  const before = processCpuUs(pid);
  const started = performance.now();
  const result = await fn();
  const cpuUs = processCpuUs(pid) - before;
  const wallUs = (performance.now() - started) * 1000;
  return { ...result, cpuUsPerRequest: cpuUs / Math.max(1, result.requests), serverCores: cpuUs / wallUs };
}
