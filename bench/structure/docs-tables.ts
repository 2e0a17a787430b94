// English documents whose point is one kind of table: ruled and unruled (rules-only financial
// statements are in docs-financial.ts).
import { head, int, money, prose, right, sans, seeded, serif } from './content.js';
import type { CellSpec, DocSpec } from './spec.js';

function invoiceRows(): CellSpec[][] {
  const rnd = seeded(11);
  const items = [
    'Pallet racking, steel',
    'Forklift service, 4 h',
    'Shrink wrap, 500 m',
    'Safety gloves, box of 50',
    'Barcode labels, 10 rolls',
    'Delivery to site',
  ];
  return items.map((d, i) => {
    const qty = int(rnd, 1, 12);
    const price = int(rnd, 900, 48000) / 100;
    return [
      { text: String(i + 1), align: 'right' },
      { text: d },
      ...right(String(qty), money(price, 'en', 2), money(qty * price, 'en', 2)),
    ];
  });
}

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const TABLE_DOCS: DocSpec[] = [
  {
    id: 'ruled-invoice',
    kind: 'ruled',
    language: 'en',
    heldOut: false,
    style: sans,
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Invoice 2026-117' },
          {
            kind: 'fields',
            rows: [
              ['Invoice date', '21 November 2026'],
              ['Customer', 'Northwind Logistics Ltd'],
              ['Payment terms', '30 days net'],
            ],
          },
          {
            kind: 'table',
            table: {
              style: 'ruled',
              headerRows: 1,
              width: '100%',
              rows: [head('No.', 'Description', 'Qty', 'Unit price', 'Amount'), ...invoiceRows()],
            },
          },
          { kind: 'text', text: 'Please quote the invoice number with your payment. Goods remain our property until paid in full.' },
        ],
      },
    ],
  },
  {
    id: 'ruled-schedule',
    kind: 'ruled',
    language: 'en',
    heldOut: true,
    style: serif,
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Training Centre Timetable' },
          { kind: 'text', text: prose('en', 8, 2) },
          { kind: 'heading', level: 2, text: 'Week of 7 December' },
          {
            kind: 'table',
            table: {
              style: 'ruled',
              headerRows: 1,
              rows: [
                head('Day', 'Room', 'Morning', 'Afternoon', 'Trainer'),
                ...days.map((d, i) => [
                  { text: d, kind: 'row_header' as const },
                  { text: `B${101 + i * 3}` },
                  { text: ['Safety', 'Forklift', 'First aid', 'Loading', 'Inventory', 'Review'][i]! },
                  { text: ['Stock control', 'Customs', 'Fire drill', 'Packing', 'Routing', 'Open day'][i]! },
                  { text: ['A. Byrne', 'K. Osei', 'M. Lund', 'P. Rossi', 'S. Haddad', 'J. Kim'][i]! },
                ]),
              ],
            },
          },
          { kind: 'text', text: prose('en', 3, 1) },
        ],
      },
    ],
  },
  {
    id: 'unruled-prices',
    kind: 'unruled',
    language: 'en',
    heldOut: false,
    style: sans,
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Spare Parts Price List' },
          { kind: 'text', text: prose('en', 0, 3) },
          {
            kind: 'table',
            table: {
              style: 'unruled',
              headerRows: 1,
              rows: [
                head('Part number', 'Description', 'Pack', 'Price'),
                ...[
                  'Drive belt',
                  'Roller bearing',
                  'Hydraulic hose',
                  'Brake pad set',
                  'Air filter',
                  'Fuel pump',
                  'Seat cushion',
                  'Mirror glass',
                  'Tail lamp',
                  'Wiper blade',
                ].map((d, i) => [
                  { text: `SP-${4410 + i * 17}` },
                  { text: d },
                  { text: String([1, 2, 1, 4, 1, 1, 1, 2, 1, 2][i]) },
                  { text: money(12.5 + i * 7.25, 'en', 2), align: 'right' as const },
                ]),
              ],
            },
          },
          { kind: 'text', text: prose('en', 5, 2) },
        ],
      },
    ],
  },
  {
    id: 'unruled-contacts',
    kind: 'unruled',
    language: 'en',
    heldOut: false,
    style: { ...serif, size: 10.5 },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Office Directory' },
          {
            kind: 'table',
            table: {
              style: 'unruled',
              headerRows: 1,
              rows: [
                head('Name', 'Department', 'Extension', 'Room'),
                ...[
                  ['Alice Byrne', 'Finance'],
                  ['Kwame Osei', 'Logistics'],
                  ['Maria Lund', 'Human resources'],
                  ['Paolo Rossi', 'Sales'],
                  ['Sara Haddad', 'Legal'],
                  ['Jin Kim', 'IT support'],
                  ['Tom Walsh', 'Facilities'],
                ].map(([n, d], i) => [{ text: n! }, { text: d! }, { text: String(2140 + i * 11) }, { text: `${3 + (i % 3)}.${12 + i}` }]),
              ],
            },
          },
          { kind: 'text', text: 'Call the front desk on extension 2000 for anyone not listed here.' },
        ],
      },
    ],
  },
];
