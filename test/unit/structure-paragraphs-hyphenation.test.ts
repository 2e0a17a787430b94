import { describe, expect, it } from 'vitest';
import { joinLines } from '../../src/structure/paragraphs/join-lines.js';
import { PageBuilder } from './structure-paragraphs-helper.js';

describe('hyphenation at line ends', () => {
  it('rejoins a word split across lines (English and Ukrainian)', () => {
    expect(joinLines(['Document recog-', 'nition works.'])).toBe('Document recognition works.');
    expect(joinLines(['Система розпіз-', 'навання тексту.'])).toBe('Система розпізнавання тексту.');
    expect(joinLines(['soft\u00ad', 'hyphen'])).toBe('softhyphen');
  });

  it('never leaves a soft hyphen in the text, wherever the producer put it', () => {
    expect(joinLines(['Docu\u00adment re\u00ad cognition', 'page 3\u00ad', 'next'])).toBe('Document re cognition page 3 next');
    expect(joinLines(['infor\u00ad', 'Mation'])).toBe('inforMation');
  });

  it('keeps real compounds and dashes', () => {
    expect(joinLines(['the COVID-', '19 pandemic'])).toBe('the COVID-19 pandemic');
    expect(joinLines(['Jean-', 'Paul Sartre'])).toBe('Jean-Paul Sartre');
    expect(joinLines(['Київ-', 'Львів'])).toBe('Київ-Львів');
    expect(joinLines(['pages 3 -', 'and more'])).toBe('pages 3 - and more');
    expect(joinLines(['  two  spaces ', ' here'])).toBe('two spaces here');
  });

  it('applies to a paragraph built from lines', () => {
    const p = new PageBuilder();
    p.paragraph(['Сучасні системи автоматичного розпіз-', 'навання документів працюють швидко.'], { x: 72, y: 100, w: 468 });
    p.paragraph(['Optical character recog-', 'nition is old.'], { x: 72, y: 160, w: 468, last: 0.3 });
    expect(p.build().map((d) => d.text)).toEqual([
      'Сучасні системи автоматичного розпізнавання документів працюють швидко.',
      'Optical character recognition is old.',
    ]);
  });
});
