// Which single model a page without a language is read with first, what the fallback set is,
// and the resolution a scan is read at: pure decisions, checked on their own.
import { describe, expect, it } from 'vitest';
import { isoCodeFor } from '../../src/domain/languages.js';
import { LanguagePlan } from '../../src/ocr/language/language-plan.js';
import { readingDpi } from '../../src/ocr/reading/page-decisions.js';

const six = LanguagePlan.fromTesseractSet('eng+ukr+deu+fra+pol+rus', isoCodeFor);

describe('LanguagePlan', () => {
  it('guesses the first OCR_LANGUAGES language of the script OSD saw', () => {
    expect(six.candidates).toEqual(['en', 'uk', 'de', 'fr', 'pl', 'ru']);
    expect(six.firstFor('Latin')).toBe('en');
    expect(six.firstFor('Cyrillic')).toBe('uk');
    expect(LanguagePlan.fromTesseractSet('deu+rus+eng', isoCodeFor).firstFor('Latin')).toBe('de');
    expect(LanguagePlan.fromTesseractSet('deu+rus+eng', isoCodeFor).firstFor('Cyrillic')).toBe('ru');
    // No script, or one nobody installed writes: the first language listed.
    expect(six.firstFor(null)).toBe('en');
    expect(six.firstFor('Greek')).toBe('en');
  });

  it('falls back to the page language plus the first guess of each other script', () => {
    expect(six.combinedWith('uk')).toBe('ukr+eng');
    expect(six.combinedWith('de')).toBe('deu+ukr');
    expect(LanguagePlan.fromTesseractSet('eng+deu', isoCodeFor).combinedWith('en')).toBeNull();
  });

  it('names the first other candidate of a script (whether a probe reading can choose among them)', () => {
    expect(six.neighbourOf('en')).toBe('de');
    expect(six.neighbourOf('uk')).toBe('ru');
    expect(LanguagePlan.fromTesseractSet('eng+ukr', isoCodeFor).neighbourOf('en')).toBeNull();
  });

  it('probes with one model per script when the candidates write two scripts at most', () => {
    expect(six.probeModels()).toBe('eng+ukr');
    expect(LanguagePlan.fromTesseractSet('deu+eng+fra', isoCodeFor).probeModels()).toBe('deu');
    // A third script would cost a third model on every line of the probe: OSD tells the script instead.
    expect(LanguagePlan.fromTesseractSet('eng+ukr+ell', isoCodeFor).probeModels()).toBeNull();
  });

  it('takes only candidates as a prior or a told language', () => {
    expect(six.has('ru')).toBe(true);
    expect(six.has('es')).toBe(false);
    expect(six.has(null)).toBe(false);
  });
});

describe('readingDpi', () => {
  it('reads page scans above 300 DPI at 300 and never upscales', () => {
    expect(readingDpi(600, 4960, 7016)).toBe(300);
    expect(readingDpi(400, 3307, 4677)).toBe(300);
    expect(readingDpi(300, 2480, 3508)).toBe(300);
    expect(readingDpi(150, 1240, 1754)).toBe(150);
    expect(readingDpi(200, 1700, 2200)).toBe(200);
  });

  it('keeps a small image that states a high resolution as it is', () => {
    expect(readingDpi(600, 1200, 400)).toBe(600);
  });
});
