// The broad set's sealed part: 20 pages made after the blind part was first reported, from templates
// and texts that share nothing with the other parts (templates-sealed*.ts, prose-sealed*.ts,
// records-sealed*.ts), seeds 2001-2020. A fifth held-out part, kept for an honest measure: no reader
// was run on these pages while they were made, no one looks at what any reader makes of them before
// the headline bench first reports them, and no per-page decision may be tuned on them. Three pages
// of small print (8, 9 and 10 pt), two of columns, three letters, three invoices and receipts, a
// form, two tables and a slide, born digital; then three of those templates scanned at 200, 300
// (JPEG) and 400 DPI and two photographed with a phone (the freight invoice and the receipt drawn
// with other seeds, so with other figures, than their born-digital pages).
import { photographed, scanned } from './looks.js';
import { TERMS_EN } from './prose-sealed.js';
import { METHOD_DE, NOTICE_UK } from './prose-sealed-more.js';
import { METHOD, NOTICE, TERMS } from './records-sealed.js';
import { NEWSLETTER_FR } from './records-sealed-columns.js';
import { FAQ_PL } from './records-sealed-faq.js';
import { MEMBERSHIP_UK } from './records-sealed-form.js';
import { FREIGHT_PT } from './records-sealed-freight.js';
import { NUTRITION_PL, TIMETABLE_CS } from './records-sealed-grids.js';
import { COMPLAINT_EN, REFERENCE_CS } from './records-sealed-letters.js';
import { UTILITY_IT } from './records-sealed-money.js';
import { RENT_RU } from './records-sealed-rent.js';
import { SLIDE_DE } from './records-sealed-slide.js';
import { PHARMACY_ES } from './records-sealed-till.js';
import { specMaker, type HtmlSpec } from './specs-tuning.js';
import { labMethod, termsPage } from './templates-sealed.js';
import { faq, newsletter } from './templates-sealed-columns.js';
import { membershipForm } from './templates-sealed-form.js';
import { freightInvoice } from './templates-sealed-freight.js';
import { nutritionTable, timetable } from './templates-sealed-grids.js';
import { complaintLetter, referenceLetter, rentNotice } from './templates-sealed-letters.js';
import { utilityBill } from './templates-sealed-money.js';
import { waterNotice } from './templates-sealed-notice.js';
import { timelineSlide } from './templates-sealed-slide.js';
import { pharmacyReceipt } from './templates-sealed-till.js';

const page = specMaker('s-');

export const sealedSpecs = (): HtmlSpec[] => [
  page('terms-en-8pt', 'small-print', 'en', () => termsPage(TERMS, TERMS_EN)),
  page('method-de-9pt', 'small-print', 'de', () => labMethod(METHOD, METHOD_DE)),
  page('notice-uk-10pt', 'small-print', 'uk', () => waterNotice(NOTICE, NOTICE_UK)),
  page('newsletter-fr', 'columns', 'fr', () => newsletter(NEWSLETTER_FR)),
  page('faq-pl', 'columns', 'pl', () => faq(FAQ_PL)),
  page('complaint-en', 'letter', 'en', () => complaintLetter(COMPLAINT_EN)),
  page('reference-cs', 'letter', 'cs', () => referenceLetter(REFERENCE_CS)),
  page('rent-ru', 'letter', 'ru', () => rentNotice(RENT_RU)),
  page('utility-it', 'invoice', 'it', () => utilityBill(UTILITY_IT, 2009)),
  page('pharmacy-es', 'invoice', 'es', () => pharmacyReceipt(PHARMACY_ES, 2010)),
  page('freight-pt', 'invoice', 'pt', () => freightInvoice(FREIGHT_PT, 2011)),
  page('membership-uk', 'form', 'uk', () => membershipForm(MEMBERSHIP_UK)),
  page('timetable-cs', 'table', 'cs', () => timetable(TIMETABLE_CS)),
  page('nutrition-pl', 'table', 'pl', () => nutritionTable(NUTRITION_PL)),
  page('slide-de', 'slide', 'de', () => timelineSlide(SLIDE_DE)),
  page('scan200-freight-pt', 'scan', 'pt', () => freightInvoice(FREIGHT_PT, 2016), scanned(200, 0.8, 2016)),
  page('scan300-rent-ru', 'scan', 'ru', () => rentNotice(RENT_RU), scanned(300, -0.5, 2017, 85)),
  page('scan400-terms-en', 'scan', 'en', () => termsPage(TERMS, TERMS_EN), scanned(400, 0.35, 2018)),
  page('photo-pharmacy-es', 'photo', 'es', () => pharmacyReceipt(PHARMACY_ES, 2019), photographed(2019, 0.6, 0.55)),
  page('photo-membership-uk', 'photo', 'uk', () => membershipForm(MEMBERSHIP_UK), photographed(2020, 0.45, 0.6)),
];
