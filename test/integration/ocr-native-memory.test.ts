// One engine reused for many pages must not grow: the addon clears Tesseract's
// page state and image copy after every call.
import { afterAll, expect, it } from 'vitest';
import { NativeEngine } from '../../src/ocr/engines/native-engine.js';
import { SHORT_TEXT, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';

const work = makeWorkDir();
const engine = new NativeEngine();
afterAll(() => {
  engine.close();
  work.cleanup();
});

it('keeps RSS flat over 200 recognitions', async () => {
  const { image } = renderPage(work.dir, 'short', SHORT_TEXT, 520, 130);
  const rssMb = (): number => process.memoryUsage.rss() / 2 ** 20;
  for (let i = 0; i < 20; i++) await engine.recognize(image, 'eng', 5000); // warm-up: models, allocator pools
  const before = rssMb();
  let last = '';
  for (let i = 0; i < 200; i++) last = (await engine.recognize(image, 'eng', 5000)).text;
  const growth = rssMb() - before;
  console.log(`RSS before ${before.toFixed(1)} MB, growth over 200 recognitions ${growth.toFixed(1)} MB`);
  expect(last.trim()).toBe(SHORT_TEXT);
  // A leaked page copy (66 KB) per call would add 13 MB; Tesseract's page state far more.
  expect(growth).toBeLessThan(10);
});
