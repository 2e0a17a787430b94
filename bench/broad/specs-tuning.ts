// The broad set's tuning part beyond the accuracy set: 26 pages from the tuning templates,
// born-digital, scanned at 200/300/400 DPI and photographed. Seeds 101-127.
import { CORPUS as ENGLISH } from '../_kit/dense-pages.js';
import { CORPUS as UKRAINIAN } from '../_kit/ukrainian-pages.js';
import { FRENCH, GERMAN, POLISH } from '../accuracy/texts.js';
import { tesseractCodeFor } from '../../src/domain/languages.js';
import type { PageContent } from './html-kit.js';
import { bornDigital, photographed, scanned, type Look } from './looks.js';
import { CZECH, ITALIAN, PORTUGUESE, SPANISH } from './prose-tuning.js';
import { FORMS, SLIDES, STATS } from './records-tuning-grid.js';
import { INVOICES, LETTERS } from './records-tuning.js';
import { form, slide, statsTable } from './templates-tuning-grid.js';
import { contract, invoice, letter, paper, techSpec } from './templates-tuning.js';

/** What a page of the broad set is, as the per-kind report groups it. */
export const KINDS = [
  'small-print',
  'prose',
  'columns',
  'letter',
  'invoice',
  'form',
  'table',
  'slide',
  'picture',
  'scan',
  'photo',
  'blank',
] as const;
export type Kind = (typeof KINDS)[number];

export interface HtmlSpec {
  name: string;
  kind: Kind;
  iso: string;
  tesseract: string;
  content: () => PageContent;
  look: Look;
}

const page = (name: string, kind: Kind, iso: string, tesseract: string, content: () => PageContent, look = bornDigital()): HtmlSpec => ({
  name,
  kind,
  iso,
  tesseract,
  content,
  look,
});

/** The held-out parts' page spec: names under `prefix`, Tesseract's code from the ISO one. */
export const specMaker =
  (prefix: string) =>
  (name: string, kind: Kind, iso: string, content: () => PageContent, look = bornDigital()): HtmlSpec => ({
    name: `${prefix}${name}`,
    kind,
    iso,
    tesseract: tesseractCodeFor(iso)!,
    content,
    look,
  });

export const tuningSpecs = (): HtmlSpec[] => [
  page('tech-en-8pt', 'small-print', 'en', 'eng', () => techSpec(ENGLISH, 8, 101, 'Specification TS-4127 rev. C')),
  page('tech-uk-9pt', 'small-print', 'uk', 'ukr', () => techSpec(UKRAINIAN, 9, 102, 'Технічні умови ТУ 27.1-0418')),
  page('tech-es-9pt', 'small-print', 'es', 'spa', () => techSpec(SPANISH, 9, 103, 'Especificación técnica ET-318')),
  page('contract-en-9pt', 'small-print', 'en', 'eng', () => contract(ENGLISH, 9, 104, 'Supply Agreement No. 2026/17', 'Article')),
  page('contract-it-10pt', 'small-print', 'it', 'ita', () => contract(ITALIAN, 10, 105, 'Contratto di fornitura n. 44/2026', 'Articolo')),
  page('paper-en-9pt', 'columns', 'en', 'eng', () =>
    paper(
      ENGLISH,
      9,
      106,
      'Enzyme activity below the accepted threshold',
      'A. Carter, H. Dawson and M. Fletcher, Department of Biochemistry',
    ),
  ),
  page('paper-cs-10pt', 'columns', 'cs', 'ces', () =>
    paper(CZECH, 10, 107, 'Oprava mostních konstrukcí po zimním období', 'J. Novák a K. Horáková, Fakulta stavební'),
  ),
  page('letter-es-11pt', 'letter', 'es', 'spa', () => letter(SPANISH, 11, 108, LETTERS.es)),
  page('letter-pt-11pt', 'letter', 'pt', 'por', () => letter(PORTUGUESE, 11, 109, LETTERS.pt)),
  page('letter-cs-11pt', 'letter', 'cs', 'ces', () => letter(CZECH, 11, 110, LETTERS.cs)),
  page('invoice-en', 'invoice', 'en', 'eng', () => invoice(INVOICES.en, 111)),
  page('invoice-de', 'invoice', 'de', 'deu', () => invoice(INVOICES.de, 112)),
  page('invoice-uk', 'invoice', 'uk', 'ukr', () => invoice(INVOICES.uk, 113)),
  page('form-en', 'form', 'en', 'eng', () => form(FORMS.en)),
  page('form-uk', 'form', 'uk', 'ukr', () => form(FORMS.uk)),
  page('table-en', 'table', 'en', 'eng', () => statsTable(STATS.en, 116)),
  page('table-ru', 'table', 'ru', 'rus', () => statsTable(STATS.ru, 117)),
  page('slide-en', 'slide', 'en', 'eng', () => slide(SLIDES.en)),
  page('slide-uk', 'slide', 'uk', 'ukr', () => slide(SLIDES.uk)),
  page(
    'scan200-tech-de',
    'scan',
    'de',
    'deu',
    () => techSpec(GERMAN, 10, 121, 'Technische Lieferbedingungen TL 14'),
    scanned(200, 0.6, 121),
  ),
  page('scan300-invoice-en', 'scan', 'en', 'eng', () => invoice(INVOICES.en, 122), scanned(300, -1.3, 122, 80)),
  page(
    'scan400-contract-fr',
    'scan',
    'fr',
    'fra',
    () => contract(FRENCH, 10, 123, 'Contrat de location n° 2026-58', 'Article'),
    scanned(400, 0.4, 123),
  ),
  page(
    'scan200-paper-pl',
    'scan',
    'pl',
    'pol',
    () => paper(POLISH, 10, 124, 'Remont mostu na rzece po zimie', 'M. Żółkiewska, Politechnika Krakowska'),
    scanned(200, -0.9, 124),
  ),
  page('photo-letter-en', 'photo', 'en', 'eng', () => letter(ENGLISH, 11, 125, LETTERS.en), photographed(125, 0.6, 0.5)),
  page('photo-invoice-de', 'photo', 'de', 'deu', () => invoice(INVOICES.de, 126), photographed(126, 0.9, 0.7)),
  page('photo-slide-pt', 'photo', 'pt', 'por', () => slide(SLIDES.pt), photographed(127, 0.7, 0.4)),
];
