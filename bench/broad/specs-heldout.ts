// The broad set's held-out part: 24 pages from templates and texts nothing was tuned on
// (templates-heldout*.ts, prose-heldout.ts, records-heldout.ts), seeds 901-924. Its results are
// reported apart; no per-page decision may be tuned on them.
import { photographed, scanned } from './looks.js';
import { HELD_OUT_PROSE as H } from './prose-heldout.js';
import { APP_FORMS, DARK_SLIDES, TIMETABLES } from './records-heldout-grid.js';
import { MEMOS, QUOTES } from './records-heldout.js';
import { specMaker, type HtmlSpec } from './specs-tuning.js';
import { appForm, darkSlide, quote, timetable } from './templates-heldout-grid.js';
import { manual, memo, newsletter, terms } from './templates-heldout.js';

const page = specMaker('h-');

export const heldOutSpecs = (): HtmlSpec[] => [
  page('manual-en-8pt', 'small-print', 'en', () =>
    manual(
      H.en!,
      8,
      901,
      'Service manual: centrifugal pump CRN 45',
      'Warning: never run the pump dry. Isolate the supply before removing the cover.',
    ),
  ),
  page('manual-pl-9pt', 'small-print', 'pl', () =>
    manual(H.pl!, 9, 902, 'Instrukcja obsługi pralki WX-7', 'Uwaga: przed czyszczeniem filtra odłącz pralkę od zasilania.'),
  ),
  page('manual-uk-9pt', 'small-print', 'uk', () =>
    manual(H.uk!, 9, 903, 'Інструкція з обслуговування насоса', 'Увага: ніколи не вмикайте насос без води.'),
  ),
  page('terms-de-8pt', 'small-print', 'de', () => terms(H.de!, 8, 904, 'Allgemeine Geschäftsbedingungen', 'Stand: 1. Januar 2026')),
  page('terms-ru-9pt', 'small-print', 'ru', () => terms(H.ru!, 9, 905, 'Правила проживания в доме', 'Редакция от 1 марта 2026 года')),
  page('terms-it-10pt', 'small-print', 'it', () =>
    terms(H.it!, 10, 906, 'Regolamento del parcheggio condominiale', "Approvato dall'assemblea il 12 gennaio 2026"),
  ),
  page('newsletter-en', 'columns', 'en', () =>
    newsletter(H.en!, 9, 907, 'Highfield Works News', ['Pump servicing', 'Warranty reminders', 'Spare parts'], 3),
  ),
  page('newsletter-fr', 'columns', 'fr', () =>
    newsletter(H.fr!, 10, 908, 'La Lettre de la piscine', ['Règlement', 'Sécurité', "Horaires d'été"], 2),
  ),
  page('memo-en', 'letter', 'en', () => memo(H.en!, 11, 909, MEMOS.en)),
  page('memo-cs', 'letter', 'cs', () => memo(H.cs!, 11, 910, MEMOS.cs)),
  page('quote-pt', 'invoice', 'pt', () => quote(QUOTES.pt, 911)),
  page('quote-en', 'invoice', 'en', () => quote(QUOTES.en, 912)),
  page('appform-cs', 'form', 'cs', () => appForm(APP_FORMS.cs)),
  page('appform-en', 'form', 'en', () => appForm(APP_FORMS.en)),
  page('timetable-fr', 'table', 'fr', () => timetable(TIMETABLES.fr, 915)),
  page('timetable-de', 'table', 'de', () => timetable(TIMETABLES.de, 916)),
  page('slide-dark-en', 'slide', 'en', () => darkSlide(DARK_SLIDES.en)),
  page('slide-dark-es', 'slide', 'es', () => darkSlide(DARK_SLIDES.es)),
  page(
    'scan200-manual-es',
    'scan',
    'es',
    () => manual(H.es!, 10, 919, 'Manual de instalación del termostato', 'Atención: desconecte la corriente antes de abrir la caja.'),
    scanned(200, -0.8, 919),
  ),
  page(
    'scan400-terms-pt',
    'scan',
    'pt',
    () => terms(H.pt!, 9, 920, 'Condições de utilização do aquecedor', 'Versão de janeiro de 2026'),
    scanned(400, 0.5, 920),
  ),
  page('scan300-memo-uk', 'scan', 'uk', () => memo(H.uk!, 11, 921, MEMOS.uk), scanned(300, 1.8, 921, 85)),
  page('photo-quote-en', 'photo', 'en', () => quote(QUOTES.en, 922), photographed(922, 0.8, 0.6)),
  page('photo-memo-ru', 'photo', 'ru', () => memo(H.ru!, 11, 923, MEMOS.ru), photographed(923, 0.5, 0.8)),
  page(
    'photo-manual-it',
    'photo',
    'it',
    () => manual(H.it!, 11, 924, 'Istruzioni per il cancello automatico', 'Attenzione: non sostare sotto il cancello in movimento.'),
    photographed(924, 0.6, 0.5),
  ),
];
