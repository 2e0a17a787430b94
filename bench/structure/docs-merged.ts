// English documents with spanning cells: two-level column headers and row spans in the body
// (cells of several lines are in docs-multiline.ts).
import { int, money, prose, right, seeded } from './content.js';
import type { CellSpec, DocSpec } from './spec.js';

const regions = ['North', 'South', 'East', 'West', 'Central'];

function regionRows(): CellSpec[][] {
  const rnd = seeded(31);
  return regions.map((r) => [
    { text: r, kind: 'row_header' as const },
    ...right(...Array.from({ length: 4 }, () => money(int(rnd, 900, 9800), 'en'))),
  ]);
}

const group = (name: string, items: [string, string, string][]): CellSpec[][] =>
  items.map(([a, b, c], i) => [
    ...(i === 0 ? [{ text: name, rowSpan: items.length, kind: 'row_header' as const }] : []),
    { text: a },
    ...right(b, c),
  ]);

export const MERGED_DOCS: DocSpec[] = [
  {
    id: 'merged-regions',
    kind: 'merged-header',
    language: 'en',
    heldOut: false,
    style: { font: 'DejaVu Sans', size: 10, margin: '22mm 20mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Quarterly Review of Regional Freight' },
          { kind: 'heading', level: 2, text: 'Volumes by Region' },
          { kind: 'text', text: prose('en', 1, 2) },
          {
            kind: 'table',
            table: {
              style: 'ruled',
              headerRows: 2,
              width: '100%',
              rows: [
                [
                  { text: 'Region', rowSpan: 2 },
                  { text: 'Shipments', colSpan: 2, align: 'center' },
                  { text: 'Revenue, EUR k', colSpan: 2, align: 'center' },
                ],
                right('2025', '2024', '2025', '2024'),
                ...regionRows(),
              ],
            },
          },
          { kind: 'text', text: 'The southern region accounts for most of the growth.' },
        ],
      },
    ],
  },
  {
    id: 'merged-rowspans',
    kind: 'merged-header',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Serif', size: 10, margin: '24mm 22mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Equipment Inventory' },
          { kind: 'text', text: prose('en', 9, 2) },
          {
            kind: 'table',
            table: {
              style: 'ruled',
              headerRows: 1,
              rows: [
                [{ text: 'Category' }, { text: 'Item' }, ...right('Units', 'Value, EUR')],
                ...group('Vehicles', [
                  ['Delivery vans', '14', '392,000'],
                  ['Forklifts', '9', '171,000'],
                  ['Trailers', '6', '84,500'],
                ]),
                ...group('Buildings', [
                  ['Warehouse A', '1', '2,400,000'],
                  ['Office block', '1', '1,150,000'],
                ]),
                ...group('Computers', [
                  ['Laptops', '48', '52,800'],
                  ['Servers', '4', '38,000'],
                  ['Scanners', '12', '9,600'],
                ]),
              ],
            },
          },
        ],
      },
    ],
  },
  {
    // Tuning set: looked at while tuning the table finder on 2026-11-26, so it is not to be held out.
    id: 'merged-budget',
    kind: 'merged-header',
    language: 'en',
    heldOut: false,
    style: { font: 'DejaVu Sans Condensed', size: 10, margin: '20mm 18mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Budget by Programme' },
          {
            kind: 'table',
            table: {
              style: 'hrules',
              headerRows: 2,
              width: '100%',
              rows: [
                [
                  { text: 'Programme', rowSpan: 2 },
                  { text: 'Plan', colSpan: 3, align: 'center' },
                  { text: 'Actual', colSpan: 3, align: 'center' },
                ],
                right('Q1', 'Q2', 'Q3', 'Q1', 'Q2', 'Q3'),
                ...['Road safety', 'Clean water', 'School meals', 'Rural clinics'].map((p, i) => {
                  const rnd = seeded(40 + i);
                  return [
                    { text: p, kind: 'row_header' as const },
                    ...right(...Array.from({ length: 6 }, () => money(int(rnd, 100, 990), 'en'))),
                  ];
                }),
              ],
            },
          },
          { kind: 'text', text: prose('en', 10, 2) },
        ],
      },
    ],
  },
];
