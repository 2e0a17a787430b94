// Words of a second script that are evidence of it (src/ocr/language/script-words.ts): Cyrillic
// look-alikes of Latin capitals, read off a photo with eng+ukr, are not; English words in a
// Ukrainian letter are.
import { describe, expect, it } from 'vitest';
import { otherScriptWords } from '../../src/ocr/language/script-words.js';

const line = (...words: Array<[string, number]>) => ({ words: words.map(([text, confidence]) => ({ text, confidence })) });

describe('otherScriptWords', () => {
  it('counts confident English words on a Ukrainian page', () => {
    const lines = [
      line(['Шановний', 0.96], ['пане', 0.95]),
      line(['We', 0.9], ['confirm', 0.95], ['the', 0.97], ['shipment', 0.96], ['copy', 0.97]),
    ];
    expect(otherScriptWords(lines, 'Cyrillic')).toBe(4); // "copy": every letter has a Cyrillic twin
  });

  it('does not count Cyrillic look-alikes of Latin capitals on a Latin page', () => {
    const lines = [line(['ЕВЕЕ', 0.91], ['ВАМСЕ', 0.9], ['ЕСО5', 0.88], ['20РК', 0.85], ['МАТ', 0.96])];
    expect(otherScriptWords(lines, 'Latin')).toBe(0);
  });

  it('counts Cyrillic words with letters Latin lacks, only when sure', () => {
    const lines = [line(['Дякуємо', 0.95], ['вам', 0.93], ['ровом', 0.0], ['Київ', 0.5])];
    expect(otherScriptWords(lines, 'Latin')).toBe(2);
  });

  it('counts nothing for a script Unicode does not name', () => {
    expect(otherScriptWords([line(['hello', 0.99])], 'Nonesuch')).toBe(0);
  });
});
