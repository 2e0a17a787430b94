// Resident memory of another process (a `docrec serve` child), read from /proc so the test
// process's own buffers never count. Peak is sampled (every 10 ms) rather than read from VmHWM,
// because the high-water mark includes start-up and cannot be reset without privileges.
import { readFileSync } from 'node:fs';

const MIB = 2 ** 20;

/** Current RSS of `pid` in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /VmRSS:\s+(\d+)\s*kB/.exec(status)?.[1];
  if (kib === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return (Number(kib) * 1024) / MIB;
}

export interface PeakSampler {
  /** RSS when sampling started, MiB. */
  readonly baseline: number;
  /** Stops sampling; resolves to the highest RSS seen (MiB), including a last reading. */
  stop(): number;
}

/** Samples `pid`'s RSS until stop(); the growth under load is `stop() - baseline`. */
export function samplePeakRss(pid: number, everyMs = 10): PeakSampler {
  const baseline = rssMiB(pid);
  let peak = baseline;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMiB(pid));
    } catch {
      // the process exited: keep the peak seen so far
    }
  }, everyMs);
  return {
    baseline,
    stop() {
      clearInterval(timer);
      try {
        peak = Math.max(peak, rssMiB(pid));
      } catch {
        // exited
      }
      return peak;
    },
  };
}
