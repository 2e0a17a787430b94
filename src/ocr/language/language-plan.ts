// Which Tesseract model(s) read a page whose language was not given. Every model run on a line
// costs its own time (ukr+eng costs 1.07-1.36× eng alone), so a page is read with ONE model, the
// likeliest, and only evidence buys more: a script seen by OSD, a language told from the text,
// or a reading with many doubtful words (a page in two scripts).
import { scriptOf, tesseractCodeFor } from '../../domain/languages.js';

export class LanguagePlan {
  /** ISO codes, in OCR_LANGUAGES order: within a script, the first listed is the first guess. */
  constructor(readonly candidates: readonly string[]) {}

  /** The candidates' Tesseract codes joined, e.g. 'eng+ukr+deu' (what PageTask.languages carries). */
  static fromTesseractSet(set: string, toIso: (code: string) => string | undefined): LanguagePlan {
    return new LanguagePlan(set.split('+').flatMap((code) => toIso(code) ?? []));
  }

  /** First guess for a page in `script` (OSD's name), or the first candidate when none writes it. */
  firstFor(script: string | null): string {
    const inScript = script ? this.candidates.find((iso) => scriptOf(iso) === script) : undefined;
    return inScript ?? this.candidates[0] ?? 'en';
  }

  /** The first other candidate writing the same script as `iso` (German beside English, Russian beside Ukrainian). */
  neighbourOf(iso: string): string | null {
    return this.candidates.find((c) => c !== iso && scriptOf(c) === scriptOf(iso)) ?? null;
  }

  /** The model to read with after a reading told `detected`: it, when it is a candidate. */
  has(iso: string | null): iso is string {
    return iso !== null && this.candidates.includes(iso);
  }

  /**
   * The models a language probe reads with: each script's first candidate, when the candidates
   * write at most two scripts (eng+ukr: the band's letters then tell the script as well). Null for
   * more scripts: each model costs its own time on every line, so OSD tells the script first.
   */
  probeModels(): string | null {
    const first = this.candidates[0];
    if (first === undefined || new Set(this.candidates.map(scriptOf)).size > 2) return null;
    return this.combinedWith(first) ?? model(first);
  }

  /**
   * For a page that read badly with `iso` alone: it plus the first guess of every other script
   * among the candidates (a Ukrainian letter quoting English: ukr+eng). Null when there is none.
   */
  combinedWith(iso: string): string | null {
    const own = scriptOf(iso);
    const others = new Map<string, string>();
    for (const c of this.candidates) if (scriptOf(c) !== own && !others.has(scriptOf(c))) others.set(scriptOf(c), c);
    if (others.size === 0) return null;
    return [iso, ...others.values()].map(model).join('+');
  }
}

export function model(iso: string): string {
  return tesseractCodeFor(iso) ?? 'eng';
}
