// The broad set's hidden part: 20 pages made after the locked part was first reported and tuned on,
// from templates and texts that share nothing with the other parts (templates-hidden*.ts,
// prose-hidden*.ts, records-hidden*.ts), seeds 5001-5020. An eighth held-out part, kept for an
// honest measure: no reader was run on these pages while they were made, no one looks at what any
// reader makes of them before the headline bench first reports them, and no per-page decision may
// be tuned on them. Three pages of small print (8, 9 and 10 pt), two of columns, three letters,
// three bills (a plumber's invoice, a DIY store's till receipt, a dentist's invoice), a form, two
// tables and a slide, born digital; then five captures of those templates: scanned at 200, 300
// (JPEG) and 400 DPI and photographed twice with a phone (the plumber's invoice scanned and the
// till receipt photographed are drawn with other seeds, so with other figures, than their
// born-digital pages).
import { photographed, scanned } from './looks.js';
import { LICENCE_EN } from './prose-hidden.js';
import { CLUB_RU } from './prose-hidden-club.js';
import { INSURANCE_CS } from './prose-hidden-insurance.js';
import { DENTIST_CS } from './records-hidden-dentist.js';
import { ADDRESS_EN } from './records-hidden-form.js';
import { BUS_PT } from './records-hidden-bus.js';
import { MOVE_DE, TRANSCRIPT_FR } from './records-hidden-grids.js';
import { JOURNAL_ES } from './records-hidden-journal.js';
import { LANDLORD_FR, TAX_DE } from './records-hidden-letters.js';
import { PLUMBER_PT, TILL_UK } from './records-hidden-money.js';
import { PARISH_PL } from './records-hidden-parish.js';
import { SCHOOL_IT } from './records-hidden-school.js';
import { specMaker, type HtmlSpec } from './specs-tuning.js';
import { licencePage } from './templates-hidden.js';
import { journalPage, parishPage } from './templates-hidden-columns.js';
import { dentistInvoice } from './templates-hidden-dentist.js';
import { addressForm } from './templates-hidden-form.js';
import { busTimetable, transcriptPage } from './templates-hidden-grids.js';
import { landlordLetter, taxLetter } from './templates-hidden-letters.js';
import { plumberInvoice } from './templates-hidden-plumber.js';
import { clubRules, conditionsPage } from './templates-hidden-print.js';
import { tillReceipt } from './templates-hidden-receipt.js';
import { schoolLetter } from './templates-hidden-school.js';
import { moveSlide } from './templates-hidden-slide.js';

const page = specMaker('x-');

export const hiddenSpecs = (): HtmlSpec[] => [
  page('licence-en-8pt', 'small-print', 'en', () => licencePage(LICENCE_EN)),
  page('insurance-cs-9pt', 'small-print', 'cs', () => conditionsPage(INSURANCE_CS)),
  page('club-ru-10pt', 'small-print', 'ru', () => clubRules(CLUB_RU)),
  page('parish-pl', 'columns', 'pl', () => parishPage(PARISH_PL)),
  page('journal-es', 'columns', 'es', () => journalPage(JOURNAL_ES)),
  page('tax-de', 'letter', 'de', () => taxLetter(TAX_DE)),
  page('landlord-fr', 'letter', 'fr', () => landlordLetter(LANDLORD_FR)),
  page('school-it', 'letter', 'it', () => schoolLetter(SCHOOL_IT)),
  page('plumber-pt', 'invoice', 'pt', () => plumberInvoice(PLUMBER_PT, 5009)),
  page('till-uk', 'invoice', 'uk', () => tillReceipt(TILL_UK, 5010)),
  page('dentist-cs', 'invoice', 'cs', () => dentistInvoice(DENTIST_CS, 5011)),
  page('address-en', 'form', 'en', () => addressForm(ADDRESS_EN)),
  page('bus-pt', 'table', 'pt', () => busTimetable(BUS_PT)),
  page('transcript-fr', 'table', 'fr', () => transcriptPage(TRANSCRIPT_FR, 5014)),
  page('move-de', 'slide', 'de', () => moveSlide(MOVE_DE)),
  page('scan200-plumber-pt', 'scan', 'pt', () => plumberInvoice(PLUMBER_PT, 5016), scanned(200, 0.65, 5016)),
  page('scan300-school-it', 'scan', 'it', () => schoolLetter(SCHOOL_IT), scanned(300, -0.45, 5017, 85)),
  page('scan400-insurance-cs', 'scan', 'cs', () => conditionsPage(INSURANCE_CS), scanned(400, 0.3, 5018)),
  page('photo-till-uk', 'photo', 'uk', () => tillReceipt(TILL_UK, 5019), photographed(5019, 0.55, 0.6)),
  page('photo-landlord-fr', 'photo', 'fr', () => landlordLetter(LANDLORD_FR), photographed(5020, 0.65, 0.5)),
];
