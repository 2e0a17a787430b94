// Long numeric tables (one crossing a page break, its header repeated) and multi-page documents
// with running headers, footers and page numbers.
import { int, money, prose, right, seeded } from './content.js';
import type { CellSpec, DocSpec, PageSpec } from './spec.js';

function ledgerRows(n: number): CellSpec[][] {
  const rnd = seeded(57);
  let balance = 25000;
  return Array.from({ length: n }, (_, i) => {
    const debit = rnd() < 0.5 ? int(rnd, 100, 4000) : 0;
    const credit = debit ? 0 : int(rnd, 100, 3000);
    balance += credit - debit;
    const day = String(1 + (i % 28)).padStart(2, '0');
    return [
      { text: `2025-${String(1 + Math.floor(i / 28) + 9).padStart(2, '0')}-${day}` },
      { text: `JV-${7100 + i * 3}` },
      ...right(debit ? money(debit, 'en', 2) : '', credit ? money(credit, 'en', 2) : '', money(balance, 'en', 2)),
    ];
  });
}

const ledgerHead = [{ text: 'Date' }, { text: 'Voucher' }, ...right('Debit', 'Credit', 'Balance')];
const ledger = ledgerRows(46);

function measurements(): CellSpec[][] {
  const rnd = seeded(71);
  return Array.from({ length: 32 }, (_, i) => [
    { text: `S${String(i + 1).padStart(3, '0')}` },
    ...right(...Array.from({ length: 5 }, (_, j) => (int(rnd, 100, 9999) / (j < 2 ? 100 : 10)).toFixed(j < 2 ? 2 : 1))),
  ]);
}

function reportPage(n: number, total: number, blocks: PageSpec['blocks']): PageSpec {
  return {
    header: 'Northwind Logistics · Annual Operations Report 2025',
    footer: 'Internal use only',
    number: `Page ${n} of ${total}`,
    blocks,
  };
}

export const LONG_DOCS: DocSpec[] = [
  {
    id: 'long-ledger',
    kind: 'long-numeric',
    language: 'en',
    heldOut: false,
    style: { font: 'DejaVu Sans', size: 9, margin: '22mm 20mm 24mm' },
    pages: [
      {
        header: 'General Ledger · Account 4100 Freight Income',
        number: '1',
        blocks: [
          { kind: 'title', text: 'Account Statement' },
          { kind: 'table', table: { style: 'hrules', headerRows: 1, width: '100%', rows: [ledgerHead, ...ledger.slice(0, 34)] } },
        ],
      },
      {
        header: 'General Ledger · Account 4100 Freight Income',
        number: '2',
        blocks: [
          { kind: 'table', table: { style: 'hrules', headerRows: 1, width: '100%', rows: [ledgerHead, ...ledger.slice(34)] } },
          { kind: 'text', text: 'Closing balance carried forward to the next period.' },
        ],
      },
    ],
  },
  {
    id: 'long-measurements',
    kind: 'long-numeric',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Serif Condensed', size: 8.5, margin: '18mm 20mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Laboratory Results, Batch 12' },
          { kind: 'table', table: { style: 'ruled', headerRows: 1, rows: [head6(), ...measurements()] } },
        ],
      },
    ],
  },
  {
    id: 'report-furniture',
    kind: 'running-furniture',
    language: 'en',
    heldOut: false,
    style: { font: 'DejaVu Serif', size: 11, margin: '26mm 24mm' },
    pages: [
      reportPage(1, 3, [
        { kind: 'title', text: 'Annual Operations Report' },
        { kind: 'heading', level: 2, text: 'Summary' },
        { kind: 'text', text: prose('en', 0, 4) },
        { kind: 'text', text: prose('en', 4, 3) },
        { kind: 'heading', level: 2, text: 'Network' },
        { kind: 'text', text: prose('en', 7, 4) },
      ]),
      reportPage(2, 3, [
        { kind: 'heading', level: 3, text: 'Depots' },
        { kind: 'text', text: prose('en', 2, 3) },
        {
          kind: 'table',
          table: {
            style: 'ruled',
            headerRows: 1,
            caption: 'Table 1. Depots by size',
            rows: [
              [{ text: 'Depot' }, ...right('Area, m²', 'Staff', 'Docks')],
              ...['Leeds', 'Bristol', 'Glasgow', 'Cardiff'].map((d, i) => [
                { text: d, kind: 'row_header' as const },
                ...right(money(12000 + i * 2750, 'en'), String(40 + i * 9), String(8 + i)),
              ]),
            ],
          },
        },
        { kind: 'text', text: prose('en', 9, 3) },
      ]),
      reportPage(3, 3, [
        { kind: 'heading', level: 2, text: 'Outlook' },
        { kind: 'text', text: prose('en', 5, 4) },
        { kind: 'text', text: prose('en', 11, 2) },
      ]),
    ],
  },
  {
    id: 'manual-furniture',
    kind: 'running-furniture',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Sans', size: 10, margin: '24mm 22mm' },
    pages: [1, 2].map((n) => ({
      header: 'Forklift Operator Manual',
      footer: 'Revision 4 · March 2026',
      number: `– ${n} –`,
      blocks:
        n === 1
          ? [
              { kind: 'title', text: 'Daily Checks' },
              { kind: 'text', text: prose('en', 3, 3) },
              { kind: 'heading', level: 2, text: 'Before the Shift' },
              {
                kind: 'list',
                ordered: true,
                items: [
                  { text: 'Walk round the truck and look for leaks.' },
                  { text: 'Test the horn, lights and brakes.' },
                  { text: 'Check the forks for cracks or bending.' },
                ],
              },
            ]
          : [
              { kind: 'heading', level: 2, text: 'After the Shift' },
              { kind: 'text', text: prose('en', 8, 3) },
              { kind: 'heading', level: 3, text: 'Charging' },
              { kind: 'text', text: prose('en', 1, 2) },
            ],
    })),
  },
];

function head6(): CellSpec[] {
  return [{ text: 'Sample' }, ...right('pH', 'Density', 'Viscosity', 'Ash, %', 'Moisture, %')];
}
