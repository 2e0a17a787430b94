// The broad set's buried part: 20 pages made after the hidden part was first reported and tuned on,
// from templates and texts that share nothing with the other parts (templates-buried*.ts,
// prose-buried*.ts, records-buried*.ts), seeds 6001-6020. A ninth held-out part, kept for an honest
// measure: no reader was run on these pages while they were made, no one looks at what any reader
// makes of them before the headline bench first reports them, and no per-page decision may be tuned
// on them. Three pages of small print (8, 9 and 10 pt), two of columns, three letters, three bills
// (an electrician's invoice, a bakery's till receipt, an optician's invoice), a form, two tables and
// a slide, born digital; then five captures of those templates: scanned at 200, 300 (JPEG) and 400
// DPI and photographed twice with a phone (the electrician's invoice scanned and the bakery receipt
// and the optician's invoice photographed are drawn with other seeds, so with other figures, than
// their born-digital pages).
import { photographed, scanned } from './looks.js';
import { STORAGE_DE } from './prose-buried.js';
import { HOSTEL_UK } from './prose-buried-hostel.js';
import { MARINA_EN } from './prose-buried-marina.js';
import { ALLOTMENT_PL } from './records-buried-allotment.js';
import { DOGFEE_CS } from './records-buried-dogfee.js';
import { DONOR_EN } from './records-buried-form.js';
import { FIXTURES_IT, SKI_CS } from './records-buried-grids.js';
import { BANK_PT, NURSERY_FR } from './records-buried-letters.js';
import { BAKERY_DE, ELECTRICIAN_ES } from './records-buried-money.js';
import { OPTICIAN_IT } from './records-buried-optician.js';
import { VACCINE_PT } from './records-buried-slide.js';
import { THEATRE_RU } from './records-buried-theatre.js';
import { specMaker, type HtmlSpec } from './specs-tuning.js';
import { storageTerms } from './templates-buried.js';
import { bakeryReceipt } from './templates-buried-bakery.js';
import { allotmentPage, theatreProgramme } from './templates-buried-columns.js';
import { dogFeeLetter } from './templates-buried-dogfee.js';
import { electricianInvoice } from './templates-buried-electrician.js';
import { donorForm } from './templates-buried-form.js';
import { fixturesList, skiPrices } from './templates-buried-grids.js';
import { bankLetter, nurseryLetter } from './templates-buried-letters.js';
import { opticianInvoice } from './templates-buried-optician.js';
import { hostelRules, marinaTerms } from './templates-buried-print.js';
import { vaccineSlide } from './templates-buried-slide.js';

const page = specMaker('z-');

export const buriedSpecs = (): HtmlSpec[] => [
  page('storage-de-8pt', 'small-print', 'de', () => storageTerms(STORAGE_DE)),
  page('marina-en-9pt', 'small-print', 'en', () => marinaTerms(MARINA_EN)),
  page('hostel-uk-10pt', 'small-print', 'uk', () => hostelRules(HOSTEL_UK)),
  page('allotment-pl', 'columns', 'pl', () => allotmentPage(ALLOTMENT_PL)),
  page('theatre-ru', 'columns', 'ru', () => theatreProgramme(THEATRE_RU)),
  page('nursery-fr', 'letter', 'fr', () => nurseryLetter(NURSERY_FR)),
  page('bank-pt', 'letter', 'pt', () => bankLetter(BANK_PT)),
  page('dogfee-cs', 'letter', 'cs', () => dogFeeLetter(DOGFEE_CS)),
  page('electrician-es', 'invoice', 'es', () => electricianInvoice(ELECTRICIAN_ES, 6009)),
  page('bakery-de', 'invoice', 'de', () => bakeryReceipt(BAKERY_DE, 6010)),
  page('optician-it', 'invoice', 'it', () => opticianInvoice(OPTICIAN_IT, 6011)),
  page('donor-en', 'form', 'en', () => donorForm(DONOR_EN)),
  page('fixtures-it', 'table', 'it', () => fixturesList(FIXTURES_IT, 6013)),
  page('skipass-cs', 'table', 'cs', () => skiPrices(SKI_CS)),
  page('vaccine-pt', 'slide', 'pt', () => vaccineSlide(VACCINE_PT)),
  page('scan200-electrician-es', 'scan', 'es', () => electricianInvoice(ELECTRICIAN_ES, 6016), scanned(200, -0.75, 6016)),
  page('scan300-dogfee-cs', 'scan', 'cs', () => dogFeeLetter(DOGFEE_CS), scanned(300, 0.55, 6017, 82)),
  page('scan400-storage-de', 'scan', 'de', () => storageTerms(STORAGE_DE), scanned(400, -0.35, 6018)),
  page('photo-bakery-de', 'photo', 'de', () => bakeryReceipt(BAKERY_DE, 6019), photographed(6019, 0.45, 0.7)),
  page('photo-optician-it', 'photo', 'it', () => opticianInvoice(OPTICIAN_IT, 6020), photographed(6020, 0.75, 0.35)),
];
