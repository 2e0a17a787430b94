// English financial statements whose tables are ruled only between rows (rules-only): an income
// statement and a balance sheet.
import { figures, head, int, money, prose, right, sans, seeded, serif } from './content.js';
import type { CellSpec, DocSpec } from './spec.js';

function incomeLines(): CellSpec[][] {
  const rnd = seeded(23);
  return [
    'Revenue',
    'Cost of sales',
    'Gross profit',
    'Distribution costs',
    'Administrative expenses',
    'Other income',
    'Operating profit',
    'Finance costs',
    'Profit before tax',
    'Income tax',
    'Profit for the year',
  ].map((label) => {
    const a = int(rnd, -9000, 48000);
    const b = int(rnd, -9000, 48000);
    return figures(label, [money(a, 'en'), money(b, 'en'), `${(((a - b) / Math.abs(b || 1)) * 100).toFixed(1)}%`]);
  });
}

export const FINANCIAL_DOCS: DocSpec[] = [
  {
    id: 'hrules-income',
    kind: 'hrules',
    language: 'en',
    heldOut: false,
    style: { ...serif, size: 10 },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Consolidated Income Statement' },
          { kind: 'text', text: 'For the year ended 31 December 2025, in thousands of euros.' },
          {
            kind: 'table',
            table: {
              style: 'hrules',
              headerRows: 1,
              width: '100%',
              rows: [[{ text: '' }, ...right('2025', '2024', 'Change')], ...incomeLines()],
            },
          },
          { kind: 'text', text: prose('en', 7, 2) },
        ],
      },
    ],
  },
  {
    // Tuning set, no longer held out: looked at while tuning the table finder on 2026-11-26.
    id: 'hrules-balance',
    kind: 'hrules',
    language: 'en',
    heldOut: false,
    style: { ...sans, size: 9.5 },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Balance Sheet Summary' },
          { kind: 'heading', level: 2, text: 'Assets' },
          {
            kind: 'table',
            table: {
              style: 'hrules',
              headerRows: 1,
              width: '80%',
              rows: [
                head('Item', '2025', '2024'),
                ...['Property and equipment', 'Intangible assets', 'Inventories', 'Trade receivables', 'Cash and equivalents'].map((l, i) =>
                  figures(l, [money(8120 - i * 1311, 'en'), money(7730 - i * 1207, 'en')]),
                ),
              ],
            },
          },
          { kind: 'heading', level: 2, text: 'Liabilities' },
          {
            kind: 'table',
            table: {
              style: 'hrules',
              headerRows: 1,
              width: '80%',
              rows: [
                head('Item', '2025', '2024'),
                ...['Borrowings', 'Trade payables', 'Provisions', 'Deferred income'].map((l, i) =>
                  figures(l, [money(5210 - i * 977, 'en'), money(5490 - i * 1013, 'en')]),
                ),
              ],
            },
          },
          { kind: 'text', text: prose('en', 6, 1) },
        ],
      },
    ],
  },
];
