// Reading order where whitespace lies: a receipt's prices beside its items (and what is not such a
// grid), rules that belong to different things stacked down a page, and bullets OCR reads as
// letters. The pages of the broad set that taught each are in structure-unseen-pages.test.ts.
import { describe, expect, it } from 'vitest';
import { pageStructure } from '../../src/structure/page-structure.js';
import { isFigure } from '../../src/structure/paragraphs/figures.js';
import type { Bbox } from '../../src/layout/page-layout.js';
import type { StyledLine } from '../../src/structure/model.js';
import { gridLines, hRule, lineOf, page, prose, textLine, vRule } from './structure-tables-page.js';

/** A line with the box OCR gave it (page fractions), its words spread evenly across it. */
function placed(text: string, bbox: Bbox): StyledLine {
  const l = textLine(text, bbox[0] * 612, bbox[1] * 792, { size: 10 });
  const step = (bbox[2] - bbox[0]) / l.line.words.length;
  const words = l.line.words.map((w, i) => ({ ...w, bbox: [bbox[0] + i * step, bbox[1], bbox[0] + (i + 0.9) * step, bbox[3]] as Bbox }));
  return { ...l, line: { ...l.line, bbox, words } };
}

const order = (lines: StyledLine[], rules: Bbox[] = [], bornDigital = false): string[] =>
  pageStructure(page(lines, rules, bornDigital)).lines.map((l) => l.text);

describe('reading order: a receipt', () => {
  const items = [
    'Deck Screws 2-1/2 in 1 lb',
    'Wood Glue 8 oz',
    'Sandpaper Assorted 10 pk',
    'Painters Tape 1.88 in',
    'Drop Cloth Canvas 9x12',
  ];
  const prices = ['25.62', '5.36', '5.19', '7.52', '4.06'];
  const lines = [
    textLine('MAPLE STREET HARDWARE', 200, 60),
    textLine('412 Maple Street', 215, 74),
    ...items.flatMap((item, i) => [textLine(item, 200, 100 + 14 * i), textLine(prices[i]!, 400, 100 + 14 * i)]),
  ];

  it('reads each price after its item, though a clean gutter parts them', () => {
    const text = order(lines);
    expect(text.slice(0, 2)).toEqual(['MAPLE STREET HARDWARE', '412 Maple Street']);
    expect(text.join(' ')).toContain('Deck Screws 2-1/2 in 1 lb 25.62 Wood Glue 8 oz 5.36');
  });

  it('reads two address blocks side by side down, though their lines share rows: they hold no figures', () => {
    const sender = ['Supplier', 'Hurtownia Budowlana sp. z o.o.', 'ul. Skladowa 12', '61-897 Poznan', 'NIP 781-204-17-55'];
    const recipient = ['Recipient', 'Zaklad Remontowy Gorecki', 'ul. Zrodlana 4a', '62-020 Swarzedz', 'NIP 777-318-62-09'];
    const lines = [...sender.map((t, i) => textLine(t, 72, 100 + 14 * i)), ...recipient.map((t, i) => textLine(t, 330, 100 + 14 * i))];
    expect(order(lines)).toEqual([...sender, ...recipient]);
  });

  it('tells a figure from a word, loosely, as OCR gives prices', () => {
    expect(['25.62', '~ 6.41', '$173.55', '. 4.06', '12', 'EUR 12.50'].every(isFigure)).toBe(true);
    expect(['Wood Glue 8 oz', 'NIP 781-204-17-55 Poznan', 'Total', '61-897 Poznan'].some(isFigure)).toBe(false);
  });

  it('still reads two columns of prose down, though their lines share rows', () => {
    const left = prose(72, 100, 8, 46);
    const right = prose(320, 100, 8, 46);
    const text = order([...left, ...right], [], true);
    expect(text.slice(0, 8)).toEqual(left.map((l) => l.line.text));
  });
});

describe('reading order: rules that belong to different things', () => {
  it('does not stack a heading underline with a rule below a full-width table rule', () => {
    const lines = [
      textLine('Seller', 72, 90, { bold: true }),
      textLine('Buyer', 330, 90, { bold: true }),
      ...['Meblotop Biuro', 'ul. Grunwaldzka 188', '60-166 Poznan'].map((t, i) => textLine(t, 72, 110 + 14 * i)),
      ...['Kancelaria Notarialna', 'ul. Mickiewicza 9', '85-071 Bydgoszcz'].map((t, i) => textLine(t, 330, 110 + 14 * i)),
      lineOf(
        [
          ['No. Item', 72],
          ['Qty', 300],
          ['Net', 380],
          ['Gross', 480],
        ],
        180,
      ),
      ...[1, 2, 3].map((n) =>
        lineOf(
          [
            [`${n}. Desk lamp`, 72],
            ['2', 300],
            ['120,00', 380],
            ['147,60', 480],
          ],
          200 + 16 * n,
        ),
      ),
      textLine('Rate Net VAT Gross', 340, 290),
      textLine('23% 360,00 82,80 442,80', 340, 306),
    ];
    const rules = [hRule(72, 300, 102), hRule(330, 540, 102), hRule(60, 550, 175), hRule(60, 550, 195), hRule(335, 550, 300)];
    const found = pageStructure(page(lines, rules, false));
    expect(found.tables.filter((t) => t.bbox[0] > 0.5 && t.bbox[1] < 0.15)).toEqual([]);
    const text = found.lines.map((l) => l.text);
    expect(text.indexOf('Kancelaria Notarialna')).toBeLessThan(text.indexOf('No. Item Qty Net Gross'));
  });
});

describe('reading order: bullets read as letters', () => {
  it('makes no table of a list whose bullets OCR read as the same letter, beside a chart', () => {
    // A slide as OCR gave it (u-slide-uk, in page fractions): square bullets read as "є", a bar
    // chart's title and value labels on the right, an item wrapped onto a second line.
    const at = (text: string, x: number, y: number, size = 14): StyledLine => textLine(text, x * 612, y * 792, { size });
    const lines = [
      at('є', 0.074, 0.257, 8),
      at('Facades of seven schools', 0.101, 0.252, 16),
      at('Gas use by schools, thousand m3', 0.573, 0.25, 11),
      at('insulated', 0.102, 0.294, 16),
      ...['412', '376', '341', '318'].map((t, i) => at(t, 0.587 + 0.074 * i, 0.334 + 0.022 * i, 11)),
      at('є', 0.074, 0.353, 8),
      at('Six hundred windows were replaced', 0.102, 0.348, 16),
      at('є', 0.074, 0.411, 8),
      at('Solar panels installed of power', 0.103, 0.405, 16),
      at('180 kW', 0.103, 0.444, 16),
      at('є', 0.074, 0.507, 8),
      at('Gas use fell by twenty-three %', 0.102, 0.502, 16),
      at('є Next stage: the boiler rooms now', 0.074, 0.561, 16),
      // The bars themselves, read as two letters on one line as tall as the bars.
      placed('Й й', [0.721, 0.41, 0.849, 0.655]),
      at('2021 2022 2023 2024 2025', 0.584, 0.664, 11),
    ];
    expect(pageStructure(page(lines, [], false)).tables).toEqual([]);
  });

  it('still finds a table whose first column numbers its items in the item cell', () => {
    const rows = ['1. Desk lamp', '2. Office chair', '3. Filing cabinet', '4. Whiteboard'];
    const lines = [
      lineOf(
        [
          ['Item', 72],
          ['Qty', 300],
          ['Net', 380],
          ['Gross', 480],
        ],
        100,
      ),
      ...rows.map((item, i) =>
        lineOf(
          [
            [item, 72],
            [`${i + 2}`, 300],
            [`${120 + i},00`, 380],
            [`${147 + i},60`, 480],
          ],
          118 + 16 * i,
        ),
      ),
    ];
    expect(pageStructure(page(lines, [hRule(60, 550, 96), hRule(60, 550, 114), hRule(60, 550, 184)], false)).tables).toHaveLength(1);
  });
});

describe('reading order: a rule drawn across the text', () => {
  // b-interview-pt (the blind part): a magazine's name and issue on one row over a rule across
  // the page, a section label under it, then a wide title over two columns.
  const lines = [
    textLine('Revista Maré', 72, 60, { size: 14, bold: true }),
    textLine('N.º 47, primavera de 2026', 420, 62),
    textLine('ENTREVISTA', 72, 92, { bold: true }),
    textLine('As pradarias marinhas são florestas', 72, 112, { size: 18 }),
    ...prose(72, 150, 10, 44),
    ...prose(320, 150, 10, 44),
  ];
  const head = (rules: Bbox[]): string[] => order(lines, rules).slice(0, 3);

  it('reads the row above it before anything below it', () => {
    expect(head([hRule(72, 560, 78)])).toEqual(['Revista Maré', 'N.º 47, primavera de 2026', 'ENTREVISTA']);
  });

  it('cuts nothing where it spans only part of the text (a heading underline)', () => {
    expect(head([hRule(72, 200, 78)])).toEqual(head([]));
  });
});

describe('reading order: a table OCR handed over column by column', () => {
  // A ruled table of items and prices; Tesseract gave its columns as blocks of their own, every
  // item and then every price (v-photo-bill-cs, a photographed bill). Its text reads row by row.
  const rows = [
    ['Item', 'Qty', 'Price'],
    ['Mineral water', '2', '3.80'],
    ['Bread rolls', '6', '2.40'],
    ['Butter', '1', '2.15'],
    ['Apples', '4', '3.96'],
  ];
  const xs = [80, 300, 420];
  const cells = gridLines(rows, xs, 120, 20);
  const rules = [...[113, 133, 153, 173, 193, 213].map((y) => hRule(72, 500, y)), ...[72, 290, 410, 500].map((x) => vRule(x, 113, 213))];

  it('reads the table row by row when the lines come column by column', () => {
    const byColumn = [0, 1, 2].flatMap((c) => cells.filter((l) => Math.abs(l.line.bbox[0] * 612 - xs[c]!) < 1));
    const found = pageStructure(page(byColumn, rules, false));
    expect(found.tables).toHaveLength(1);
    expect(found.lines.map((l) => l.text)).toEqual(rows.flat());
  });

  it('keeps lines that already come row by row as they are', () => {
    expect(pageStructure(page(cells, rules, false)).lines.map((l) => l.text)).toEqual(rows.flat());
  });
});
