// Memory comes back once the pool is quiet (issue 26, bench:fuzz's "memory returns to baseline"):
// a real OCR thread that sat idle after growing past its start size is replaced by a fresh one,
// which then reads pages as before; a thread that did not grow is kept (no churn).
import { afterAll, describe, expect, it } from 'vitest';
import { OcrPool } from '../../src/ocr/pool/ocr-pool.js';
import type { PageTask } from '../../src/ocr/pool/page-task.js';
import { ENGLISH_TEXT, cer, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';

const work = makeWorkDir();
const page = renderPage(work.dir, 'idle', ENGLISH_TEXT);
const task: Omit<PageTask, 'kind'> = {
  path: page.png,
  page: 1,
  languages: 'eng',
  requestedLanguage: 'en',
  maxPixels: 1e8,
  timeoutMs: 60_000,
};
const pools: OcrPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  work.cleanup();
});

/** A one-thread native pool that checks for idle threads every 250 ms. */
function pool(idleGrowthBytes: number): OcrPool {
  const created = new OcrPool({ threads: 1, engine: 'native', tessdataDir: undefined, idleRetireMs: 500, idleGrowthBytes });
  pools.push(created);
  return created;
}

async function read(p: OcrPool): Promise<string> {
  const result = await p.page(task);
  if (!result.ok || !('text' in result)) throw new Error(JSON.stringify(result));
  return result.text;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('idle OCR threads', () => {
  it('replaces a thread that grew, once it has been idle, and the fresh one reads the same', async () => {
    // Any growth counts here: the mechanism is under test, not the 64 MiB default.
    const p = pool(-1);
    const first = await read(p);
    expect(cer(first, ENGLISH_TEXT)).toBeLessThan(0.05);
    const before = p.workers()[0]!.threadId;
    await sleep(2000);
    expect(p.idleRetiredThreads).toBe(1);
    expect(await read(p)).toBe(first);
    expect(p.workers().map((w) => w.threadId)).not.toContain(before);
  }, 60_000);

  it('keeps a thread that did not grow past the allowance', async () => {
    const p = pool(2 ** 40);
    await read(p);
    const before = p.workers()[0]!.threadId;
    await sleep(1500);
    expect(p.idleRetiredThreads).toBe(0);
    expect(p.workers()[0]!.threadId).toBe(before);
  }, 60_000);
});
