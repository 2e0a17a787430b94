// A WebAssembly trap inside MuPDF leaves the thread's module failing every later document
// (bench:fuzz: "memory access out of bounds", then "exception stack overflow!" for each one, the
// unmutated control page included). The worker checks its MuPDF after a failed task, and the pool
// retires a thread whose MuPDF is broken, so the next document gets a fresh one.
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { mupdfStillWorks } from '../../src/ocr/pool/mupdf-health.js';
import { OcrPool } from '../../src/ocr/pool/ocr-pool.js';
import type { PageTask } from '../../src/ocr/pool/page-task.js';

const filename = fileURLToPath(new URL('../fixtures/pool/broken-mupdf-worker.mjs', import.meta.url));
const pool = new OcrPool({ threads: 1, engine: 'cli', tessdataDir: undefined, filename });
afterAll(() => pool.close());
const task = (page: number): Omit<PageTask, 'kind'> => ({
  path: '/nonexistent',
  page,
  languages: 'eng',
  requestedLanguage: null,
  maxPixels: 1e8,
  timeoutMs: 5000,
});
const threadOf = async () => ((await pool.page(task(1))) as { text: string }).text;

describe('a thread whose MuPDF is broken', () => {
  it('tells a trap from an ordinary bad file, and a working MuPDF passes its probe', () => {
    expect(mupdfStillWorks('the document cannot be opened: invalid IFD offset 3442')).toBe(true);
    expect(mupdfStillWorks('the document cannot be read: memory access out of bounds')).toBe(false);
    expect(mupdfStillWorks('the document cannot be read: exception stack overflow!')).toBe(false);
  });

  it('is retired after its failed task, and the next document runs on a fresh thread', async () => {
    const before = await threadOf();
    expect(await threadOf()).toBe(before);
    expect(await pool.page(task(9))).toMatchObject({ ok: false, code: 'invalid_page' });
    expect(pool.recycledThreads).toBe(1);
    expect(await threadOf()).not.toBe(before);
  });
});
