// English documents with cells whose text runs over several lines.
import { prose } from './content.js';
import type { DocSpec } from './spec.js';

export const MULTILINE_DOCS: DocSpec[] = [
  {
    id: 'multiline-requirements',
    kind: 'multiline-cells',
    language: 'en',
    heldOut: false,
    style: { font: 'DejaVu Serif', size: 10, margin: '22mm 20mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Warehouse System Requirements' },
          { kind: 'text', text: 'Each requirement below is owned by one team and tracked until acceptance.' },
          {
            kind: 'table',
            table: {
              style: 'ruled',
              headerRows: 1,
              width: '100%',
              rows: [
                [{ text: 'ID' }, { text: 'Requirement' }, { text: 'Owner' }, { text: 'Status' }],
                ...[
                  [
                    'R-01',
                    'Every pallet is scanned on arrival and its location is recorded before the truck leaves the dock.',
                    'Receiving',
                    'Accepted',
                  ],
                  [
                    'R-02',
                    'Stock counts can be started from a handheld device and paused at any aisle without losing progress.',
                    'Inventory',
                    'In test',
                  ],
                  [
                    'R-03',
                    'Orders that miss the evening cut-off move to the next day automatically and the customer is told by e-mail.',
                    'Dispatch',
                    'Open',
                  ],
                  [
                    'R-04',
                    'Damaged goods are photographed and set aside with a reason code chosen from a short list.',
                    'Quality',
                    'Accepted',
                  ],
                  ['R-05', 'Reports of daily throughput are available by seven in the morning for every site.', 'Management', 'Open'],
                ].map((r) => r.map((text) => ({ text }))),
              ],
            },
          },
        ],
      },
    ],
  },
  {
    id: 'multiline-addresses',
    kind: 'multiline-cells',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Sans', size: 9.5, margin: '22mm 22mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Depot Addresses and Opening Hours' },
          {
            kind: 'table',
            table: {
              style: 'unruled',
              headerRows: 1,
              rows: [
                [{ text: 'Depot' }, { text: 'Address' }, { text: 'Hours' }],
                [{ text: 'Leeds' }, { text: '14 Canal Wharf\nHolbeck\nLS11 5PS' }, { text: 'Mon-Fri 7-19\nSat 8-12' }],
                [{ text: 'Bristol' }, { text: 'Unit 3, Avon Park\nSt Philips\nBS2 0JP' }, { text: 'Mon-Fri 6-18' }],
                [{ text: 'Glasgow' }, { text: '220 Kelvin Road\nG3 8AG' }, { text: 'Mon-Sat 7-17' }],
                [{ text: 'Cardiff' }, { text: 'Bay Trading Estate\nCF10 4LG' }, { text: 'Mon-Fri 8-18\nSun 10-14' }],
              ],
            },
          },
          { kind: 'text', text: prose('en', 4, 2) },
        ],
      },
    ],
  },
];
