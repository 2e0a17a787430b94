// OCRmyPDF, the peer users pick for "make my scans searchable": the setting's page images as one
// PDF (img2pdf: the images go in unchanged, at the resolution their files state), then
// `ocrmypdf --jobs <cores> --output-type pdf -l <packs>`, text per page from the output's text
// layer with `pdftotext`. Only the ocrmypdf process is timed; making the PDF is reported apart.
// Not part of the project's setup (.ci/setup.sh): Debian `apt-get install -y ocrmypdf img2pdf`.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { peerEnv } from '../_kit/peer-env.js';

const run = promisify(execFile);

export const OCRMYPDF_INSTALL =
  'apt-get install -y ocrmypdf img2pdf (Debian; ocrmypdf brings its own Tesseract calls, img2pdf makes the lossless input PDF)';

/** ocrmypdf's version, or undefined when it or img2pdf is missing. */
export async function ocrmypdfVersion(): Promise<string | undefined> {
  try {
    await run('img2pdf', ['--version']);
    const { stdout } = await run('ocrmypdf', ['--version']);
    return stdout.trim();
  } catch {
    return undefined;
  }
}

/** One PDF page per image, losslessly (img2pdf embeds PNG and JPEG data as they are). */
export async function imagesToPdf(paths: string[], dir: string, name: string): Promise<{ pdf: string; ms: number }> {
  const pdf = join(dir, `${name}.pdf`);
  const started = performance.now();
  await run('img2pdf', [...paths, '-o', pdf]);
  return { pdf, ms: performance.now() - started };
}

/** The input PDF's page sizes in points, to check img2pdf read each image's resolution. */
export async function pdfPageSizes(pdf: string, pages: number): Promise<Array<[number, number]>> {
  const { stdout } = await run('pdfinfo', ['-f', '1', '-l', String(pages), pdf]);
  return [...stdout.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

interface OcrmypdfOutcome {
  wallMs: number;
  texts: string[];
}

export async function runOcrmypdf(input: string, pages: number, packs: string[], jobs: number, dir: string): Promise<OcrmypdfOutcome> {
  const out = join(dir, `ocrmypdf-out-${Date.now().toString(36)}.pdf`);
  // OMP_THREAD_LIMIT is left to ocrmypdf, which sets it from --jobs and the page count as it
  // does for a user who never heard of it.
  const env = peerEnv();
  delete env.OMP_THREAD_LIMIT;
  const args = ['--jobs', String(jobs), '--output-type', 'pdf', '-l', packs.join('+'), input, out];
  const started = performance.now();
  try {
    await run('ocrmypdf', args, { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr ?? '';
    throw new Error(`ocrmypdf ${args.join(' ')} failed: ${stderr.split('\n').slice(-15).join('\n')}`);
  }
  const wallMs = performance.now() - started;
  const texts: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const { stdout } = await run('pdftotext', ['-f', String(n), '-l', String(n), out, '-'], { maxBuffer: 16 * 1024 * 1024 });
    texts.push(stdout.replace(/\f/g, ''));
  }
  return { wallMs, texts };
}
