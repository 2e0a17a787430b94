// The OCR_THREADS default reads a container's CPU quota from cgroup files (fixtures written here).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cgroupCpuQuota, usableCores } from '../../src/config/cpu-quota.js';

const dirs: string[] = [];
function cgroup(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cgroup-'));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('cgroup CPU quota', () => {
  it('reads cgroup v2 cpu.max', () => {
    expect(cgroupCpuQuota(cgroup({ 'cpu.max': '150000 100000\n' }))).toBe(1.5);
    expect(cgroupCpuQuota(cgroup({ 'cpu.max': 'max 100000\n' }))).toBeUndefined();
  });

  it('reads cgroup v1 cfs quota and period', () => {
    expect(cgroupCpuQuota(cgroup({ 'cpu/cpu.cfs_quota_us': '50000', 'cpu/cpu.cfs_period_us': '100000' }))).toBe(0.5);
    expect(cgroupCpuQuota(cgroup({ 'cpu/cpu.cfs_quota_us': '-1', 'cpu/cpu.cfs_period_us': '100000' }))).toBeUndefined();
  });

  it('caps the cores by the quota, rounded up, at least one; no files means no cap', () => {
    expect(usableCores(cgroup({ 'cpu.max': '50000 100000' }))).toBe(1);
    expect(usableCores(cgroup({ 'cpu.max': `${availableParallelism() * 100000 + 1} 100000` }))).toBe(availableParallelism());
    expect(usableCores(cgroup({}))).toBe(availableParallelism());
    if (availableParallelism() >= 2) expect(usableCores(cgroup({ 'cpu.max': '120000 100000' }))).toBe(2);
  });
});
