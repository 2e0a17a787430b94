// Page language among the recognition languages: script statistics, distinctive letters, franc.
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/ocr/language/detect-language.js';
import { ENGLISH_TEXT, SHORT_TEXT, UKRAINIAN_TEXT } from '../fixtures/ocr/pages.js';

// Tesseract's actual 'ukr+eng' output for the fixture pages, with its slips ("ганок", "апа").
const OCR_UK =
  'Київ є столицею та найбільшим містом України.\nШвидка руда лисиця стрибає через ледачого пса.\nЩастя, їжак, ганок, жовтий, юнак, пісня.\n';
const OCR_EN = 'Please find attached the signed contract апа the invoice.\nPayment is due within thirty days of delivery.\n';
const RUSSIAN = 'Съешь же ещё этих мягких французских булок, да выпей чаю.';

describe('detectLanguage between uk and en', () => {
  const both = ['uk', 'en'];

  it.each([
    ['the Ukrainian fixture page', UKRAINIAN_TEXT, 'uk'],
    ['the English fixture page', ENGLISH_TEXT, 'en'],
    ['OCR output of a Ukrainian page', OCR_UK, 'uk'],
    ['OCR output with a Cyrillic slip in English', OCR_EN, 'en'],
    ['a short English line', SHORT_TEXT, 'en'],
    ['one Ukrainian word', 'Сума', 'uk'],
    ['a Ukrainian label with digits', 'Дата: 12.03.2024', 'uk'],
    ['an English label with digits', 'Invoice No. 5', 'en'],
  ])('tells %s', (_name, text, expected) => {
    expect(detectLanguage(text, both)).toBe(expected);
  });

  it.each([
    ['empty text', ''],
    ['digits and punctuation', '2024-117 | 42 —'],
    ['a word under four letters', 'The'],
  ])('returns null for %s', (_name, text) => {
    expect(detectLanguage(text, both)).toBeNull();
  });

  it('returns null for a script no candidate writes', () => {
    expect(detectLanguage(UKRAINIAN_TEXT, ['en'])).toBeNull();
    expect(detectLanguage(ENGLISH_TEXT, [])).toBeNull();
  });

  it("returns the only candidate of the text's script", () => {
    expect(detectLanguage(ENGLISH_TEXT, ['en'])).toBe('en');
    expect(detectLanguage(UKRAINIAN_TEXT, ['uk'])).toBe('uk');
  });
});

describe('detectLanguage between languages of one script', () => {
  it('tells Ukrainian from Russian by their own letters, even in two words', () => {
    expect(detectLanguage('Їжак співає', ['uk', 'ru', 'en'])).toBe('uk');
    expect(detectLanguage('Съешь булок', ['uk', 'ru', 'en'])).toBe('ru');
    expect(detectLanguage(RUSSIAN, ['uk', 'ru'])).toBe('ru');
    expect(detectLanguage(UKRAINIAN_TEXT, ['ru', 'uk'])).toBe('uk');
  });

  it('does not take the letters of the model a text was read with as evidence on long text', () => {
    // Russian read with `ukr` (accuracy set, ru-11pt): ы comes out as ьі or ьй, е as є.
    const russianReadWithUkr =
      'Уважаємьй Сергей Петрович, благодарим вас за письмо от второго мая и за фотографий поврежденной посьлки. Нам очень жаль, что ваза прибьла разбитой.';
    expect(detectLanguage(russianReadWithUkr, ['uk', 'ru'])).toBe('uk');
    expect(detectLanguage(russianReadWithUkr, ['uk', 'ru'], 'uk')).toBe('ru');
    // Its own letters still count when the reading model is another one.
    expect(detectLanguage(UKRAINIAN_TEXT, ['ru', 'uk'], 'ru')).toBe('uk');
  });

  it('returns null for short Cyrillic text without distinctive letters', () => {
    expect(detectLanguage('Дата подписания', ['uk', 'ru'])).toBeNull();
  });

  it('asks franc for long Latin text and ignores a borrowed letter', () => {
    const german = 'Die Rechnung wurde am dritten Tag bezahlt und der Vertrag ist unterschrieben worden.';
    const english = 'Mr Müller paid the invoice on Monday and signed the contract for the northern region.';
    expect(detectLanguage(german, ['en', 'de'])).toBe('de');
    expect(detectLanguage(english, ['en', 'de'])).toBe('en');
    expect(detectLanguage('Größe', ['en', 'de'])).toBe('de'); // short: the letter decides
  });
});
