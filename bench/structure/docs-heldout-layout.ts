// Held-out documents (added 2026-11-26, never tuned on): a two-column scientific paper page with
// numbered sections, a "Table 2." caption over a rules-only (booktabs-like) table inside a column
// and footnotes; and a slide-like page (large type, three bullets, a small table, slide furniture).
// The bus timetable is in docs-heldout-timetable.ts.
import { seeded } from './content.js';
import type { CellSpec, DocSpec } from './spec.js';

const PORTS: [string, number][] = [
  ['Duisburg', 412],
  ['Basel', 118],
  ['Liège', 96],
  ['Mannheim', 87],
  ['Vienna', 54],
  ['Budapest', 41],
];

function throughput(): CellSpec[][] {
  const rnd = seeded(307);
  return PORTS.map(([port, base]) => [
    { text: port, kind: 'row_header' as const },
    ...[0.91, 1.04, 1.08, 0.97].map((f) => ({ text: (base * f * (0.95 + rnd() * 0.1)).toFixed(1), align: 'right' as const })),
  ]);
}

/** Stops down, trips across; a trip that skips the Science Park shows a dash there. */

export const HELDOUT_LAYOUT_DOCS: DocSpec[] = [
  {
    id: 'paper-booktabs',
    kind: 'two-column',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Serif', size: 9, margin: '20mm 17mm', lineHeight: 1.25 },
    pages: [
      {
        header: 'Journal of Inland Transport 14 (2026) 211–229',
        number: '217',
        blocks: [
          {
            kind: 'columns',
            gap: '7mm',
            columns: [
              [
                {
                  kind: 'text',
                  text: 'Records with missing weeks were dropped rather than filled, since gaps cluster around holidays and floods and any interpolation would smooth exactly the peaks under study.',
                  align: 'justify',
                },
                { kind: 'heading', level: 2, text: '3. Results' },
                {
                  kind: 'text',
                  text: 'Weekly throughput was averaged over the four seasons of 2021 to 2025 for the six ports with complete records. Summer and autumn exceed the annual mean at every port, while winter falls below it by between six and eleven per cent.',
                  align: 'justify',
                },
                {
                  kind: 'table',
                  table: {
                    style: 'hrules',
                    headerRows: 1,
                    width: '100%',
                    fontSize: '8pt',
                    caption: 'Table 2. Mean weekly throughput by port and season, thousand tonnes.',
                    rows: [
                      [{ text: 'Port' }, ...['Winter', 'Spring', 'Summer', 'Autumn'].map((t) => ({ text: t, align: 'right' as const }))],
                      ...throughput(),
                    ],
                  },
                },
                {
                  kind: 'text',
                  text: 'The seasonal pattern is strongest at Duisburg¹, where container traffic dominates, and weakest at Vienna, where bulk grain shipments spread the load across the year.',
                  align: 'justify',
                },
              ],
              [
                { kind: 'heading', level: 3, text: '3.1. Model fit' },
                {
                  kind: 'text',
                  text: 'A linear model with port and season effects explains most of the variance in the weekly figures. Residuals show no trend over the five years, and the low-water summer of 2022 is the only period with a clear outlier².',
                  align: 'justify',
                },
                {
                  kind: 'text',
                  text: 'Adding the river level at the nearest gauge as a covariate improves the fit only for the two upstream ports, which suggests that draught limits bind there first.',
                  align: 'justify',
                },
                { kind: 'heading', level: 2, text: '4. Discussion' },
                {
                  kind: 'text',
                  text: 'Seasonal peaks matter for berth planning more than annual totals do. A port that is sized for the mean week will queue barges for roughly a third of the year, and the cost of that waiting is borne mostly by shippers rather than by the port itself.',
                  align: 'justify',
                },
                {
                  kind: 'text',
                  text: 'Further work should test whether the same pattern holds for ports on the Elbe and the Vistula, where winter ice adds a second constraint.',
                  align: 'justify',
                },
                {
                  kind: 'text',
                  text: 'The data and the code used for the model are available from the authors on request.',
                  align: 'justify',
                },
              ],
            ],
          },
          { kind: 'text', text: '¹ Duisburg figures include the Logport terminals from 2023 onwards.' },
          { kind: 'text', text: '² Weeks with the Kaub gauge below 78 cm were excluded from the fit.' },
        ],
      },
    ],
  },
  {
    id: 'slide-summary',
    kind: 'ruled',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Sans', size: 12, margin: '34mm 26mm' },
    pages: [
      {
        footer: 'Board meeting · 12 October 2026 · Confidential',
        number: '7',
        blocks: [
          { kind: 'title', text: 'Third Quarter at a Glance' },
          {
            kind: 'list',
            ordered: false,
            items: [
              { text: 'Revenue up 9% on the second quarter' },
              { text: 'Two new depots opened on schedule' },
              { text: 'Customer complaints at a three-year low' },
            ],
          },
          {
            kind: 'table',
            table: {
              style: 'ruled',
              headerRows: 1,
              width: '60%',
              fontSize: '11pt',
              rows: [
                [{ text: 'Measure' }, { text: 'Q2', align: 'center' }, { text: 'Q3', align: 'center' }],
                [
                  { text: 'Revenue, EUR m', kind: 'row_header' },
                  { text: '41.2', align: 'right' },
                  { text: '44.9', align: 'right' },
                ],
                [
                  { text: 'On-time delivery', kind: 'row_header' },
                  { text: '93.1%', align: 'right' },
                  { text: '95.4%', align: 'right' },
                ],
              ],
            },
          },
        ],
      },
    ],
  },
];
