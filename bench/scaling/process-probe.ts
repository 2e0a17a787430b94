// What the scaling bench reads about the server process from outside: its RSS and peak RSS
// (/proc/<pid>/status), its CPU and its main thread's CPU (/proc/<pid>/stat, /proc/<pid>/task/<pid>/stat),
// the whole machine's busy CPU (/proc/stat), so the CPU other people used meanwhile can be told
// apart; and from /metrics what only the server knows (each worker's WASM and JS heap, the share
// of threads busy).
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime (+ cutime + cstime with `children`) of a /proc stat file, in ms. */
function statCpuMs(path: string, children = false): number {
  const text = readFileSync(path, 'utf8');
  const fields = text
    .slice(text.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const ticks = fields[11]! + fields[12]! + (children ? fields[13]! + fields[14]! : 0);
  return ticks * TICK_MS;
}

interface CpuSample {
  at: number;
  /** All busy time on the machine (all but idle and iowait), ms. */
  machineMs: number;
  /** The server process (all its threads). */
  serverMs: number;
  /** The server's main thread: the event loop (HTTP, scheduler, database client). */
  mainThreadMs: number;
  /** This bench process with its reaped children (the raw `tesseract` runs). */
  benchMs: number;
}

export function cpuSample(pid: number | undefined): CpuSample {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const busy = cpu.slice(0, 8).reduce((a, b) => a + b, 0) - cpu[3]! - cpu[4]!;
  return {
    at: performance.now(),
    machineMs: busy * TICK_MS,
    serverMs: pid === undefined ? 0 : statCpuMs(`/proc/${pid}/stat`),
    mainThreadMs: pid === undefined ? 0 : statCpuMs(`/proc/${pid}/task/${pid}/stat`),
    benchMs: statCpuMs('/proc/self/stat', true),
  };
}

export interface CpuUse {
  wallMs: number;
  serverMs: number;
  mainThreadMs: number;
  benchMs: number;
  /** Mean cores used by everything else on the machine (other people's work) meanwhile. */
  foreignCores: number;
}

export function cpuBetween(a: CpuSample, b: CpuSample): CpuUse {
  const wallMs = b.at - a.at;
  const serverMs = b.serverMs - a.serverMs;
  const benchMs = b.benchMs - a.benchMs;
  const foreign = b.machineMs - a.machineMs - serverMs - benchMs;
  return { wallMs, serverMs, mainThreadMs: b.mainThreadMs - a.mainThreadMs, benchMs, foreignCores: Math.max(0, foreign) / wallMs };
}

/** VmRSS and VmHWM (peak) of a process, in bytes. */
export function rss(pid: number): { rssBytes: number; peakBytes: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rssBytes: kb('VmRSS'), peakBytes: kb('VmHWM') };
}

interface ServerMetrics {
  /** docrec_wasm_heap_bytes and docrec_js_heap_used_bytes of each worker thread. */
  workerWasmBytes: number[];
  workerJsHeapBytes: number[];
  /** docrec_pool_utilisation now: busy threads / threads. */
  utilisation: number;
}

function samples(text: string, name: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const m of text.matchAll(new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`, 'gm'))) values.set(m[1] ?? '', Number(m[2]));
  return values;
}

export async function serverMetrics(url: string): Promise<ServerMetrics> {
  const res = await fetch(`${url}/metrics`);
  if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
  const text = await res.text();
  const workers = (name: string) => [...samples(text, name)].filter(([labels]) => labels.includes('worker-')).map(([, v]) => v);
  return {
    workerWasmBytes: workers('docrec_wasm_heap_bytes'),
    workerJsHeapBytes: workers('docrec_js_heap_used_bytes'),
    utilisation: samples(text, 'docrec_pool_utilisation').get('') ?? NaN,
  };
}

/** Samples the share of busy threads and the RSS every `everyMs` until stopped: the mean busy share and the RSS peak. */
export function watchServer(url: string, pid: number, everyMs = 250): { stop(): Promise<{ meanBusy: number; peakRssBytes: number }> } {
  const busy: number[] = [];
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      busy.push((await serverMetrics(url)).utilisation);
      peak = Math.max(peak, rss(pid).rssBytes);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const valid = busy.filter(Number.isFinite);
      return { meanBusy: valid.reduce((a, b) => a + b, 0) / Math.max(1, valid.length), peakRssBytes: peak };
    },
  };
}
