// Fallback engine: one `tesseract` process per page. About 13% slower than the
// addon (model load + image decode per spawn) but needs nothing compiled.
// Spawned directly, not via node-tesseract-ocr: that package builds a shell
// command string with exec() and exposes neither the child (no kill on timeout)
// nor its environment (no OMP_THREAD_LIMIT).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { checkImage, checkLanguages, checkTimeout } from './ocr-args.js';
import { OcrError, type OcrEngine, type OcrImage, type OcrResult } from './ocr-engine.js';
import { encodePnm } from './pnm.js';
import { parseTsv } from './tsv.js';

export interface CliEngineOptions {
  binary?: string;
  tessdataDir?: string;
}

const MAX_OUTPUT = 16 * 1024 * 1024; // a dense page's TSV is ~100 KB
const STDERR_TAIL = 4096;

export class CliEngine implements OcrEngine {
  readonly kind = 'cli';

  constructor(private readonly options: CliEngineOptions = {}) {}

  recognize(image: OcrImage, languages: string, timeoutMs: number): Promise<OcrResult> {
    try {
      const langs = checkLanguages(languages);
      const timeout = checkTimeout(timeoutMs);
      const checked = checkImage(image);
      // Raw pixels go through stdin as PNM; a file is read by tesseract itself
      // (absolute path, so a name starting with '-' cannot look like an option).
      const input = 'pixels' in checked ? encodePnm(checked) : undefined;
      const source = 'pixels' in checked ? 'stdin' : resolve(checked.pngPath);
      const args = [source, 'stdout', '-l', langs, '--oem', '1', '--psm', '3', '--dpi', String(checked.dpi)];
      if (this.options.tessdataDir !== undefined) args.push('--tessdata-dir', this.options.tessdataDir);
      args.push('tsv');
      return this.run(args, input, timeout);
    } catch (err) {
      return Promise.reject(err);
    }
  }

  close(): void {}

  private run(args: string[], input: Buffer | undefined, timeoutMs: number): Promise<OcrResult> {
    const binary = this.options.binary ?? 'tesseract';
    return new Promise((resolvePromise, reject) => {
      const child = spawn(binary, args, {
        // libgomp in the child reads this at start; same default as native/index.cjs.
        env: { ...process.env, OMP_THREAD_LIMIT: process.env.OMP_THREAD_LIMIT ?? '1' },
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
      const timer = setTimeout(
        () => stop(new OcrError('ocr_timeout', `tesseract did not finish within ${timeoutMs} ms`)),
        timeoutMs,
      );
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
        if (code !== 0) {
          const missing = /Failed loading language|Error opening data file/.test(stderr);
          const message = `tesseract exited with ${code ?? signal}: ${stderr.trim()}`;
          return reject(new OcrError(missing ? 'ocr_language_unavailable' : 'ocr_engine_failed', message));
        }
        const { text, confidence, words } = parseTsv(Buffer.concat(out).toString('utf8'));
        resolvePromise({ text, confidence: confidence / 100, words });
      });
    });
  }
}
