// The `tesseract` command-line fallback: same page, same result shape, and a
// timeout that really kills the child.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliEngine } from '../../src/ocr/engines/cli-engine.js';
import { childProcesses } from '../support/child-processes.js';
import {
  COLUMN_LEFT,
  COLUMN_RIGHT,
  ENGLISH_TEXT,
  UKRAINIAN_TEXT,
  cer,
  makeWorkDir,
  renderPage,
  twoColumnPage,
  type Page,
} from '../fixtures/ocr/pages.js';

const work = makeWorkDir();
const engine = new CliEngine();
let english: Page;

/** Our own tesseract children (zombies included): other work on the machine may run tesseract too. */
const tesseractChildren = () => childProcesses(process.pid, 'tesseract').map((c) => c.pid);

beforeAll(() => {
  english = renderPage(work.dir, 'english', ENGLISH_TEXT);
});
afterAll(() => work.cleanup());

describe('CLI engine', () => {
  it('reads an English PNG file with CER < 5% and a high confidence', async () => {
    const result = await engine.recognize({ pngPath: english.png }, 'eng', 20_000);
    expect(cer(result.text, ENGLISH_TEXT)).toBeLessThan(0.05);
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(result.confidence).toBeLessThanOrEqual(1);
    expect(result.words).toBeGreaterThanOrEqual(25);
  });

  it('reads raw pixels piped as PNM and keeps the line layout', async () => {
    const page = renderPage(work.dir, 'ukrainian', UKRAINIAN_TEXT);
    const result = await engine.recognize(page.image, 'ukr', 20_000);
    expect(cer(result.text, UKRAINIAN_TEXT)).toBeLessThan(0.1);
    expect(result.text.trim().split('\n')).toHaveLength(3);
  });

  it('reads a page as one block when told it is one column (--psm 6)', async () => {
    const image = twoColumnPage(work.dir);
    const firstLine = (text: string) => text.split('\n')[0]!;
    expect(firstLine((await engine.recognize(image, 'eng', 20_000)).text)).toBe(COLUMN_LEFT[0]);
    expect(firstLine((await engine.recognize(image, 'eng', 20_000, { singleBlock: true })).text)).toBe(
      `${COLUMN_LEFT[0]} ${COLUMN_RIGHT[0]}`,
    );
  });

  it('kills tesseract at the timeout and rejects with ocr_timeout', async () => {
    const started = Date.now();
    // The rejection is awaited from the start: a failed check below must not leave it unhandled.
    const outcome = engine.recognize({ pngPath: english.png }, 'eng', 50).then(
      () => 'resolved',
      (err: unknown) => err,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tesseractChildren()).toHaveLength(1); // it was running
    expect(await outcome).toMatchObject({ name: 'OcrError', code: 'ocr_timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(tesseractChildren()).toEqual([]); // and is gone, reaped
  });

  it('reports a missing language model as ocr_language_unavailable', async () => {
    await expect(engine.recognize({ pngPath: english.png }, 'xyz', 20_000)).rejects.toMatchObject({
      code: 'ocr_language_unavailable',
    });
  });

  it('rejects bad arguments before spawning anything', async () => {
    await expect(engine.recognize({ pngPath: english.png }, 'eng -c x=1', 1000)).rejects.toMatchObject({
      code: 'ocr_invalid_argument',
    });
    await expect(engine.recognize({ pngPath: english.png, dpi: 20 }, 'eng', 1000)).rejects.toMatchObject({
      code: 'ocr_invalid_argument',
    });
  });

  it('reports a missing binary as ocr_engine_failed', async () => {
    const missing = new CliEngine({ binary: '/nonexistent/tesseract' });
    await expect(missing.recognize({ pngPath: english.png }, 'eng', 1000)).rejects.toMatchObject({
      code: 'ocr_engine_failed',
    });
  });
});
