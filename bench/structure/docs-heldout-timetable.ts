// A held-out document (added 2026-11-26, never tuned on): a bus timetable of departure times in
// many narrow centred columns.
import { int, seeded } from './content.js';
import type { CellSpec, DocSpec } from './spec.js';

const STOPS: [string, number][] = [
  ['Harbour Bus Station', 0],
  ['Customs House', 3],
  ['Market Square', 7],
  ['St Anne’s Church', 10],
  ['University Main Gate', 15],
  ['Science Park', 19],
  ['Hospital', 24],
  ['Northfield Shops', 29],
  ['Northfield Depot', 33],
];

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function timetable(first: number, every: number, trips: number, seed: number): CellSpec[][] {
  const rnd = seeded(seed);
  const starts = Array.from({ length: trips }, (_, i) => first + i * every + int(rnd, 0, 4));
  const skips = new Set(starts.filter(() => rnd() < 0.25));
  return [
    [{ text: 'Stop' }, ...starts.map((_, i) => ({ text: String(101 + i * 2), align: 'center' as const }))],
    ...STOPS.map(([stop, off]) => [
      { text: stop, kind: 'row_header' as const },
      ...starts.map((s) => ({ text: stop === 'Science Park' && skips.has(s) ? '–' : hhmm(s + off), align: 'center' as const })),
    ]),
  ];
}

export const HELDOUT_TIMETABLE_DOCS: DocSpec[] = [
  {
    id: 'bus-timetable',
    kind: 'ruled',
    language: 'en',
    heldOut: true,
    style: { font: 'DejaVu Sans Condensed', size: 8, margin: '16mm 12mm' },
    pages: [
      {
        blocks: [
          { kind: 'title', text: 'Route 14: Harbour – University – Northfield' },
          { kind: 'text', text: 'Valid from 5 January 2027. Journey numbers are shown at the head of each column.' },
          { kind: 'heading', level: 2, text: 'Monday to Friday' },
          {
            kind: 'table',
            table: { style: 'ruled', headerRows: 1, width: '100%', fontSize: '7.5pt', rows: timetable(5 * 60 + 40, 22, 13, 311) },
          },
          { kind: 'heading', level: 2, text: 'Saturday' },
          {
            kind: 'table',
            table: { style: 'ruled', headerRows: 1, width: '100%', fontSize: '7.5pt', rows: timetable(7 * 60 + 5, 40, 11, 313) },
          },
          { kind: 'text', text: 'A dash means the journey does not call at that stop. No service on Sundays and public holidays.' },
        ],
      },
    ],
  },
];
