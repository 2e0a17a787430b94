// Held-out documents (added 2026-11-26, never tuned on), none with a table: a one-column contract
// page of numbered clauses with nested numbered sub-clauses, a solicitor's letter with a centred
// letterhead, a right-aligned date and an address block, and meeting minutes with two heading
// levels and action items.
import type { DocSpec } from './spec.js';

export const HELDOUT_PROSE_DOCS: DocSpec[] = [
  {
    id: 'contract-clauses',
    kind: 'lists',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Serif', size: 10, margin: '24mm 30mm', lineHeight: 1.45 },
    pages: [
      {
        number: '2',
        blocks: [
          { kind: 'title', text: 'Service Agreement' },
          {
            kind: 'text',
            text: 'This agreement is made on 2 February 2027 between Meridian Office Interiors Ltd (the Supplier) and Harbour Freight Ltd (the Customer).',
            align: 'justify',
          },
          { kind: 'heading', level: 2, text: '1. Services' },
          {
            kind: 'list',
            ordered: true,
            items: [
              { text: 'The Supplier shall deliver and assemble the furniture listed in the Schedule at the Customer’s premises.' },
              {
                text: 'The Supplier shall carry out the work during normal business hours unless the parties agree otherwise in writing.',
                children: [
                  { text: 'Work outside those hours is charged at one and a half times the standard rate.' },
                  { text: 'Work on public holidays is charged at twice the standard rate.' },
                ],
              },
              { text: 'The Customer shall give the Supplier safe access to the premises and a clear loading area.' },
            ],
          },
          { kind: 'heading', level: 2, text: '2. Payment' },
          {
            kind: 'list',
            ordered: true,
            items: [
              { text: 'The Customer shall pay each invoice within 30 days of its date.' },
              {
                text: 'If payment is late, the Supplier may:',
                children: [
                  { text: 'charge interest at 4% a year above the Bank of England base rate;' },
                  { text: 'suspend further deliveries until the overdue amount is paid.' },
                ],
              },
            ],
          },
          { kind: 'heading', level: 2, text: '3. Warranty' },
          {
            kind: 'list',
            ordered: true,
            items: [
              {
                text: 'The Supplier warrants that the goods will be free from defects in materials and workmanship for five years from delivery.',
              },
              { text: 'The warranty does not cover damage caused by misuse, accident or normal wear and tear.' },
            ],
          },
          {
            kind: 'text',
            text: 'Signed for the Supplier: Eleanor Finch, Director. Signed for the Customer: Rahul Mehta, Finance Director.',
          },
        ],
      },
    ],
  },
  {
    id: 'letter-letterhead',
    kind: 'no-table',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Sans', size: 9.5, margin: '18mm 32mm 22mm 26mm' },
    pages: [
      {
        footer: 'Harbour & Finch LLP is authorised and regulated by the Solicitors Regulation Authority, number 604118.',
        blocks: [
          { kind: 'text', text: 'Harbour & Finch Solicitors', align: 'center' },
          { kind: 'text', text: '22 Quay Street, Bristol BS1 4DB · Telephone 0117 496 0321 · www.harbourfinch.example', align: 'center' },
          { kind: 'text', text: '9 January 2027', align: 'right' },
          { kind: 'text', text: 'Mr Tomasz Nowak' },
          { kind: 'text', text: '18 Mill Lane' },
          { kind: 'text', text: 'Oxford OX2 6HT' },
          { kind: 'text', text: 'Our reference: HF/TN/0193' },
          { kind: 'text', text: 'Dear Mr Nowak,' },
          {
            kind: 'text',
            text: 'Thank you for sending us the draft lease for the ground-floor shop at 4 Broad Walk. We have now read it in full and compared it with the heads of terms that you agreed with the landlord in November.',
          },
          {
            kind: 'text',
            text: 'Most of the draft follows those terms. Two points differ: the rent review is upwards only, and the break clause may be used by the landlord as well as by you. We suggest that you raise both before signing, since neither was discussed at the viewing.',
          },
          {
            kind: 'text',
            text: 'We would be glad to write to the landlord’s solicitors on your behalf. Please let us know by the end of next week whether you would like us to do so, and we will send you a copy of our letter.',
          },
          { kind: 'text', text: 'Yours sincerely,' },
          { kind: 'text', text: 'Eleanor Finch' },
          { kind: 'text', text: 'Partner' },
        ],
      },
    ],
  },
  {
    id: 'minutes-meeting',
    kind: 'lists',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Sans Condensed', size: 11, margin: '22mm 24mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Minutes of the Residents’ Association' },
          {
            kind: 'text',
            text: 'Held on 18 November 2026 at 7 pm in the Community Hall, Wexford Road. Present: eleven members; apologies from three.',
          },
          { kind: 'heading', level: 2, text: 'Matters Discussed' },
          { kind: 'heading', level: 3, text: 'Parking on Wexford Road' },
          {
            kind: 'text',
            text: 'Members reported that delivery vans often block the pavement near the school in the mornings. The council has offered to paint new lines if the association collects evidence.',
          },
          {
            kind: 'list',
            ordered: false,
            items: [
              { text: 'Photographs to be taken on five weekday mornings.' },
              { text: 'Complaints from parents to be passed to the secretary.' },
            ],
          },
          { kind: 'heading', level: 3, text: 'Winter Fair' },
          {
            kind: 'text',
            text: 'The fair will be held on 12 December. Twenty stalls have been booked and the hall is insured for the day.',
          },
          { kind: 'heading', level: 2, text: 'Actions' },
          {
            kind: 'list',
            ordered: true,
            items: [
              { text: 'Secretary to write to the council about the road markings.' },
              {
                text: 'Treasurer to open a separate account for fair takings.',
                childrenOrdered: false,
                children: [{ text: 'Two signatories required for every payment.' }],
              },
              { text: 'All members to recruit volunteers for the fair.' },
            ],
          },
          { kind: 'text', text: 'The next meeting will be held on 20 January 2027.' },
        ],
      },
    ],
  },
];
