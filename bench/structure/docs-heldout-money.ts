// Held-out documents (added 2026-11-26, never tuned on): a bank statement whose transactions sit in
// a rules-only table with a running balance, an invoice whose description cells wrap over several
// lines with a totals block of label/value lines under it (not a table), and exam marks under a
// two-level header of centred spans.
import { int, money, right, seeded } from './content.js';
import type { CellSpec, DocSpec } from './spec.js';

const PAYEES = [
  'Card payment, Corner Bakery',
  'Direct debit, City Water',
  'Card payment, Fuel Station 22',
  'Transfer to savings',
  'Cash withdrawal, Market Street',
  'Card payment, Northgate Pharmacy',
  'Mobile phone bill',
  'Refund, Online Books',
  'Card payment, Riverside Cinema',
  'Direct debit, Home Insurance',
  'Card payment, Hardware Depot',
];

function transactions(): CellSpec[][] {
  const rnd = seeded(211);
  let balance = 1842.37;
  const rows: CellSpec[][] = [
    [
      { text: '01 Oct' },
      { text: 'Balance brought forward' },
      { text: '' },
      { text: '' },
      { text: money(balance, 'en', 2), align: 'right' },
    ],
  ];
  const n = 24;
  for (let i = 0; i < n; i++) {
    const day = String(1 + Math.floor(((i + 1) * 30) / (n + 1))).padStart(2, '0');
    let out = '';
    let inn = '';
    let what: string;
    if (i === 3) [what, inn] = ['Salary, Harbour Freight Ltd', money(2914.6, 'en', 2)];
    else if (i === 5) [what, out] = ['Standing order, Rent', money(950, 'en', 2)];
    else {
      what = PAYEES[int(rnd, 0, PAYEES.length - 1)]!;
      const amount = int(rnd, 250, 16000) / 100;
      if (what.startsWith('Refund')) inn = money(amount, 'en', 2);
      else out = money(amount, 'en', 2);
    }
    balance += (inn ? Number(inn.replace(/,/g, '')) : 0) - (out ? Number(out.replace(/,/g, '')) : 0);
    rows.push([{ text: `${day} Oct` }, { text: what }, ...right(out, inn, money(balance, 'en', 2))]);
  }
  return rows;
}

const ITEMS: [string, string, number, number][] = [
  ['DK140', 'Height-adjustable desk, 1400 x 700 mm, oak veneer top, electric lift with two memory positions', 6, 489],
  ['CH22', 'Task chair with mesh back, adjustable lumbar support and armrests, black fabric seat', 12, 176.5],
  ['SC3', 'Acoustic screen for desk pairs, 1600 mm wide, grey felt', 4, 129],
  ['PD5', 'Mobile pedestal with three drawers and central lock, two keys supplied, white', 6, 98.75],
  ['INS', 'Delivery, unpacking and assembly on the third floor, removal of all packaging from the site on the same day', 1, 420],
];

const invoiceRows = (): CellSpec[][] =>
  ITEMS.map(([code, text, qty, price]) => [
    { text: code },
    { text },
    ...right(String(qty), money(price, 'en', 2), money(qty * price, 'en', 2)),
  ]);
const subtotal = ITEMS.reduce((s, [, , q, p]) => s + q * p, 0);

function marks(): CellSpec[][] {
  const rnd = seeded(233);
  return ['Amira Haddad', 'Ben Carter', 'Chloe Duval', 'Daniel Mensah', 'Eva Novak', 'Felix Braun', 'Grace Liu', 'Hugo Silva'].map(
    (name) => {
      const m = Array.from({ length: 5 }, () => int(rnd, 28, 99));
      const total = Math.round(m.reduce((a, b) => a + b, 0) / m.length);
      return [{ text: name, kind: 'row_header' as const }, ...right(...m.map(String), String(total))];
    },
  );
}

export const HELDOUT_MONEY_DOCS: DocSpec[] = [
  {
    id: 'bank-statement',
    kind: 'hrules',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Sans Condensed', size: 8.5, margin: '16mm 15mm' },
    pages: [
      {
        blocks: [
          { kind: 'text', text: 'Riverside Bank plc · 40 Harbour Road, Leith · Customer service 0131 496 0200', align: 'right' },
          { kind: 'title', text: 'Statement of Account' },
          {
            kind: 'fields',
            rows: [
              ['Account holder', 'Ms Joanna Whitlock'],
              ['Sort code and account number', '80-22-61 · 41907735'],
              ['Statement period', '1 October to 31 October 2026'],
            ],
          },
          {
            kind: 'table',
            table: {
              style: 'hrules',
              headerRows: 1,
              width: '100%',
              fontSize: '8pt',
              rows: [[{ text: 'Date' }, { text: 'Details' }, ...right('Paid out', 'Paid in', 'Balance')], ...transactions()],
            },
          },
          { kind: 'text', text: 'Please check this statement and tell us about any entry you do not recognise within 30 days.' },
        ],
      },
    ],
  },
  {
    id: 'invoice-wrapped',
    kind: 'multiline-cells',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Serif Condensed', size: 9.5, margin: '20mm 24mm' },
    pages: [
      {
        blocks: [
          { kind: 'text', text: 'Meridian Office Interiors Ltd · 7 Foundry Row, Sheffield S3 8EN · VAT GB 318 4471 26', align: 'center' },
          { kind: 'title', text: 'Tax Invoice MOI-5582' },
          {
            kind: 'fields',
            rows: [
              ['Bill to', 'Harbour Freight Ltd, 12 Dock Road, Hull HU9 1TA'],
              ['Invoice date', '14 January 2027'],
              ['Due date', '13 February 2027'],
            ],
          },
          {
            kind: 'table',
            table: {
              style: 'ruled',
              headerRows: 1,
              width: '100%',
              rows: [
                [{ text: 'Code' }, { text: 'Description', align: 'center' }, ...right('Qty', 'Unit price', 'Amount')],
                ...invoiceRows(),
              ],
            },
          },
          { kind: 'text', text: `Subtotal: ${money(subtotal, 'en', 2)}`, align: 'right' },
          { kind: 'text', text: `VAT at 20%: ${money(subtotal * 0.2, 'en', 2)}`, align: 'right' },
          { kind: 'text', text: `Total due: GBP ${money(subtotal * 1.2, 'en', 2)}`, align: 'right' },
          { kind: 'text', text: 'Bank transfer to Meridian Office Interiors Ltd, account 22871406, sort code 40-11-62.' },
        ],
      },
    ],
  },
  {
    id: 'exam-marks',
    kind: 'merged-header',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Serif', size: 10.5, margin: '28mm 26mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Module Results: Applied Statistics' },
          { kind: 'text', text: 'Every mark is out of 100; the final mark is the mean of the five, rounded to a whole number.' },
          {
            kind: 'table',
            table: {
              style: 'hrules',
              headerRows: 2,
              width: '85%',
              rows: [
                [
                  { text: 'Student', rowSpan: 2 },
                  { text: 'Written papers', colSpan: 3, align: 'center' },
                  { text: 'Practical', colSpan: 2, align: 'center' },
                  { text: 'Final', rowSpan: 2, align: 'right' },
                ],
                [
                  { text: 'P1', align: 'center' },
                  { text: 'P2', align: 'center' },
                  { text: 'P3', align: 'center' },
                  { text: 'Lab', align: 'center' },
                  { text: 'Project', align: 'center' },
                ],
                ...marks(),
              ],
            },
          },
          { kind: 'text', text: 'Marks are provisional until the examination board meets on 30 June.' },
        ],
      },
    ],
  },
];
