// Where a page's recognition time goes (issue 24 §1): perf samples the native addon reading
// accuracy pages at 300 DPI, once with the AVX2 kernel and once with the best one this CPU runs
// (OCR_SIMD's choices), and the self time is split into the LSTM's matrix products, its other
// per-step work, beam search, thresholding, layout analysis, Leptonica and the rest (buckets.ts).
//
//   npm run bench:profile
//
// Needs `perf` (Debian: apt-get install linux-perf) and docrec's libtesseract (bash .ci/setup.sh).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildAccuracySet } from '../accuracy/set.js';
import { factsLines, machineFacts } from '../_kit/machine-facts.js';
import { progress, root, runMain, writeResults } from '../_kit/results.js';
import { loadAddon } from '../../src/ocr/engines/native-engine.js';
import { parsePerfReport, split, type Split } from './buckets.js';

const run = promisify(execFile);
const PAGES = ['en-10pt', 'uk-08pt', 'de-10pt', 'two-column', 'table', 'footer-small-print'];

interface KernelProfile extends Split {
  kernel: string;
  cpuMs: number;
}

async function rawPages(dir: string): Promise<string> {
  const pages = await buildAccuracySet(dir, (name) => PAGES.includes(name));
  const list = [];
  for (const page of pages) {
    const raw = join(dir, `${page.name}.gray`);
    await run('convert', [page.path, '-colorspace', 'Gray', '-depth', '8', `gray:${raw}`]);
    const { stdout } = await run('identify', ['-format', '%w %h', page.path]);
    const [width, height] = stdout.trim().split(' ').map(Number);
    list.push({ raw, width, height, dpi: page.dpi, language: page.tesseract });
  }
  const file = join(dir, 'pages.json');
  await writeFile(file, JSON.stringify(list));
  return file;
}

async function profile(kernel: string, pagesFile: string, dir: string): Promise<KernelProfile> {
  const data = join(dir, `${kernel}.perf`);
  const child = join(root, 'bench/profile/read-pages.mjs');
  const { stdout } = await run('perf', ['record', '-q', '-F', '1999', '-o', data, process.execPath, child, kernel, pagesFile], {
    maxBuffer: 16 << 20,
  });
  const { cpuMs } = JSON.parse(stdout.trim().split('\n').pop()!) as { cpuMs: number };
  const report = await run('perf', ['report', '-i', data, '--no-children', '--sort', 'dso,symbol', '--stdio', '-g', 'none'], {
    maxBuffer: 64 << 20,
  });
  return { kernel, cpuMs, ...split(parsePerfReport(report.stdout)) };
}

function markdown(profiles: KernelProfile[], facts: string[]): string {
  const head = `| part | ${profiles.map((p) => `${p.kernel}: share | ${p.kernel}: CPU ms`).join(' | ')} |`;
  const rule = `|---|${profiles.map(() => '---:|---:').join('|')}|`;
  const rows = profiles[0]!.buckets.map((b, i) => {
    const cells = profiles.map((p) => `${p.buckets[i]!.percent.toFixed(1)}% | ${((p.buckets[i]!.percent / 100) * p.cpuMs).toFixed(0)}`);
    return `| ${b.name} | ${cells.join(' | ')} |`;
  });
  const total = `| **all** | ${profiles.map((p) => `100% | ${p.cpuMs.toFixed(0)}`).join(' | ')} |`;
  const rest = profiles.map((p) => `- ${p.kernel}: ${p.rest.map((s) => `${s.symbol} (${s.dso}) ${s.percent.toFixed(2)}%`).join('; ')}`);
  return [
    '# Where recognition time goes: perf on the native addon',
    '',
    `\`npm run bench:profile\`: the addon's Engine reads ${PAGES.length} accuracy pages at 300 DPI (${PAGES.join(', ')}) in one process per kernel under \`perf record\`; self time by function, sorted into parts by name (bench/profile/buckets.ts). CPU ms is the process's CPU for the pages, models loaded included.`,
    '',
    ...facts,
    '',
    head,
    rule,
    ...rows,
    total,
    '',
    'Largest functions no rule claimed ("the rest"):',
    '',
    ...rest,
  ].join('\n');
}

runMain('bench:profile', async () => {
  await run('perf', ['--version']).catch(() => {
    throw new Error('perf is not installed (Debian: apt-get install linux-perf)');
  });
  const kernels = loadAddon().simdKernels();
  if (!kernels) throw new Error("docrec's libtesseract is not built (bash .ci/setup.sh)");
  const chosen = [...new Set(['avx2', kernels.supported[0]!])].filter((k) => kernels.supported.includes(k as never));
  const facts = machineFacts();
  const dir = await mkdtemp(join(tmpdir(), 'docrec-profile-'));
  try {
    progress('profile: drawing the pages…');
    const pagesFile = await rawPages(dir);
    const profiles: KernelProfile[] = [];
    for (const kernel of chosen) {
      progress(`profile: ${kernel} under perf…`);
      profiles.push(await profile(kernel, pagesFile, dir));
    }
    await writeResults('profile', { facts, pages: PAGES, profiles }, markdown(profiles, factsLines(facts)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
