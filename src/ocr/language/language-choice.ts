// Which model reads a page when no language was requested (read-pixels.ts): a first guess before
// the page is read, then, from what it read, a better one if there is one.
import { scriptOf } from '../../domain/languages.js';
import { detectLanguage } from './detect-language.js';
import { model } from './language-plan.js';
import type { OcrResult, RawImage } from '../engines/ocr-engine.js';
import { clearlyBetter, readsBadly, score } from '../reading/page-decisions.js';
import type { PagePixels, PageReader } from '../reading/page-reader.js';

/** A reading with the model its own text names replaces the first unless clearly worse. */
const SAME_OR_BETTER = 0.95;

/** A page's text as read with one language's model. */
interface ReadAs {
  result: OcrResult;
  language: string;
}

/** The document's language so far (the hint), else a guess from the band of text OSD reads. */
export async function firstLanguage(reader: PageReader, band: RawImage): Promise<string> {
  const hint = reader.task.languageHint ?? null;
  return reader.plan.has(hint) ? hint : firstGuess(reader, band);
}

/**
 * A page without a prior: OSD's script on the band picks the first candidate writing it. Among
 * Latin languages the band's two lines read with that model tell which (franc on ~140
 * letters, 40-60 ms): a German page is then read once with `deu`, not with `eng` and again.
 * Cyrillic ones are not probed: `ukr` writes Russian's ы as ьі, so two lines cannot tell them
 * apart (a probe with both models cost 110 ms and misjudged a Ukrainian page); a Russian page
 * is read again when its whole text says so. A wrong guess costs time, never accuracy.
 */
async function firstGuess(reader: PageReader, band: RawImage): Promise<string> {
  const { plan, ocr } = reader;
  const guess = plan.firstFor(await reader.osd.script(band));
  if (scriptOf(guess) !== 'Latin' || plan.neighbourOf(guess) === null) return guess;
  const probe = await reader.clock.timeAsync('decideMs', () => ocr.recognize(band, model(guess), reader.remaining())).catch(() => null);
  const told = probe ? detectLanguage(probe.text, [...plan.candidates], guess) : null;
  return plan.has(told) ? told : guess;
}

/** Auto pages: the model the text itself names, then OSD's script, then two scripts at once. */
export async function betterLanguage(reader: PageReader, pixels: PagePixels, band: RawImage, first: ReadAs): Promise<OcrResult> {
  const told = await withToldLanguage(reader, pixels, first);
  if (!readsBadly(told.result) || !reader.canRetry()) return told.result;
  const other = await withOsdScript(reader, pixels, band, told);
  return withBothScripts(reader, pixels, other);
}

async function withToldLanguage(reader: PageReader, pixels: PagePixels, read: ReadAs): Promise<ReadAs> {
  const { plan } = reader;
  const told = reader.clock.time('decideMs', () => detectLanguage(read.result.text, [...plan.candidates], read.language));
  if (!plan.has(told) || told === read.language || !reader.canRetry()) return read;
  const again = await reader.recognize(pixels, model(told));
  return score(again) >= score(read.result) * SAME_OR_BETTER ? { result: again, language: told } : read;
}

async function withOsdScript(reader: PageReader, pixels: PagePixels, band: RawImage, read: ReadAs): Promise<ReadAs> {
  const script = await reader.osd.script(band);
  if (script === null || script === scriptOf(read.language)) return read;
  const other = reader.plan.firstFor(script);
  const again = await reader.recognize(pixels, model(other));
  return clearlyBetter(again, read.result) ? { result: again, language: other } : read;
}

async function withBothScripts(reader: PageReader, pixels: PagePixels, read: ReadAs): Promise<OcrResult> {
  const combined = reader.plan.combinedWith(read.language);
  if (combined === null || !readsBadly(read.result) || !reader.canRetry()) return read.result;
  const again = await reader.recognize(pixels, combined);
  return clearlyBetter(again, read.result) ? again : read.result;
}
