// The broad set's locked part: 20 pages made after the vault part was first reported and tuned on,
// from templates and texts that share nothing with the other parts (templates-locked*.ts,
// prose-locked*.ts, records-locked*.ts), seeds 4001-4020. A seventh held-out part, kept for an honest
// measure: no reader was run on these pages while they were made, no one looks at what any reader
// makes of them before the headline bench first reports them, and no per-page decision may be tuned
// on them. Three pages of small print (8, 9 and 10 pt), two of columns, three letters, three bills (a
// train ticket, a vet's invoice, a car rental's), a form, two tables and a slide, born digital; then five captures of those
// templates: scanned at 200, 300 (JPEG) and 400 DPI and photographed twice with a phone (the rental
// invoice, the vet's invoice and the train ticket drawn with other seeds, so with other figures, than
// their born-digital pages).
import { photographed, scanned } from './looks.js';
import { PATENT_EN } from './prose-locked.js';
import { JUDGMENT_DE } from './prose-locked-judgment.js';
import { RULES_IT } from './prose-locked-rules.js';
import { CLASSIFIEDS_RU } from './records-locked-classifieds.js';
import { ACCIDENT_IT } from './records-locked-form.js';
import { LOAN_CS, POOL_UK, TIDES_PT } from './records-locked-grids.js';
import { ADMISSION_PT, NOTARY_FR } from './records-locked-letters.js';
import { RENTAL_DE, VET_FR } from './records-locked-money.js';
import { RECIPES_PL } from './records-locked-recipes.js';
import { REFERRAL_ES } from './records-locked-referral.js';
import { TICKET_UK } from './records-locked-ticket.js';
import { specMaker, type HtmlSpec } from './specs-tuning.js';
import { patentPage } from './templates-locked.js';
import { classifiedsPage, recipesPage } from './templates-locked-columns.js';
import { accidentReport } from './templates-locked-form.js';
import { loanSchedule, tideTable } from './templates-locked-grids.js';
import { admissionLetter, notaryLetter, referralLetter } from './templates-locked-letters.js';
import { judgmentPage, rulesPage } from './templates-locked-print.js';
import { rentalInvoice } from './templates-locked-rental.js';
import { poolSlide } from './templates-locked-slide.js';
import { trainTicket } from './templates-locked-ticket.js';
import { vetInvoice } from './templates-locked-vet.js';

const page = specMaker('l-');

export const lockedSpecs = (): HtmlSpec[] => [
  page('patent-en-8pt', 'small-print', 'en', () => patentPage(PATENT_EN)),
  page('judgment-de-9pt', 'small-print', 'de', () => judgmentPage(JUDGMENT_DE)),
  page('rules-it-10pt', 'small-print', 'it', () => rulesPage(RULES_IT)),
  page('classifieds-ru', 'columns', 'ru', () => classifiedsPage(CLASSIFIEDS_RU)),
  page('recipes-pl', 'columns', 'pl', () => recipesPage(RECIPES_PL)),
  page('admission-pt', 'letter', 'pt', () => admissionLetter(ADMISSION_PT)),
  page('referral-es', 'letter', 'es', () => referralLetter(REFERRAL_ES)),
  page('notary-fr', 'letter', 'fr', () => notaryLetter(NOTARY_FR)),
  page('ticket-uk', 'invoice', 'uk', () => trainTicket(TICKET_UK, 4009)),
  page('vet-fr', 'invoice', 'fr', () => vetInvoice(VET_FR, 4010)),
  page('rental-de', 'invoice', 'de', () => rentalInvoice(RENTAL_DE, 4011)),
  page('accident-it', 'form', 'it', () => accidentReport(ACCIDENT_IT)),
  page('tides-pt', 'table', 'pt', () => tideTable(TIDES_PT)),
  page('loan-cs', 'table', 'cs', () => loanSchedule(LOAN_CS)),
  page('pool-uk', 'slide', 'uk', () => poolSlide(POOL_UK)),
  page('scan200-rental-de', 'scan', 'de', () => rentalInvoice(RENTAL_DE, 4016), scanned(200, 0.7, 4016)),
  page('scan300-referral-es', 'scan', 'es', () => referralLetter(REFERRAL_ES), scanned(300, -0.5, 4017, 85)),
  page('scan400-patent-en', 'scan', 'en', () => patentPage(PATENT_EN), scanned(400, 0.35, 4018)),
  page('photo-vet-fr', 'photo', 'fr', () => vetInvoice(VET_FR, 4019), photographed(4019, 0.6, 0.5)),
  page('photo-ticket-uk', 'photo', 'uk', () => trainTicket(TICKET_UK, 4020), photographed(4020, 0.5, 0.65)),
];
