// Physical cores versus logical CPUs, read from a fake sysfs tree written here: an SMT host (two
// threads per core, two sockets), a host with a thread per core, an offline CPU, and no sysfs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuTopology, parseCpuList } from '../../src/config/cpu-topology.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** cpus: per logical CPU, its sibling list and package; null for an offline CPU (no topology directory). */
function sysfs(cpus: ({ siblings: string; pkg: number } | null)[], online?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'sysfs-cpu-'));
  dirs.push(root);
  cpus.forEach((cpu, i) => {
    const dir = join(root, `cpu${i}`);
    mkdirSync(dir, { recursive: true });
    if (!cpu) return;
    mkdirSync(join(dir, 'topology'));
    writeFileSync(join(dir, 'topology', 'thread_siblings_list'), `${cpu.siblings}\n`);
    writeFileSync(join(dir, 'topology', 'physical_package_id'), `${cpu.pkg}\n`);
  });
  mkdirSync(join(root, 'cpufreq')); // sysfs has other entries beside cpuN
  if (online !== undefined) writeFileSync(join(root, 'online'), `${online}\n`);
  return root;
}

describe('CPU topology from sysfs', () => {
  it('parses cpu lists with ranges and single CPUs', () => {
    expect(parseCpuList('0-3,8')).toEqual([0, 1, 2, 3, 8]);
    expect(parseCpuList('5')).toEqual([5]);
    expect(parseCpuList('')).toEqual([]);
  });

  it('counts an SMT host: two sockets of two cores, two threads each', () => {
    // Linux numbers the second thread of each core after all first threads: core 0 is "0,4".
    const siblings = ['0,4', '1,5', '2,6', '3,7', '0,4', '1,5', '2,6', '3,7'];
    const root = sysfs(siblings.map((s, i) => ({ siblings: s, pkg: i % 4 < 2 ? 0 : 1 })));
    expect(cpuTopology(root)).toEqual({ logicalCpus: 8, physicalCores: 4, packages: 2, threadsPerCore: 2 });
  });

  it('counts a host with one thread per core (this VM) as many cores as CPUs', () => {
    expect(
      cpuTopology(
        sysfs(
          [
            { siblings: '0', pkg: 0 },
            { siblings: '1', pkg: 0 },
          ],
          '0-1',
        ),
      ),
    ).toEqual({
      logicalCpus: 2,
      physicalCores: 2,
      packages: 1,
      threadsPerCore: 1,
    });
  });

  it('skips offline CPUs', () => {
    const root = sysfs([{ siblings: '0-1', pkg: 0 }, { siblings: '0-1', pkg: 0 }, null, { siblings: '3', pkg: 0 }], '0-1,3');
    expect(cpuTopology(root)).toEqual({ logicalCpus: 3, physicalCores: 2, packages: 1, threadsPerCore: 2 });
  });

  it('is undefined without sysfs', () => {
    expect(cpuTopology(join(tmpdir(), 'no-such-sysfs-here'))).toBeUndefined();
  });

  it('reads this machine', () => {
    const topology = cpuTopology();
    if (topology) expect(topology.physicalCores).toBeLessThanOrEqual(topology.logicalCpus);
  });
});
