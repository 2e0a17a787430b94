// The broad set's vault part: 20 pages made after the sealed part was first reported and looked at,
// from templates and texts that share nothing with the other parts (templates-vault*.ts,
// prose-vault*.ts, records-vault*.ts), seeds 3001-3020. A sixth held-out part, kept for an honest
// measure: no reader was run on these pages while they were made, no one looks at what any reader
// makes of them before the headline bench first reports them, and no per-page decision may be tuned
// on them. Three pages of small print (8, 9 and 10 pt), two of columns, three letters, three
// invoices and bills, a form, two tables and a slide, born digital; then five captures of those
// templates: scanned at 200, 300 (JPEG) and 400 DPI and photographed twice with a phone (the parts
// order and the restaurant bill drawn with other seeds, so with other figures, than their
// born-digital pages).
import { photographed, scanned } from './looks.js';
import { WARRANTY_EN } from './prose-vault.js';
import { BYLAW_PL } from './prose-vault-bylaw.js';
import { SHEET_DE } from './prose-vault-sheet.js';
import { ABSTRACTS_PT } from './records-vault-abstracts.js';
import { BILL_CS } from './records-vault-bill.js';
import { BULLETIN_FR } from './records-vault-bulletin.js';
import { FERRY_IT } from './records-vault-ferry.js';
import { FOLIO_RU } from './records-vault-folio.js';
import { REGISTRATION_CS } from './records-vault-form.js';
import { AGENDA_PL, PRICES_EN } from './records-vault-grids.js';
import { CLAIM_ES, OFFER_IT } from './records-vault-letters.js';
import { PARTS_DE } from './records-vault-parts.js';
import { SCHOOL_UK } from './records-vault-school.js';
import { specMaker, type HtmlSpec } from './specs-tuning.js';
import { warrantyPage } from './templates-vault.js';
import { restaurantBill } from './templates-vault-bill.js';
import { abstractsPage, bulletinPage } from './templates-vault-columns.js';
import { hotelFolio } from './templates-vault-folio.js';
import { registrationForm } from './templates-vault-form.js';
import { agendaSlide, ferryTimetable, priceList } from './templates-vault-grids.js';
import { claimLetter, offerLetter } from './templates-vault-letters.js';
import { partsOrder } from './templates-vault-parts.js';
import { schoolNotice } from './templates-vault-school.js';
import { bylawPage, dataSheet } from './templates-vault-print.js';

const page = specMaker('v-');

export const vaultSpecs = (): HtmlSpec[] => [
  page('warranty-en-8pt', 'small-print', 'en', () => warrantyPage(WARRANTY_EN)),
  page('sds-de-9pt', 'small-print', 'de', () => dataSheet(SHEET_DE)),
  page('bylaw-pl-10pt', 'small-print', 'pl', () => bylawPage(BYLAW_PL)),
  page('abstracts-pt', 'columns', 'pt', () => abstractsPage(ABSTRACTS_PT)),
  page('bulletin-fr', 'columns', 'fr', () => bulletinPage(BULLETIN_FR)),
  page('claim-es', 'letter', 'es', () => claimLetter(CLAIM_ES)),
  page('offer-it', 'letter', 'it', () => offerLetter(OFFER_IT)),
  page('school-uk', 'letter', 'uk', () => schoolNotice(SCHOOL_UK)),
  page('folio-ru', 'invoice', 'ru', () => hotelFolio(FOLIO_RU, 3009)),
  page('bill-cs', 'invoice', 'cs', () => restaurantBill(BILL_CS, 3010)),
  page('parts-de', 'invoice', 'de', () => partsOrder(PARTS_DE, 3011)),
  page('registration-cs', 'form', 'cs', () => registrationForm(REGISTRATION_CS)),
  page('prices-en', 'table', 'en', () => priceList(PRICES_EN, 3013)),
  page('ferry-it', 'table', 'it', () => ferryTimetable(FERRY_IT)),
  page('agenda-pl', 'slide', 'pl', () => agendaSlide(AGENDA_PL)),
  page('scan200-parts-de', 'scan', 'de', () => partsOrder(PARTS_DE, 3016), scanned(200, -0.6, 3016)),
  page('scan300-claim-es', 'scan', 'es', () => claimLetter(CLAIM_ES), scanned(300, 0.45, 3017, 85)),
  page('scan400-bylaw-pl', 'scan', 'pl', () => bylawPage(BYLAW_PL), scanned(400, -0.3, 3018)),
  page('photo-bill-cs', 'photo', 'cs', () => restaurantBill(BILL_CS, 3019), photographed(3019, 0.55, 0.6)),
  page('photo-school-uk', 'photo', 'uk', () => schoolNotice(SCHOOL_UK), photographed(3020, 0.5, 0.5)),
];
