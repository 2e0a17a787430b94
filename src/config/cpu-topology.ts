// The machine's CPUs as Linux lays them out: logical CPUs (what os.availableParallelism() counts),
// physical cores (logical CPUs that share a core through SMT / Hyper-Threading are one core) and
// packages. Read from sysfs so an SMT host is told apart from one with a thread per core: the
// scaling bench (bench/scaling/) reports it, so the SMT gain is measured rather than assumed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CpuTopology {
  /** Online logical CPUs found in sysfs. */
  logicalCpus: number;
  /** Distinct cores: logical CPUs with the same thread_siblings_list are one core. */
  physicalCores: number;
  /** Distinct physical_package_id values (sockets). */
  packages: number;
  /** The largest number of logical CPUs on one core (1: no SMT; 2: the usual Hyper-Threading). */
  threadsPerCore: number;
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** "0-3,8" → [0, 1, 2, 3, 8] (the list format of sysfs' cpu lists). */
export function parseCpuList(list: string): number[] {
  const cpus: number[] = [];
  for (const part of list.split(',')) {
    if (!part.trim()) continue;
    const [from, to] = part.split('-').map((n) => Number(n.trim()));
    if (from === undefined || !Number.isInteger(from)) continue;
    const last = to !== undefined && Number.isInteger(to) ? to : from;
    for (let cpu = from; cpu <= last; cpu++) cpus.push(cpu);
  }
  return cpus;
}

/**
 * The topology under `root` (/sys/devices/system/cpu; tests pass a fake tree), or undefined where
 * sysfs has none of it (not Linux, or a sandbox without /sys).
 */
export function cpuTopology(root = '/sys/devices/system/cpu'): CpuTopology | undefined {
  let names: string[];
  try {
    names = readdirSync(root).filter((name) => /^cpu\d+$/.test(name));
  } catch {
    return undefined;
  }
  const online = read(join(root, 'online'));
  const onlineSet = online === undefined ? undefined : new Set(parseCpuList(online));
  const cores = new Set<string>();
  const packages = new Set<string>();
  let logical = 0;
  let threadsPerCore = 1;
  for (const name of names) {
    const cpu = Number(name.slice(3));
    if (onlineSet && !onlineSet.has(cpu)) continue;
    const topology = join(root, name, 'topology');
    const siblings = read(join(topology, 'thread_siblings_list'));
    if (siblings === undefined) continue; // offline CPUs have no topology directory
    const pkg = read(join(topology, 'physical_package_id')) ?? '0';
    logical++;
    // Sibling lists name the same core on every sibling; prefixing the package keeps two sockets apart.
    const siblingCpus = parseCpuList(siblings);
    cores.add(`${pkg}:${siblingCpus.join(',')}`);
    packages.add(pkg);
    threadsPerCore = Math.max(threadsPerCore, siblingCpus.length);
  }
  if (logical === 0) return undefined;
  return { logicalCpus: logical, physicalCores: cores.size, packages: packages.size, threadsPerCore };
}
