// Engine selection: native when the addon loads, else the CLI with one warning.
import { afterEach, expect, it, vi } from 'vitest';
import { createEngine } from '../../src/ocr/engines/load-engine.js';
import { loadAddon } from '../../src/ocr/engines/native-engine.js';

afterEach(() => vi.restoreAllMocks());

it('uses the native addon when it loads, without warnings', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const engine = createEngine();
  expect(engine.kind).toBe('native');
  expect(warn).not.toHaveBeenCalled(); // OMP_THREAD_LIMIT took effect in this process
  engine.close();
});

it('falls back to the CLI and says why', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const engine = createEngine({
    loadAddon: () => {
      throw new Error("Cannot find module './build/Release/docrec_tesseract.node'");
    },
  });
  expect(engine.kind).toBe('cli');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toMatch(/docrec_tesseract\.node.*tesseract command line/);
});

it('warns when libgomp did not take the thread limit', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const addon = loadAddon();
  const engine = createEngine({ loadAddon: () => ({ ...addon, ompThreadLimit: () => 2147483647 }) });
  expect(engine.kind).toBe('native');
  expect(String(warn.mock.calls[0]![0])).toMatch(/OMP_THREAD_LIMIT=1 was set too late/);
});
