// The broad set's blind part: 20 pages made in the 2026-11-29 third session from templates and
// texts that share nothing with the other parts (templates-blind*.ts, prose-blind*.ts,
// records-blind*.ts), seeds 1001-1020. A fourth held-out part: no reader was run on these pages
// while they were made, no one looks at what any reader makes of them before the headline bench
// first reports them, and no per-page decision may be tuned on them. Three pages of small print
// (8, 9 and 10 pt), two of columns, three letters, three invoices, a form, two tables and a slide,
// born digital; then three of those templates scanned at 200, 300 (JPEG) and 400 DPI and two
// photographed with a phone (the order and the garage invoice drawn with other seeds, so with
// other figures, than their born-digital pages).
import { photographed, scanned } from './looks.js';
import { DATASHEET_EN, JOURNAL_CS } from './prose-blind.js';
import { CALL_IT } from './prose-blind-more.js';
import { CALL, DATASHEET } from './records-blind.js';
import { GLOSSARY_FR, INTERVIEW_PT } from './records-blind-columns.js';
import { SURVEY_UK } from './records-blind-form.js';
import { REPAIR_FR } from './records-blind-garage.js';
import { PRICES_CS, SLIDE_IT } from './records-blind-grids.js';
import { STANDINGS_RU } from './records-blind-league.js';
import { LETTER_RU, MINUTES_PL, OFFER_ES } from './records-blind-letters.js';
import { FOLIO_PT, ORDER_DE } from './records-blind-money.js';
import { JOURNAL } from './records-blind-paper.js';
import { specMaker, type HtmlSpec } from './specs-tuning.js';
import { datasheet, journalPage, publicCall } from './templates-blind.js';
import { glossary, interview } from './templates-blind-columns.js';
import { survey } from './templates-blind-form.js';
import { priceList, standings, tableSlide } from './templates-blind-grids.js';
import { minutes, offerLetter, publisherLetter } from './templates-blind-letters.js';
import { repairInvoice } from './templates-blind-garage.js';
import { hotelFolio, purchaseOrder } from './templates-blind-money.js';

const page = specMaker('b-');

export const blindSpecs = (): HtmlSpec[] => [
  page('datasheet-en-8pt', 'small-print', 'en', () => datasheet(DATASHEET, DATASHEET_EN)),
  page('journal-cs-9pt', 'small-print', 'cs', () => journalPage(JOURNAL, JOURNAL_CS)),
  page('call-it-10pt', 'small-print', 'it', () => publicCall(CALL, CALL_IT)),
  page('glossary-fr', 'columns', 'fr', () => glossary(GLOSSARY_FR)),
  page('interview-pt', 'columns', 'pt', () => interview(INTERVIEW_PT)),
  page('offer-es', 'letter', 'es', () => offerLetter(OFFER_ES)),
  page('minutes-pl', 'letter', 'pl', () => minutes(MINUTES_PL)),
  page('letter-ru', 'letter', 'ru', () => publisherLetter(LETTER_RU)),
  page('order-de', 'invoice', 'de', () => purchaseOrder(ORDER_DE, 1009)),
  page('hotel-pt', 'invoice', 'pt', () => hotelFolio(FOLIO_PT, 1010)),
  page('repair-fr', 'invoice', 'fr', () => repairInvoice(REPAIR_FR, 1011)),
  page('survey-uk', 'form', 'uk', () => survey(SURVEY_UK)),
  page('league-ru', 'table', 'ru', () => standings(STANDINGS_RU, 1013)),
  page('prices-cs', 'table', 'cs', () => priceList(PRICES_CS, 1014)),
  page('slide-it', 'slide', 'it', () => tableSlide(SLIDE_IT)),
  page('scan200-order-de', 'scan', 'de', () => purchaseOrder(ORDER_DE, 1016), scanned(200, -0.7, 1016)),
  page('scan300-minutes-pl', 'scan', 'pl', () => minutes(MINUTES_PL), scanned(300, 0.5, 1017, 85)),
  page('scan400-datasheet-en', 'scan', 'en', () => datasheet(DATASHEET, DATASHEET_EN), scanned(400, -0.3, 1018)),
  page('photo-repair-fr', 'photo', 'fr', () => repairInvoice(REPAIR_FR, 1019), photographed(1019, 0.7, 0.6)),
  page('photo-survey-uk', 'photo', 'uk', () => survey(SURVEY_UK), photographed(1020, 0.5, 0.45)),
];
