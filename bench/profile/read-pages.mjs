// Child of bench/profile/run.ts, run under `perf record`: forces a kernel, then reads each page
// (8-bit gray raw files) with the addon's Engine, as docrec's worker does, and prints CPU ms.
// argv: <kernel> <pages.json: [{ raw, width, height, dpi, language }]>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const [kernel, pagesFile] = process.argv.slice(2);
const addon = createRequire(import.meta.url)('../../native/index.cjs');
addon.selectSimdKernel(kernel);
const engines = new Map();
const started = process.cpuUsage();
for (const page of JSON.parse(readFileSync(pagesFile, 'utf8'))) {
  if (!engines.has(page.language)) engines.set(page.language, new addon.Engine(page.language));
  const pixels = readFileSync(page.raw);
  engines.get(page.language).recognize(pixels, page.width, page.height, 1, page.width, page.dpi, 600_000, true);
}
const used = process.cpuUsage(started);
for (const engine of engines.values()) engine.close();
process.stdout.write(JSON.stringify({ cpuMs: (used.user + used.system) / 1000 }) + '\n');
