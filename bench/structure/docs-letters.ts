// English documents made of prose and label: value lines, no table: a letter, a memo and a form.
import { prose } from './content.js';
import type { DocSpec } from './spec.js';

export const LETTER_DOCS: DocSpec[] = [
  {
    id: 'letter-en',
    kind: 'no-table',
    language: 'en',
    heldOut: false,
    style: { font: 'DejaVu Serif', size: 11, margin: '30mm 28mm' },
    pages: [
      {
        blocks: [
          {
            kind: 'fields',
            rows: [
              ['From', 'Northwind Logistics Ltd, 14 Canal Wharf, Leeds'],
              ['To', 'Ms Maria Lund, Lund Trading AB'],
              ['Date', '21 November 2026'],
              ['Reference', 'NL/2026/4471'],
            ],
          },
          { kind: 'text', text: 'Dear Ms Lund,' },
          { kind: 'text', text: prose('en', 0, 3) },
          { kind: 'text', text: prose('en', 3, 3) },
          { kind: 'text', text: prose('en', 9, 2) },
          { kind: 'text', text: 'Yours sincerely, Alice Byrne, Head of Finance' },
        ],
      },
    ],
  },
  {
    id: 'memo-en',
    kind: 'no-table',
    language: 'en',
    heldOut: false,
    style: { font: 'DejaVu Sans', size: 10, margin: '22mm 24mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Memorandum' },
          {
            kind: 'fields',
            rows: [
              ['To', 'All depot managers'],
              ['From', 'Operations director'],
              ['Date', '3 March 2026'],
              ['Subject', 'Changes to the night shift'],
            ],
          },
          { kind: 'text', text: prose('en', 2, 3) },
          {
            kind: 'list',
            ordered: false,
            items: [
              { text: 'Night shifts end at 05:30 from 1 April.' },
              { text: 'Overtime must be agreed in advance.' },
              { text: 'Security staff lock the yard gates at 23:00.' },
            ],
          },
          { kind: 'text', text: prose('en', 6, 2) },
        ],
      },
    ],
  },
  {
    id: 'form-en',
    kind: 'no-table',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Sans Condensed', size: 10.5, margin: '22mm 22mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Supplier Registration Form' },
          { kind: 'heading', level: 2, text: 'Company Details' },
          {
            kind: 'fields',
            rows: [
              ['Company name', 'Baltic Timber Supplies'],
              ['Registration number', '40203118842'],
              ['VAT number', 'LV40203118842'],
              ['Address', 'Krasta iela 52, Riga'],
            ],
          },
          { kind: 'heading', level: 2, text: 'Contact Person' },
          {
            kind: 'fields',
            rows: [
              ['Name', 'Janis Ozols'],
              ['Position', 'Sales manager'],
              ['Phone', '+371 2914 4410'],
              ['E-mail', 'janis.ozols@baltictimber.lv'],
            ],
          },
          { kind: 'heading', level: 2, text: 'Bank Account' },
          {
            kind: 'fields',
            rows: [
              ['Bank', 'Swedbank AS'],
              ['IBAN', 'LV80 HABA 0551 0234 5678 9'],
            ],
          },
        ],
      },
    ],
  },
];
