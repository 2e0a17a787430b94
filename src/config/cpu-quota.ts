// How many cores this process may really use: a container's CPU quota (cgroup v2 cpu.max, or
// v1 cpu.cfs_quota_us / cpu.cfs_period_us) when it is lower than the cores the machine has.
// os.availableParallelism() sees the host's cores, so a container limited to 2 CPUs on a 64-core
// host would otherwise start 64 OCR threads that fight over 2 cores.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The quota in cores (fractional), or undefined when there is none. `root` is for tests. */
export function cgroupCpuQuota(root = '/sys/fs/cgroup'): number | undefined {
  const v2 = read(join(root, 'cpu.max'));
  if (v2 !== undefined) {
    const [quota, period] = v2.split(/\s+/);
    if (quota === 'max' || !quota || !period) return undefined;
    return Number(quota) / Number(period);
  }
  const quota = Number(read(join(root, 'cpu', 'cpu.cfs_quota_us')) ?? read(join(root, 'cpu.cfs_quota_us')));
  const period = Number(read(join(root, 'cpu', 'cpu.cfs_period_us')) ?? read(join(root, 'cpu.cfs_period_us')));
  return quota > 0 && period > 0 ? quota / period : undefined;
}

/**
 * Default for OCR_THREADS: the logical CPUs available, capped by the quota (rounded up, at least 1).
 *
 * One thread per logical CPU, not per physical core (cpu-topology.ts tells them apart). On an SMT
 * host the second thread of a core runs while the first waits on memory and mispredicted branches,
 * which Tesseract's layout code and MuPDF's rendering do often, so SMT usually adds throughput on
 * such work (commonly quoted: 10-30%); a thread per logical CPU costs only memory (81-89 MiB of
 * RSS per added thread in bench/results/scaling.md). That gain is not measured here: the machine
 * the scaling bench ran on has one thread per core (its machine facts say so). Whoever runs `npm
 * run bench:scaling` on an SMT host sees it in the rows past the physical-core count: if pages/s
 * stops rising there, set OCR_THREADS to the physical cores; the default changes only on such evidence.
 * The quota always caps it: a container's share of the host is what it may use.
 */
export function usableCores(root?: string): number {
  const cores = availableParallelism();
  const quota = cgroupCpuQuota(root);
  return quota === undefined ? cores : Math.max(1, Math.min(cores, Math.ceil(quota)));
}
