// The broad set's unseen part: 20 pages made in the 2026-11-29 session, never read while tuning, from
// templates and texts that share nothing with the other parts (templates-unseen*.ts,
// prose-unseen*.ts, records-unseen*.ts), seeds 981-1000. A third held-out part: no one looks at
// what any reader makes of these pages before the headline bench first reports them, and no
// per-page decision may be tuned on them.
import { photographed, scanned } from './looks.js';
import { UNSEEN_PROSE as P } from './prose-unseen.js';
import { POLICY_DE, SAFETY_CS, TERMS_ES } from './records-unseen.js';
import { ARTICLE_IT, BROCHURE_PT } from './records-unseen-columns.js';
import { PERMIT_DE } from './records-unseen-form.js';
import { EMAIL_EN, LETTER_FR, LETTER_RU } from './records-unseen-letters.js';
import { INVOICE_PL, TILL_EN, UTILITY_UK } from './records-unseen-money.js';
import { CONTENTS_EN, FIGURES_FR, SLIDE_UK } from './records-unseen-tables.js';
import { specMaker, type HtmlSpec } from './specs-tuning.js';
import { conditions, policyLetter, safetySheet } from './templates-unseen.js';
import { article, brochure } from './templates-unseen-columns.js';
import { permitForm } from './templates-unseen-form.js';
import { companyLetter, formalLetter, printedEmail } from './templates-unseen-letters.js';
import { ruledInvoice, utilityBill } from './templates-unseen-money.js';
import { tillSlip } from './templates-unseen-till.js';
import { chartSlide, contents, figuresTable } from './templates-unseen-tables.js';

const page = specMaker('u-');

export const unseenSpecs = (): HtmlSpec[] => [
  page('terms-es-8pt', 'small-print', 'es', () => conditions(P.es, 8, 981, TERMS_ES)),
  page('safety-cs-9pt', 'small-print', 'cs', () => safetySheet(P.cs, 9, 982, SAFETY_CS)),
  page('policy-de-10pt', 'small-print', 'de', () => policyLetter(P.de, 10, 983, POLICY_DE)),
  page('article-it', 'columns', 'it', () => article(P.it, 984, ARTICLE_IT)),
  page('brochure-pt', 'columns', 'pt', () => brochure(BROCHURE_PT)),
  page('letter-fr', 'letter', 'fr', () => formalLetter(LETTER_FR)),
  page('letter-ru', 'letter', 'ru', () => companyLetter(LETTER_RU)),
  page('email-en', 'letter', 'en', () => printedEmail(EMAIL_EN)),
  page('invoice-pl', 'invoice', 'pl', () => ruledInvoice(INVOICE_PL, 989)),
  page('utility-uk', 'invoice', 'uk', () => utilityBill(UTILITY_UK, 990)),
  page('receipt-en', 'invoice', 'en', () => tillSlip(TILL_EN, 991)),
  page('contents-en', 'table', 'en', () => contents(CONTENTS_EN)),
  page('permit-de', 'form', 'de', () => permitForm(PERMIT_DE)),
  page('figures-fr', 'table', 'fr', () => figuresTable(FIGURES_FR, 994)),
  page('slide-uk', 'slide', 'uk', () => chartSlide(SLIDE_UK)),
  page('scan200-invoice-pl', 'scan', 'pl', () => ruledInvoice(INVOICE_PL, 996), scanned(200, 0.9, 996)),
  page('scan300-policy-de', 'scan', 'de', () => policyLetter(P.de, 10, 997, POLICY_DE), scanned(300, -0.6, 997, 85)),
  page('scan400-terms-es', 'scan', 'es', () => conditions(P.es, 8, 998, TERMS_ES), scanned(400, 0.4, 998)),
  page('photo-receipt-en', 'photo', 'en', () => tillSlip(TILL_EN, 999), photographed(999, 0.6, 0.65)),
  page('photo-letter-fr', 'photo', 'fr', () => formalLetter(LETTER_FR), photographed(1000, 0.45, 0.55)),
];
