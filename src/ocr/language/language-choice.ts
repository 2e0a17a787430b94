// Which model reads a page when no language was requested (read-pixels.ts): a first guess before
// the page is read, then, from what it read, a better one if there is one.
import { scriptOf } from '../../domain/languages.js';
import { detectLanguage, scriptOfText } from './detect-language.js';
import { otherScriptWords } from './script-words.js';
import { model } from './language-plan.js';
import type { OcrResult, RawImage } from '../engines/ocr-engine.js';
import { clearlyBetter, readsBadly, score } from '../reading/page-decisions.js';
import type { PageBands } from '../reading/page-bands.js';
import type { PagePixels, PageReader } from '../reading/page-reader.js';

/**
 * A probe whose words average less than this is garbage to franc (a table's ruling read as
 * letters: 0.37); Russian read with `ukr`, still told right, averaged 0.74 (tuning pages).
 */
const PROBE_CONFIDENCE = 0.7;
/** A reading with the model its own text names replaces the first unless clearly worse. */
const SAME_OR_BETTER = 0.95;
/**
 * A reading with two scripts' models replaces the first only with this many sure words of the
 * second script (script-words.ts): a quoted name or phrase; a quoted line has five or more.
 */
const OTHER_SCRIPT_WORDS = 3;

/** A page's text as read with one language's model. */
interface ReadAs {
  result: OcrResult;
  language: string;
}

/** The document's language so far (the hint), else a guess from bands of the page's text. */
export async function firstLanguage(reader: PageReader, bands: PageBands, readBands: () => RawImage[]): Promise<string> {
  const hint = reader.task.languageHint ?? null;
  return reader.plan.has(hint) ? hint : firstGuess(reader, bands, readBands);
}

/**
 * A page without a prior. A band of body text (page-bands.ts) is read with each script's first
 * candidate (eng+ukr): its letters tell the script, and franc on its ~140 letters tells which
 * language of it (40-60 ms), so a German page is read once with `deu`, not with `eng` and again.
 * A sparse page's band may hold too few letters for that; the next bands are read until they
 * tell (page-bands.ts, PROBE_BANDS). Two lines read with `ukr` told the tuning set's Russian
 * pages from its Ukrainian ones (a cut line, before page-bands.ts, did not). OSD's script on the
 * inkiest band (50-350 ms here) is asked only when the probe reads too poorly to say, also on
 * the pixels prepared for reading (a photo's look, before its light is evened, read as
 * nothing), or the candidates write more than two scripts. A wrong guess costs time, never
 * accuracy: the page's whole text is judged again after reading.
 */
async function firstGuess(reader: PageReader, { osdBand, probeBands }: PageBands, readBands: () => RawImage[]): Promise<string> {
  const { plan } = reader;
  const everyScript = plan.probeModels();
  const probed =
    everyScript === null
      ? null
      : ((await probeLanguage(reader, probeBands, everyScript)) ?? (await probeLanguage(reader, readBands(), everyScript)));
  if (probed !== null) return probed;
  const guess = plan.firstFor(await reader.osd.script(osdBand));
  if (everyScript !== null || plan.neighbourOf(guess) === null) return guess;
  return (await probeLanguage(reader, probeBands, model(guess))) ?? guess;
}

/**
 * The language `bands` read as with `models`, the next band read only while the text so far
 * tells none; else the first candidate of its letters' script. Null when no band reads well
 * enough to say anything (PROBE_CONFIDENCE).
 */
async function probeLanguage(reader: PageReader, bands: RawImage[], models: string): Promise<string | null> {
  const { plan, ocr } = reader;
  let text = '';
  for (const band of bands) {
    const probe = await reader.clock.timeAsync('decideMs', () => ocr.recognize(band, models, reader.remaining())).catch(() => null);
    if (probe === null || probe.confidence < PROBE_CONFIDENCE) continue;
    text = `${text}\n${probe.text}`;
    const script = scriptOfText(text, plan.candidates);
    if (script === null) continue;
    const told = detectLanguage(text, [...plan.candidates], plan.firstFor(script));
    if (plan.has(told)) return told;
  }
  const script = scriptOfText(text, plan.candidates);
  return script === null ? null : plan.firstFor(script);
}

/** A page's text and the models (Tesseract codes) that read it. */
interface ReadWith {
  result: OcrResult;
  models: string;
}

const withModel = (read: ReadAs): ReadWith => ({ result: read.result, models: model(read.language) });

/** Auto pages: the model the text itself names, then OSD's script, then two scripts at once. */
export async function betterLanguage(reader: PageReader, pixels: PagePixels, band: RawImage, first: ReadAs): Promise<ReadWith> {
  const told = await withToldLanguage(reader, pixels, first);
  if (!readsBadly(told.result) || !reader.canRetry()) return withModel(told);
  const other = await withOsdScript(reader, pixels, band, told);
  // Read in OSD's script with its first candidate (ukr), the text may name another (rus).
  const settled = other === told ? other : await withToldLanguage(reader, pixels, other);
  return withBothScripts(reader, pixels, settled);
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
  if (other === read.language) return read; // no candidate writes OSD's script
  const again = await reader.recognize(pixels, model(other));
  return clearlyBetter(again, read.result) ? { result: again, language: other } : read;
}

async function withBothScripts(reader: PageReader, pixels: PagePixels, read: ReadAs): Promise<ReadWith> {
  const combined = reader.plan.combinedWith(read.language);
  if (combined === null || !readsBadly(read.result) || !reader.canRetry()) return withModel(read);
  const again = await reader.recognize(pixels, combined);
  const twoScripts = otherScriptWords(again.lines, scriptOf(read.language)) >= OTHER_SCRIPT_WORDS;
  return twoScripts && clearlyBetter(again, read.result) ? { result: again, models: combined } : withModel(read);
}
