// Tables in hOCR (API.md "GET /v1/documents/{id}/hocr"): an ocr_table area per table of the page,
// its bbox in the page's pixels, after the text (whose blocks and reading order stay as they are).
import { describe, expect, it } from 'vitest';
import { hocrDocument } from '../../src/layout/hocr.js';
import type { StoredPageLayout } from '../../src/layout/page-layout.js';

async function collect(gen: AsyncGenerator<string>): Promise<string> {
  let out = '';
  for await (const part of gen) out += part;
  return out;
}

const word = { text: 'Region', bbox: [0.1, 0.1, 0.2, 0.12] as [number, number, number, number], confidence: 0.9 };
const page = (n: number, tables?: StoredPageLayout['tables']): StoredPageLayout => ({
  page: n,
  method: 'ocr',
  failed: false,
  geometry: { width: 612, height: 792, unit: 'pt', rotation: 0, dpi: 300 },
  lines: [{ text: 'Region', bbox: word.bbox, confidence: 0.9, block: 0, paragraph: 0, words: [word] }],
  ...(tables ? { tables } : {}),
});

describe('hOCR tables', () => {
  it('writes each table as an ocr_table area in pixels, numbered on its page, after the text', async () => {
    const pages = [page(1, [{ bbox: [0.1, 0.5, 0.9, 0.7] }, { bbox: [0, 0, 1, 0.25] }]), page(2, []), page(3)];
    const xhtml = await collect(hocrDocument('doc', [1, 2, 3], async (n) => pages[n - 1]!));
    expect(xhtml).toContain('ocr-capabilities" content="ocr_page ocr_carea ocr_par ocr_line ocrx_word ocr_table ocrp_wconf"');
    // 612×792 pt at 300 DPI is 2550×3300 px.
    expect(xhtml).toContain(
      ' </div>\n <div class="ocr_table" id="table_1_1" title="bbox 255 1650 2295 2310"></div>\n' +
        ' <div class="ocr_table" id="table_1_2" title="bbox 0 0 2550 825"></div>\n</div>\n<div class="ocr_page" id="page_2"',
    );
    expect(xhtml.match(/ocr_table"/g)).toHaveLength(2);
  });
});
