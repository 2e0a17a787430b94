// A held-out three-page report (added 2026-11-26, never tuned on): a running header and
// "Page N of 3" on every page, headings of two levels, and a vehicle register that runs over the
// first page break, each page's part its own table with the header row repeated.
import { int, money, right, seeded } from './content.js';
import type { CellSpec, DocSpec, PageSpec } from './spec.js';

const MODELS = ['Volvo FH 460', 'Scania R 450', 'MAN TGX 18.470', 'DAF XF 480', 'Mercedes Actros 1845', 'Iveco S-Way 490'];

function register(n: number): CellSpec[][] {
  const rnd = seeded(401);
  return Array.from({ length: n }, (_, i) => {
    const year = int(rnd, 2016, 2025);
    const km = int(rnd, 20, 110) * (2027 - year) * 1000 + int(rnd, 0, 999);
    const month = String(int(rnd, 1, 10)).padStart(2, '0');
    return [
      { text: `HF-${String(2101 + i * 7)}` },
      { text: MODELS[int(rnd, 0, MODELS.length - 1)]! },
      ...right(
        String(year),
        money(km, 'en'),
        `2026-${month}-${String(int(rnd, 1, 28)).padStart(2, '0')}`,
        money(int(rnd, 180, 9400), 'en'),
      ),
    ];
  });
}

const head: CellSpec[] = [{ text: 'Vehicle' }, { text: 'Model' }, ...right('Year', 'Odometer, km', 'Last service', 'Cost 2026, EUR')];
const vehicles = register(44);
const regTable = (rows: CellSpec[][]) => ({
  kind: 'table' as const,
  table: { style: 'ruled' as const, headerRows: 1, width: '100%', fontSize: '8.5pt', rows: [head, ...rows] },
});

const page = (n: number, blocks: PageSpec['blocks']): PageSpec => ({
  header: 'Harbour Freight Ltd — Fleet Maintenance Review 2026',
  number: `Page ${n} of 3`,
  blocks,
});

export const HELDOUT_REPORT_DOCS: DocSpec[] = [
  {
    id: 'fleet-review',
    kind: 'running-furniture',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Sans Condensed', size: 9.5, margin: '24mm 18mm 26mm' },
    pages: [
      page(1, [
        { kind: 'title', text: 'Fleet Maintenance Review' },
        { kind: 'heading', level: 2, text: 'Scope' },
        {
          kind: 'text',
          text: 'This review covers every heavy goods vehicle on the company register on 30 September 2026. Costs are workshop invoices paid in the calendar year to date, excluding tyres and fuel.',
        },
        { kind: 'heading', level: 2, text: 'Vehicle Register' },
        {
          kind: 'text',
          text: 'Vehicles are listed in order of registration with the company. The odometer reading is the one recorded at the last service.',
        },
        regTable(vehicles.slice(0, 19)),
      ]),
      page(2, [
        regTable(vehicles.slice(19)),
        { kind: 'heading', level: 3, text: 'Vehicles Due for Replacement' },
        {
          kind: 'text',
          text: 'Eleven vehicles are older than eight years or have run more than 900,000 km. Their combined workshop cost this year is close to a quarter of the fleet total.',
        },
      ]),
      page(3, [
        { kind: 'heading', level: 2, text: 'Findings' },
        { kind: 'heading', level: 3, text: 'Service Intervals' },
        {
          kind: 'text',
          text: 'Most vehicles were serviced within the interval set by the manufacturer. Seven were late by more than a month, all of them based at the Hull depot, where the workshop was short of two mechanics over the summer.',
        },
        { kind: 'heading', level: 3, text: 'Costs' },
        {
          kind: 'text',
          text: 'Workshop costs rise steeply after the sixth year of service. Brake and suspension work accounts for most of the increase, followed by exhaust treatment faults on the older engines.',
        },
        { kind: 'heading', level: 2, text: 'Recommendations' },
        {
          kind: 'list',
          ordered: true,
          items: [
            { text: 'Replace the eleven oldest vehicles over the next two years.' },
            { text: 'Recruit two mechanics for the Hull workshop before the spring.' },
            { text: 'Report late services to the fleet manager every month.' },
          ],
        },
      ]),
    ],
  },
];
