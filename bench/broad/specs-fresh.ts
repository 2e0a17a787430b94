// The broad set's fresh part: 20 pages made after the recognition code was tuned, from templates
// and texts that share nothing with the other parts (templates-fresh*.ts, prose-fresh.ts,
// records-fresh*.ts), seeds 951-970. A second held-out part: nobody has looked at what any reader
// makes of these pages, and no per-page decision may be tuned on them.
import { photographed, scanned } from './looks.js';
import { FRESH_PROSE as P } from './prose-fresh.js';
import { BILL_ES, STATEMENT_FR } from './records-fresh-grid.js';
import { MENU_CS, RECEIPT_EN } from './records-fresh-shop.js';
import { LETTERS } from './records-fresh-letters.js';
import { DELIVERY_PL, LAB_PT, PROGRAMME_IT } from './records-fresh-tables.js';
import { LEASE_RU, LEAFLET_DE, LEGAL_EN, NOTICE_UK, RESUME_EN, SLIDE_EN } from './records-fresh.js';
import { specMaker, type HtmlSpec } from './specs-tuning.js';
import { bill, receipt, statement } from './templates-fresh-grid.js';
import { bulletSlide, letterhead, resume } from './templates-fresh-letters.js';
import { deliveryNote, labResults, menu, programme } from './templates-fresh-tables.js';
import { contractPage, leaflet, leaseExcerpt, notice } from './templates-fresh.js';

const page = specMaker('f-');

export const freshSpecs = (): HtmlSpec[] => [
  page('contract-en-8pt', 'columns', 'en', () => contractPage(P.en, 8, 951, LEGAL_EN)),
  page('leaflet-de-9pt', 'small-print', 'de', () => leaflet(P.de, 9, 952, LEAFLET_DE)),
  page('notice-uk-9pt', 'small-print', 'uk', () => notice(P.uk, 9, 953, NOTICE_UK)),
  page('lease-ru-10pt', 'small-print', 'ru', () => leaseExcerpt(P.ru, 10, 954, LEASE_RU)),
  page('statement-fr', 'table', 'fr', () => statement(STATEMENT_FR, 955)),
  page('bill-es', 'invoice', 'es', () => bill(BILL_ES, 956)),
  page('delivery-pl', 'form', 'pl', () => deliveryNote(DELIVERY_PL, 957)),
  page('menu-cs', 'columns', 'cs', () => menu(MENU_CS)),
  page('programme-it', 'table', 'it', () => programme(PROGRAMME_IT)),
  page('receipt-en', 'invoice', 'en', () => receipt(RECEIPT_EN, 960)),
  page('labs-pt', 'table', 'pt', () => labResults(LAB_PT, 961)),
  page('cv-en', 'columns', 'en', () => resume(RESUME_EN)),
  page('letter-de', 'letter', 'de', () => letterhead(LETTERS.de)),
  page('letter-uk', 'letter', 'uk', () => letterhead(LETTERS.uk)),
  page('slide-en', 'slide', 'en', () => bulletSlide(SLIDE_EN)),
  page('scan200-delivery-pl', 'scan', 'pl', () => deliveryNote(DELIVERY_PL, 966), scanned(200, 1.1, 966)),
  page('scan300-statement-fr', 'scan', 'fr', () => statement(STATEMENT_FR, 967), scanned(300, -0.7, 967, 85)),
  page('scan400-lease-ru', 'scan', 'ru', () => leaseExcerpt(P.ru, 10, 968, LEASE_RU), scanned(400, 0.5, 968)),
  page('photo-receipt-en', 'photo', 'en', () => receipt(RECEIPT_EN, 969), photographed(969, 0.7, 0.6)),
  page('photo-labs-pt', 'photo', 'pt', () => labResults(LAB_PT, 970), photographed(970, 0.5, 0.7)),
];
