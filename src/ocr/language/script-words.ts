// Evidence that a page really holds words of a second script, for keeping a reading with two
// scripts' models (language-choice.ts, withBothScripts). Such a reading scores higher on a badly lit
// photo too: with eng+ukr a till receipt's capitals came out as confident Cyrillic look-alikes
// ("ЕВЕЕ" for FREE, "ВАМСЕ" for RANGE) and the page read worse than with eng alone (broad set,
// f-photo-receipt-en, CER 0.18 → 0.22). Cyrillic and Latin share a dozen letter shapes; a word
// made only of those is no evidence. The English lines of a Ukrainian letter are (accuracy set,
// mixed-uk-en: 40 confident English words, "confirm", "shipment", "warehouse"; the photo's: none).

/** Letters drawn alike in Latin and Cyrillic (and Greek's capitals among them). */
const LOOKALIKES = new Set('ABCEHIJKMOPSTXYaceijopsxyАВЕЅІЈКМНОРСТХУаеѕіјорсхуΑΒΕΗΙΚΜΝΟΡΤΧΥΖ');
/** As confident as a word read with its right model (page-decisions.ts, DOUBTFUL_WORD). */
const SURE_WORD = 0.8;

interface Word {
  text: string;
  confidence: number;
}

function scriptTest(script: string): RegExp | null {
  try {
    return new RegExp(`\\p{Script=${script}}`, 'u');
  } catch {
    return null; // a script name Unicode does not know: no test
  }
}

/**
 * How many confident words of `lines` are mostly letters outside `own` script, at least one of
 * them unlike any letter of it.
 */
export function otherScriptWords(lines: ReadonlyArray<{ words: readonly Word[] }>, own: string): number {
  const ownLetter = scriptTest(own);
  if (ownLetter === null) return 0;
  let found = 0;
  for (const line of lines) {
    for (const word of line.words) {
      if (word.confidence < SURE_WORD) continue;
      const letters = word.text.match(/\p{L}/gu) ?? [];
      const foreign = letters.filter((c) => !ownLetter.test(c));
      if (foreign.length * 2 > letters.length && foreign.some((c) => !LOOKALIKES.has(c))) found++;
    }
  }
  return found;
}
