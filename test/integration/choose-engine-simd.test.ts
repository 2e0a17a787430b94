// OCR_SIMD at start (API.md): the kernel is forced once in the main thread, before the pool's
// threads load models, and logged; a kernel the engine cannot honour stops start-up with a
// ConfigError naming the variable. Its own file: the choice is process-wide.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config.js';
import { chooseEngine } from '../../src/ocr/engines/choose-engine.js';
import { loadAddon } from '../../src/ocr/engines/native-engine.js';

function capture(): { logger: pino.Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe('OCR_SIMD at start', () => {
  it('refuses a forced kernel with the command-line engine', () => {
    expect(() => chooseEngine('cli', capture().logger, 'avx2')).toThrow(ConfigError);
    expect(() => chooseEngine('cli', capture().logger, 'avx2')).toThrow(/^OCR_SIMD=avx2 needs the native engine/);
  });

  it.runIf(loadAddon().simdKernels()?.supported.includes('avx2'))('forces the kernel for the process and logs it', () => {
    const { logger, lines } = capture();
    expect(chooseEngine('native', logger, 'avx2')).toBe('native');
    expect(loadAddon().simdKernels()?.active).toBe('avx2');
    expect(lines.find((l) => l.msg === 'tesseract matrix kernel')).toMatchObject({ simd: 'avx2', forced: true });
  });

  it.runIf(loadAddon().simdKernels()?.supported.length === 4)('logs the best kernel when none is forced', () => {
    const { logger, lines } = capture();
    loadAddon().selectSimdKernel('avx512vnni');
    chooseEngine('native', logger);
    expect(lines.find((l) => l.msg === 'tesseract matrix kernel')).toMatchObject({ simd: 'avx512vnni', forced: false });
  });
});
