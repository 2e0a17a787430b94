// Fallback engine: one `tesseract` process per page. Slower than the addon (model load and image
// decode per spawn, the distribution's libtesseract) but needs nothing compiled.
// Spawned directly, not via node-tesseract-ocr: that package builds a shell
// command string with exec() and exposes neither the child (no kill on timeout)
// nor its environment (no OMP_THREAD_LIMIT).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ompThreadLimit } from '../../config/omp-thread-limit.js';
import { checkImage, checkLanguages, checkOrientation, checkTimeout, type CheckedFile } from './ocr-args.js';
import {
  OcrError,
  type OcrEngine,
  type OcrImage,
  type OcrResult,
  type Orientation,
  type RawImage,
  type RecognizeOptions,
} from './ocr-engine.js';
import { encodePnm } from './pnm.js';
import { parseTsv } from './tsv.js';

interface CliEngineOptions {
  binary?: string;
  tessdataDir?: string;
}

/** How a tesseract run ended (the timeout, an oversized output and a spawn failure reject instead). */
interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const MAX_OUTPUT = 16 * 1024 * 1024; // a dense page's TSV is ~100 KB
const STDERR_TAIL = 4096;

export class CliEngine implements OcrEngine {
  readonly kind = 'cli';

  constructor(private readonly options: CliEngineOptions = {}) {}

  async recognize(image: OcrImage, languages: string, timeoutMs: number, options: RecognizeOptions = {}): Promise<OcrResult> {
    const langs = checkLanguages(languages);
    const timeout = checkTimeout(timeoutMs);
    const checked = checkImage(image);
    const psm = options.singleBlock === true ? '6' : '3';
    const exit = await this.run(checked, ['-l', langs, '--oem', '1', '--psm', psm], 'tsv', timeout);
    if (exit.code !== 0) throw exitError(exit);
    return parseTsv(exit.stdout);
  }

  async detectOrientation(image: OcrImage, timeoutMs: number): Promise<Orientation> {
    const timeout = checkTimeout(timeoutMs);
    const checked = checkImage(image);
    // --psm 0 picks osd by itself, but says so explicitly: with any other -l
    // (e.g. from a config) tesseract would detect orientation without script.
    const exit = await this.run(checked, ['-l', 'osd', '--psm', '0'], undefined, timeout);
    // Blank page or a single word: exit 1. The native engine answers 0 at confidence 0 then.
    if (exit.code === 1 && /Too few characters/.test(exit.stderr)) return { degrees: 0, confidence: 0 };
    if (exit.code !== 0) throw exitError(exit);
    return parseOsd(exit.stdout);
  }

  close(): void {}

  /** Runs tesseract on the page with mode options, killing it at the deadline. */
  private run(image: RawImage | CheckedFile, mode: string[], config: string | undefined, timeoutMs: number): Promise<Exit> {
    // Raw pixels go through stdin as PNM; a file is read by tesseract itself
    // (absolute path, so a name starting with '-' cannot look like an option).
    const input = 'pixels' in image ? encodePnm(image) : undefined;
    const args = ['pixels' in image ? 'stdin' : resolve(image.pngPath), 'stdout', ...mode, '--dpi', String(image.dpi)];
    if (this.options.tessdataDir !== undefined) args.push('--tessdata-dir', this.options.tessdataDir);
    if (config !== undefined) args.push(config);
    const binary = this.options.binary ?? 'tesseract';
    return new Promise((resolvePromise, reject) => {
      const child = spawn(binary, args, {
        // libgomp in the child reads this at start.
        env: { ...process.env, OMP_THREAD_LIMIT: ompThreadLimit() },
        stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      });
      const out: Buffer[] = [];
      let outBytes = 0;
      let stderr = '';
      let failure: OcrError | undefined;
      const stop = (error: OcrError): void => {
        failure ??= error;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => stop(new OcrError('ocr_timeout', `tesseract did not finish within ${timeoutMs} ms`)), timeoutMs);
      child.stdout!.on('data', (chunk: Buffer) => {
        outBytes += chunk.length;
        if (outBytes > MAX_OUTPUT) stop(new OcrError('ocr_engine_failed', 'tesseract output too large'));
        else out.push(chunk);
      });
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
      });
      // EPIPE when tesseract exits before reading all of stdin: the exit code says why.
      child.stdin?.on('error', () => {});
      child.stdin?.end(input);
      child.on('error', (err) => {
        clearTimeout(timer);
        reject(new OcrError('ocr_engine_failed', `cannot run ${binary}: ${err.message}`, { cause: err }));
      });
      // 'close' comes after the process was reaped and its pipes drained, so on a
      // timeout the rejection means the process is really gone.
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (failure !== undefined) return reject(failure);
        resolvePromise({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr });
      });
    });
  }
}

function exitError({ code, signal, stderr }: Exit): OcrError {
  const missing = /Failed loading language|Error opening data file/.test(stderr);
  const message = `tesseract exited with ${code ?? signal}: ${stderr.trim()}`;
  return new OcrError(missing ? 'ocr_language_unavailable' : 'ocr_engine_failed', message);
}

/** `--psm 0` output: "Orientation in degrees: 90" (the clockwise turn the page has), "Rotate: 270" (the one undoing it). */
function parseOsd(stdout: string): Orientation {
  const field = (name: string): number => Number(new RegExp(`^${name}: *(\\S+)$`, 'm').exec(stdout)?.[1] ?? NaN);
  const turned = field('Orientation in degrees');
  const rotate = field('Rotate');
  if ((360 - turned) % 360 !== rotate) {
    throw new OcrError('ocr_engine_failed', `unexpected tesseract OSD output: ${JSON.stringify(stdout.slice(0, 300))}`);
  }
  const script = /^Script: *(\S+)$/m.exec(stdout)?.[1];
  return checkOrientation(rotate, field('Orientation confidence'), script, field('Script confidence'));
}
