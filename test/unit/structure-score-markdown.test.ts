// The structure bench's Markdown checks (bench/structure/markdown-checks.ts) on hand-written
// Markdown in the served conventions: right output passes every check, each kind of mistake
// fails its own check.
import { describe, expect, it } from 'vitest';
import { markdownChecks } from '../../bench/structure/markdown-checks.js';
import { parseMarkdown } from '../../bench/structure/markdown-parse.js';
import type { DocSpec } from '../../bench/structure/spec.js';
import { truthOf } from '../../bench/structure/truth.js';

const spec: DocSpec = {
  id: 't',
  kind: 'lists',
  language: 'en',
  heldOut: false,
  style: { font: 'DejaVu Sans', size: 10, margin: '20mm' },
  pages: [
    {
      header: 'Acme Ltd · Review',
      number: '1',
      blocks: [
        { kind: 'title', text: 'Quarterly Review' },
        { kind: 'heading', level: 2, text: 'Volumes' },
        { kind: 'text', text: 'Shipments grew in every region.' },
        { kind: 'list', ordered: false, items: [{ text: 'North grew most', children: [{ text: 'Mostly rail' }] }, { text: 'South held' }] },
      ],
    },
    {
      header: 'Acme Ltd · Review',
      number: '2',
      blocks: [
        { kind: 'list', ordered: true, items: [{ text: 'Open a depot.' }, { text: 'Hire drivers.' }] },
        {
          kind: 'table',
          table: {
            style: 'ruled',
            headerRows: 2,
            rows: [
              [
                { text: 'Region', rowSpan: 2 },
                { text: 'Shipments', colSpan: 2 },
              ],
              [{ text: '2025' }, { text: '2024' }],
              [{ text: 'North' }, { text: '4,210' }, { text: '3,990' }],
            ],
          },
        },
        {
          kind: 'table',
          table: {
            style: 'unruled',
            headerRows: 1,
            rows: [
              [{ text: 'Part' }, { text: 'Price' }],
              [{ text: 'Belt | V' }, { text: '12.50' }],
            ],
          },
        },
        { kind: 'text', text: 'The south accounts for most of the growth.' },
      ],
    },
  ],
};

const good = `<!-- PageHeader="Acme Ltd · Review" -->

# Quarterly Review

## Volumes

Shipments grew in every region.

- North grew most

  - Mostly rail

- South held

<!-- PageNumber="1" -->

<!-- PageBreak -->

<!-- PageHeader="Acme Ltd · Review" -->

1. Open a depot.

2. Hire drivers.

<table>
<tr><th rowspan="2">Region</th><th colspan="2">Shipments</th></tr>
<tr><th>2025</th><th>2024</th></tr>
<tr><td>North</td><td>4,210</td><td>3,990</td></tr>
</table>

| Part | Price |
| --- | --- |
| Belt \\| V | 12.50 |

The south accounts for most of the growth.

<!-- PageNumber="2" -->
`;

const truth = truthOf(spec);
const failing = (md: string, tolerance = 0) =>
  Object.entries(markdownChecks(truth, md, tolerance))
    .filter(([, c]) => !c.pass)
    .map(([k]) => k);

describe('parseMarkdown', () => {
  it('reads headings, list levels and numbers, comments, pipe and HTML tables with spans', () => {
    const md = parseMarkdown(good);
    expect(md.filter((l) => l.type === 'list').map((l) => l.type === 'list' && [l.level, l.ordered, l.number ?? null])).toEqual([
      [1, false, null],
      [2, false, null],
      [1, false, null],
      [1, true, 1],
      [1, true, 2],
    ]);
    const tables = md.flatMap((l) => (l.type === 'table' ? [l.table] : []));
    expect(tables[0]).toMatchObject({ rows: 3, columns: 3 });
    expect(tables[0]!.cells[1]).toMatchObject({ text: 'Shipments', column_span: 2, kind: 'column_header' });
    expect(tables[1]!.cells.map((c) => c.text)).toEqual(['Part', 'Price', 'Belt | V', '12.50']);
  });
});

describe('markdownChecks', () => {
  it('passes the right Markdown on every check', () => {
    expect(failing(good)).toEqual([]);
  });

  it('fails headings on a wrong level or a paragraph promoted to a heading', () => {
    expect(failing(good.replace('## Volumes', '### Volumes'))).toEqual(['headings']);
    expect(failing(good.replace('Shipments grew in every region.', '## Shipments grew in every region.'))).toEqual(['headings']);
  });

  it('fails lists on a wrong indentation, marker or number', () => {
    expect(failing(good.replace('  - Mostly rail', '- Mostly rail'))).toEqual(['lists']);
    expect(failing(good.replace('2. Hire drivers.', '- Hire drivers.'))).toEqual(['lists']);
    expect(failing(good.replace('2. Hire drivers.', '1. Hire drivers.'))).toEqual(['lists']);
  });

  it('fails tables on a lost span, a changed cell or a false table', () => {
    expect(failing(good.replace('<th colspan="2">Shipments</th>', '<th>Shipments</th><th></th>'))).toEqual(['tables']);
    expect(failing(good.replace('<td>4,210</td>', '<td>4,270</td>'))).toEqual(['tables']);
    expect(
      failing(good.replace('Shipments grew in every region.', 'Shipments grew in every region.\n\n| a | b |\n|---|---|\n| c | d |')),
    ).toEqual(['tables']);
  });

  it('fails reading order when paragraphs change places', () => {
    const swapped = good.replace('## Volumes\n\nShipments grew in every region.', 'Shipments grew in every region.\n\n## Volumes');
    expect(failing(swapped)).toEqual(['readingOrder']);
  });

  it('fails furniture when it lands in the body or is missing', () => {
    expect(failing(good.replace('<!-- PageHeader="Acme Ltd · Review" -->\n\n# Quarterly', 'Acme Ltd · Review\n\n# Quarterly'))).toEqual([
      'furniture',
    ]);
    expect(failing(good.replace('<!-- PageNumber="2" -->', '2'))).toEqual(['furniture']);
  });

  it('fails one paragraph a line on a paragraph split over lines or two paragraphs on one', () => {
    expect(failing(good.replace('The south accounts for most of the growth.', 'The south accounts for\nmost of the growth.'))).toEqual([
      'readingOrder',
      'oneParagraphALine',
    ]);
    expect(
      failing(
        good
          .replace('- South held\n\n<!-- PageNumber="1" -->', '<!-- PageNumber="1" -->')
          .replace('- North grew most', '- North grew most South held'),
      ),
    ).toContain('oneParagraphALine');
  });

  it('forgives a misread letter on scans with a tolerance, not without', () => {
    const misread = good.replace('Shipments grew in every region.', 'Shipmenls grew in every region.');
    expect(failing(misread)).toEqual(['readingOrder']);
    expect(failing(misread, 0.1)).toEqual([]);
  });
});
