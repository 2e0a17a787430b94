// hOCR output read back by a strict XML parser (Python's expat: any malformed byte is an error):
// one ocr_page per page sized in the pixels the page was read at, the block → paragraph → line →
// word nesting with Tesseract-style ids, word boxes and confidences as the layout says.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { escapeXml, hocrDocument } from '../../src/layout/hocr.js';
import type { Bbox, LayoutLine, PageGeometry, StoredPageLayout } from '../../src/layout/page-layout.js';

interface ParsedWord {
  id: string;
  title: string;
  text: string;
  line: string;
  lineTitle: string;
  par: string;
  block: string;
}
interface ParsedPage {
  id: string;
  title: string;
  cls: string[];
  words: ParsedWord[];
}

/** Parses strictly and lists pages and words with their ancestors' ids. */
function parse(xhtml: string): { meta: Record<string, string>; pages: ParsedPage[] } {
  const script = `
import json, sys, xml.etree.ElementTree as ET
ns = '{http://www.w3.org/1999/xhtml}'
root = ET.fromstring(sys.stdin.buffer.read())
meta = {m.get('name'): m.get('content') for m in root.iter(ns + 'meta') if m.get('name')}
pages = []
for page in root.iter(ns + 'div'):
    if page.get('class') != 'ocr_page': continue
    words = []
    for block in page:
        for par in block:
            for line in par:
                for word in line:
                    words.append({'id': word.get('id'), 'title': word.get('title'), 'text': word.text or '',
                                  'line': line.get('class') + '#' + line.get('id'), 'lineTitle': line.get('title'),
                                  'par': par.get('class') + '#' + par.get('id'),
                                  'block': block.get('class') + '#' + block.get('id')})
    pages.append({'id': page.get('id'), 'title': page.get('title'), 'cls': [c.get('class') for c in page], 'words': words})
print(json.dumps({'meta': meta, 'pages': pages}))
`;
  return JSON.parse(execFileSync('python3', ['-c', script], { input: xhtml, encoding: 'utf8' }));
}

async function collect(gen: AsyncGenerator<string>): Promise<string> {
  let out = '';
  for await (const part of gen) out += part;
  return out;
}

const line = (block: number, paragraph: number, words: [string, Bbox, number][]): LayoutLine => ({
  text: words.map((w) => w[0]).join(' '),
  bbox: [
    Math.min(...words.map((w) => w[1][0])),
    Math.min(...words.map((w) => w[1][1])),
    Math.max(...words.map((w) => w[1][2])),
    Math.max(...words.map((w) => w[1][3])),
  ],
  confidence: 0.9,
  block,
  paragraph,
  words: words.map(([text, bbox, confidence]) => ({ text, bbox, confidence })),
});

const pages: StoredPageLayout[] = [
  {
    page: 1,
    method: 'ocr',
    failed: false,
    geometry: { width: 612, height: 792, unit: 'pt', rotation: 0, dpi: 300 },
    lines: [
      line(0, 0, [
        ['Invoice', [0.1, 0.1, 0.2, 0.12], 0.97],
        ['<2026&"\'>', [0.21, 0.1, 0.4, 0.12], 0.456],
      ]),
      line(0, 0, [['Київ', [0.1, 0.13, 0.18, 0.15], 0.8]]),
      line(1, 1, [['Total', [0.5, 0.8, 0.6, 0.82], 1]]),
    ],
  },
  {
    page: 2,
    method: 'text_layer',
    failed: false,
    geometry: { width: 595, height: 842, unit: 'pt', rotation: 0, dpi: null },
    lines: [line(0, 0, [['Typed', [0.1, 0.1, 0.2, 0.12], 1]])],
  },
  {
    page: 3,
    method: 'ocr',
    failed: false,
    geometry: { width: 1000, height: 800, unit: 'px', rotation: 90, dpi: 300 },
    lines: [line(0, 0, [['Sideways', [0.1, 0.2, 0.15, 0.6], 0.9]])],
  },
  { page: 4, method: 'blank', failed: false, geometry: { width: 1700, height: 2200, unit: 'px', rotation: 0, dpi: 200 }, lines: [] },
];

describe('hOCR', () => {
  it('escapes the five XML specials, and only them', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a> Київ`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt; Київ');
  });

  it('writes strict XHTML with one ocr_page per page at the resolution each was read at', async () => {
    const xhtml = await collect(hocrDocument('scan "March" <final>.pdf', [1, 2, 3, 4], async (n) => pages[n - 1]!));
    expect(xhtml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html')).toBe(true);
    const parsed = parse(xhtml);
    expect(parsed.meta['ocr-system']).toBe('docrec');
    expect(parsed.meta['ocr-capabilities']).toContain('ocrx_word');
    expect(parsed.pages.map((p) => p.id)).toEqual(['page_1', 'page_2', 'page_3', 'page_4']);
    expect(parsed.pages[0]!.title).toBe('image "scan \\"March\\" <final>.pdf"; bbox 0 0 2550 3300; ppageno 0');
    expect(parsed.pages[1]!.title).toMatch(/; bbox 0 0 595 842; ppageno 1$/);
    expect(parsed.pages[2]!.title).toMatch(/; bbox 0 0 1000 800; ppageno 2$/);
    expect(parsed.pages[3]!.title).toMatch(/; bbox 0 0 1700 2200; ppageno 3$/);
    expect(parsed.pages[3]!.words).toEqual([]);
  });

  it('nests words in lines, paragraphs and blocks with page-scoped ids and pixel boxes', async () => {
    const parsed = parse(await collect(hocrDocument('doc', [1, 2, 3, 4], async (n) => pages[n - 1]!)));
    const words = parsed.pages[0]!.words;
    expect(parsed.pages[0]!.cls).toEqual(['ocr_carea', 'ocr_carea']);
    expect(words.map((w) => [w.text, w.id, w.line, w.par, w.block])).toEqual([
      ['Invoice', 'word_1_1', 'ocr_line#line_1_1', 'ocr_par#par_1_1', 'ocr_carea#block_1_1'],
      ['<2026&"\'>', 'word_1_2', 'ocr_line#line_1_1', 'ocr_par#par_1_1', 'ocr_carea#block_1_1'],
      ['Київ', 'word_1_3', 'ocr_line#line_1_2', 'ocr_par#par_1_1', 'ocr_carea#block_1_1'],
      ['Total', 'word_1_4', 'ocr_line#line_1_3', 'ocr_par#par_1_2', 'ocr_carea#block_1_2'],
    ]);
    // 612×792 pt at 300 DPI is 2550×3300 px; a word's box is its fractions times that.
    expect(words[0]!.title).toBe('bbox 255 330 510 396; x_wconf 97');
    expect(words[1]!.title).toBe('bbox 536 330 1020 396; x_wconf 46');
    expect(parsed.pages[1]!.words[0]!.title).toBe('bbox 60 84 119 101; x_wconf 100');
    expect(words[0]!.lineTitle).toBe('bbox 255 330 1020 396');
    // Page 3 was turned 90° clockwise to be read: its lines run counter-clockwise as displayed.
    expect(parsed.pages[2]!.words[0]).toMatchObject({
      title: 'bbox 100 160 150 480; x_wconf 90',
      lineTitle: 'bbox 100 160 150 480; textangle 90',
    });
  });

  it('asks for one page at a time, in order, as it is consumed', async () => {
    const asked: number[] = [];
    const geometry: PageGeometry = { width: 100, height: 100, unit: 'px', rotation: 0, dpi: 300 };
    const gen = hocrDocument('doc', [1, 2, 3], async (n) => {
      asked.push(n);
      return { page: n, method: 'blank', failed: false, geometry, lines: [] };
    });
    await gen.next(); // head
    expect(asked).toEqual([]);
    await gen.next();
    expect(asked).toEqual([1]);
    await collect(gen);
    expect(asked).toEqual([1, 2, 3]);
  });
});
