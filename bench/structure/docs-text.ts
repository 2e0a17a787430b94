// English documents with no table or with a table that is not the point: two-column articles with
// headings (one with a full-width table between the column runs) and nested lists. Letters, a memo
// and a form are in docs-letters.ts.
import { money, prose, right } from './content.js';
import type { DocSpec } from './spec.js';

export const TEXT_DOCS: DocSpec[] = [
  {
    id: 'article-two-column',
    kind: 'two-column',
    language: 'en',
    heldOut: false,
    style: { font: 'DejaVu Serif', size: 9.5, margin: '20mm 18mm', lineHeight: 1.3 },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Rail Freight Returns to the Valleys' },
          {
            kind: 'columns',
            columns: [
              [
                { kind: 'heading', level: 2, text: 'A New Terminal' },
                { kind: 'text', text: prose('en', 0, 4), align: 'justify' },
                { kind: 'text', text: prose('en', 4, 3), align: 'justify' },
              ],
              [
                { kind: 'heading', level: 2, text: 'Who Pays' },
                { kind: 'text', text: prose('en', 7, 4), align: 'justify' },
                { kind: 'text', text: prose('en', 11, 2), align: 'justify' },
              ],
            ],
          },
          {
            kind: 'table',
            table: {
              style: 'ruled',
              headerRows: 1,
              width: '100%',
              caption: 'Freight moved by rail, thousand tonnes',
              rows: [
                [{ text: 'Line' }, ...right('2023', '2024', '2025')],
                ...['Valley line', 'Coast line', 'Border line'].map((l, i) => [
                  { text: l, kind: 'row_header' as const },
                  ...right(money(410 + i * 95, 'en'), money(455 + i * 88, 'en'), money(530 + i * 71, 'en')),
                ]),
              ],
            },
          },
          {
            kind: 'columns',
            columns: [
              [
                { kind: 'heading', level: 2, text: 'What Comes Next' },
                { kind: 'text', text: prose('en', 2, 3), align: 'justify' },
              ],
              [{ kind: 'text', text: prose('en', 6, 4), align: 'justify' }],
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'newsletter-two-column',
    kind: 'two-column',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Sans', size: 9, margin: '18mm 16mm' },
    pages: [
      {
        header: 'Depot News · Issue 14',
        blocks: [
          { kind: 'title', text: 'Winter Newsletter' },
          {
            kind: 'columns',
            gap: '8mm',
            columns: [
              [
                { kind: 'heading', level: 2, text: 'From the Manager' },
                { kind: 'text', text: prose('en', 1, 4) },
                { kind: 'heading', level: 3, text: 'New Starters' },
                { kind: 'text', text: prose('en', 8, 3) },
              ],
              [
                { kind: 'heading', level: 2, text: 'Safety Corner' },
                { kind: 'text', text: prose('en', 5, 3) },
                { kind: 'heading', level: 3, text: 'Dates for the Diary' },
                { kind: 'text', text: prose('en', 10, 3) },
              ],
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'lists-nested',
    kind: 'lists',
    language: 'en',
    heldOut: false,
    style: { font: 'DejaVu Sans', size: 10.5, margin: '24mm 22mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Site Opening Checklist' },
          { kind: 'text', text: 'Work through both lists before the first delivery is accepted.' },
          { kind: 'heading', level: 2, text: 'Equipment' },
          {
            kind: 'list',
            ordered: false,
            items: [
              {
                text: 'Racking installed and inspected',
                children: [{ text: 'Load signs fixed to every bay' }, { text: 'Anchor bolts torqued and marked' }],
              },
              { text: 'Dock levellers tested' },
              { text: 'Scanners paired with the network', children: [{ text: 'Spare batteries charged' }] },
            ],
          },
          { kind: 'heading', level: 2, text: 'People' },
          {
            kind: 'list',
            ordered: true,
            items: [
              { text: 'Appoint a site lead and a deputy.' },
              {
                text: 'Train every operator on the new layout.',
                children: [{ text: 'Forklift refresher for returning staff.' }, { text: 'Fire drill in the first week.' }],
              },
              { text: 'Publish the shift rota two weeks ahead.' },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'lists-mixed',
    kind: 'lists',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Serif', size: 11, margin: '25mm 25mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'How to File an Expense Claim' },
          {
            kind: 'list',
            ordered: true,
            items: [
              {
                text: 'Collect every receipt.',
                childrenOrdered: false,
                children: [
                  { text: 'Paper receipts: scan them the same day.' },
                  { text: 'Card receipts: download them from the bank.', children: [{ text: 'Keep the PDF, not a screenshot.' }] },
                ],
              },
              { text: 'Fill in the claim form online.' },
              {
                text: 'Ask your manager to approve it.',
                childrenOrdered: false,
                children: [{ text: 'Claims over 500 euros need a second approver.' }],
              },
              { text: 'Wait for payment with your next salary.' },
            ],
          },
          { kind: 'text', text: prose('en', 3, 2) },
        ],
      },
    ],
  },
];
