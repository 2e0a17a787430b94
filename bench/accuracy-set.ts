// STAND-IN for helper "accset"'s accuracy set (same interface), built from dense-pages.ts pages
// until the real one lands on h-accset: replace this file with theirs, do not merge the two.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PAGE_HEIGHT, PAGE_WIDTH, pageText, renderDensePage } from './dense-pages.js';
import { ukrainianPageText } from './ukrainian-pages.js';

const run = promisify(execFile);

export interface AccuracyPage {
  name: string;
  path: string;
  iso: string | null;
  tesseract: string;
  text: string;
  dpi: number;
  judgeLanguage: boolean;
}

async function blank(dir: string, name: string): Promise<string> {
  const png = join(dir, `${name}.png`);
  await run('convert', ['-density', '300', '-units', 'PixelsPerInch', '-size', `${PAGE_WIDTH}x${PAGE_HEIGHT}`, 'xc:white', '-colorspace', 'Gray', '-depth', '8', png]);
  return png;
}

export async function buildAccuracySet(dir: string, only: (name: string) => boolean = () => true): Promise<AccuracyPage[]> {
  const mixed = [...ukrainianPageText(0, 12).split('\n'), ...pageText(1, 6).split('\n'), ...ukrainianPageText(2, 12).split('\n')].join('\n');
  const specs = [
    { name: 'en-11pt', iso: 'en', tesseract: 'eng', text: pageText(0), judgeLanguage: true },
    { name: 'uk-11pt', iso: 'uk', tesseract: 'ukr', text: ukrainianPageText(0), judgeLanguage: true },
    { name: 'mixed-uk-en', iso: 'uk', tesseract: 'ukr+eng', text: mixed, judgeLanguage: true },
    { name: 'blank', iso: null, tesseract: 'eng', text: '', judgeLanguage: false },
  ].filter((s) => only(s.name));
  return Promise.all(
    specs.map(async (s) => ({
      ...s,
      path: s.text ? await renderDensePage(dir, s.name, s.text) : await blank(dir, s.name),
      dpi: 300,
    })),
  );
}
