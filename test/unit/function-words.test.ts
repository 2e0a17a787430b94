// The common-word check beside franc (src/ocr/language/function-words.ts): it corrects trigrams
// on text of capitals and names (a till receipt), and never overrules them on thin evidence.
import { franc } from 'franc-min';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/ocr/language/detect-language.js';
import { byFunctionWords } from '../../src/ocr/language/function-words.js';

const CANDIDATES = ['en', 'uk', 'de', 'fr', 'pl', 'ru', 'es', 'it', 'pt', 'cs'];
const ITEMS = [
  'CREME FRAICHE 200ML 1.10 Z',
  'BAGUETTE 0.95 Z',
  'CROISSANTS 4PK 2.20 Z',
  'BRIE 200G 2.75 Z',
  'PAIN AU CHOCOLAT 1.60 Z',
  'TOMATES CERISE 250G 1.05 Z',
  'CAFE MOULU 227G 3.40 Z',
  'SAUCISSON SEC 2.99 Z',
  'PATE DE CAMPAGNE 1.85 Z',
  'VIN ROUGE 75CL 6.50 A',
];
// An English deli's receipt: French goods in capitals, English only in its last lines.
const RECEIPT = [
  'MARKET HALL DELI',
  '22 Bridge Street',
  'York YO1 6DA',
  ...ITEMS,
  'TOTAL £24.79',
  'Thank you for shopping with us',
  'Keep your receipt for returns',
].join('\n');

describe('function words beside franc', () => {
  it('tells an English receipt of French goods, which trigrams take for French', () => {
    expect(franc(RECEIPT, { only: ['eng', 'fra', 'deu', 'spa', 'ita', 'por', 'pol', 'ces'], minLength: 1 })).toBe('fra');
    expect(detectLanguage(RECEIPT, CANDIDATES)).toBe('en');
  });

  it('keeps the trigrams’ choice when the words are few or close', () => {
    expect(byFunctionWords('Thank you for your order', ['en', 'fr'], 'fr')).toBe('fr'); // 4 hits
    expect(byFunctionWords('le chat et the dog and the cat and the bird', ['en', 'fr'], 'fr')).toBe('fr'); // 5 to 2
    expect(byFunctionWords('you and the of to in is for with', ['en', 'fr'], 'fr')).toBe('en'); // 9 to 0
  });

  it('never overrules or chooses a language it has no words for', () => {
    // Dutch shares "in", "is", "we" with English: a language without a list keeps franc's word.
    expect(byFunctionWords('We zijn in de stad en het is mooi weer, we gaan in de tuin zitten', ['en', 'nl'], 'nl')).toBe('nl');
  });

  it('counts no one-letter word (a VAT band "A" or "Z" is no Czech "a" or Polish "z")', () => {
    expect(byFunctionWords('A A Z Z A Z A Z a z a z', ['en', 'cs', 'pl'], 'en')).toBe('en');
  });
});
