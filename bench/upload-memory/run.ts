// Memory of the upload path: the server's RSS growth while 16, 64 and 256 MiB files stream
// through POST /v1/documents. Flat growth across sizes means uploads go to disk, not memory.
// The server (`docrec serve` from dist/, embedded defaults) runs in a child process so the
// client's buffers do not count.
//
//   npm run bench:upload-memory   (BENCH_SIZES_MIB: the file sizes, default 16,64,256)
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runnerOptions } from '../_kit/options.js';
import { root, runMain, writeResults } from '../_kit/results.js';

const boundary = 'docrecbenchboundary';

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function startServer(dataDir: string): Promise<{ url: string; key: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, [join(root, 'dist/src/cli.js'), 'serve'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', MIN_FREE_DISK_BYTES: '0', MAX_FILE_BYTES: String(2 ** 30) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const ready = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (/svc_sk_\w+/.test(out) && /listening on (\S+)/.test(out)) resolve(out);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return {
    url: /listening on (\S+)/.exec(ready)![1]!,
    key: /(svc_sk_\w+)/.exec(ready)![1]!,
    pid: child.pid!,
    stop: () => child.kill('SIGTERM'),
  };
}

/** Streams a multipart upload of `mib` MiB (PNG signature, then zeros) without holding it. */
function upload(url: string, key: string, mib: number): Promise<number> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1 << 20);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(chunk);
  return new Promise((resolve, reject) => {
    const req = request(`${url}/v1/documents`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${key}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': head.length + mib * chunk.length + tail.length,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < mib) {
        const view = sent === 0 ? chunk : chunk.subarray(0).fill(0, 0, 8);
        sent++;
        if (!req.write(view)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

async function main() {
  runnerOptions({
    usage: 'npm run bench:upload-memory: server RSS growth while 16, 64 and 256 MiB uploads stream (bench/upload-memory/run.ts)',
  });
  const sizesMiB = (process.env.BENCH_SIZES_MIB ?? '16,64,256').split(',').map(Number);
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-bench-mem-'));
  await mkdir(dataDir, { recursive: true });
  const server = await startServer(dataDir);
  const rows: { mib: number; status: number; baselineMiB: number; peakMiB: number; growthMiB: number; seconds: number }[] = [];
  try {
    for (const mib of sizesMiB) {
      const baselineMiB = rssMiB(server.pid);
      let peakMiB = baselineMiB;
      const sampler = setInterval(() => (peakMiB = Math.max(peakMiB, rssMiB(server.pid))), 20);
      const started = performance.now();
      const status = await upload(server.url, server.key, mib);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peakMiB = Math.max(peakMiB, rssMiB(server.pid));
      rows.push({ mib, status, baselineMiB, peakMiB, growthMiB: peakMiB - baselineMiB, seconds });
    }
  } finally {
    server.stop();
  }
  await rm(dataDir, { recursive: true, force: true });

  const summary = {
    bench: 'upload-memory',
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    rows: rows.map((r) => ({
      ...r,
      baselineMiB: +r.baselineMiB.toFixed(1),
      peakMiB: +r.peakMiB.toFixed(1),
      growthMiB: +r.growthMiB.toFixed(1),
      seconds: +r.seconds.toFixed(2),
    })),
  };
  const md = [
    `# Upload memory (${summary.date})`,
    '',
    `Server RSS growth while one file streams through POST /v1/documents (server in its own process; ${summary.node}, ${summary.cpus} CPUs).`,
    '',
    '| file MiB | status | RSS before MiB | peak MiB | growth MiB | seconds | MiB/s |',
    '|---|---|---|---|---|---|---|',
    ...summary.rows.map(
      (r) =>
        `| ${r.mib} | ${r.status} | ${r.baselineMiB} | ${r.peakMiB} | ${r.growthMiB} | ${r.seconds} | ${(r.mib / r.seconds).toFixed(0)} |`,
    ),
    '',
  ].join('\n');
  await writeResults('upload-memory', summary, md);
}

runMain('upload-memory', main);
