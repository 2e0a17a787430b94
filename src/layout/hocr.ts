// The layout as hOCR 1.2 (API.md "GET /v1/documents/{id}/hocr"): XHTML with one ocr_page per page,
// then ocr_carea (block) → ocr_par → ocr_line → ocrx_word, each with a bbox in the page's pixels
// at the resolution it was read at (text-layer and blank pages at 72 DPI), and an ocr_table area
// for each table found on the page. Written one page at a time: only the current page's layout is
// ever held.
import type { Bbox, LayoutLine, StoredPageLayout } from './page-layout.js';

/** The one escaping of text and attribute values written into the document. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export async function* hocrDocument(
  title: string,
  pages: readonly number[],
  pageLayout: (page: number) => Promise<StoredPageLayout>,
): AsyncGenerator<string> {
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n' +
    '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">\n<head>\n' +
    `<title>${escapeXml(title)}</title>\n` +
    '<meta http-equiv="Content-Type" content="text/html;charset=utf-8"/>\n' +
    '<meta name="ocr-system" content="docrec"/>\n' +
    '<meta name="ocr-capabilities" content="ocr_page ocr_carea ocr_par ocr_line ocrx_word ocr_table ocrp_wconf"/>\n' +
    '</head>\n<body>\n'
  );
  for (const n of pages) yield hocrPage(title, await pageLayout(n));
  yield '</body>\n</html>\n';
}

/** The page's size in pixels at the resolution it was read at. */
function pagePixels(layout: StoredPageLayout): { width: number; height: number } {
  const { width, height, unit, dpi } = layout.geometry;
  const scale = unit === 'px' ? 1 : (dpi ?? 72) / 72;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function hocrPage(image: string, layout: StoredPageLayout): string {
  const n = layout.page;
  const { width, height } = pagePixels(layout);
  const box = (b: Bbox): string =>
    `bbox ${Math.round(b[0] * width)} ${Math.round(b[1] * height)} ${Math.round(b[2] * width)} ${Math.round(b[3] * height)}`;
  const quoted = image.replace(/[\\"]/g, (c) => `\\${c}`);
  let out = `<div class="ocr_page" id="page_${n}" title="${escapeXml(`image "${quoted}"; bbox 0 0 ${width} ${height}; ppageno ${n - 1}`)}">\n`;
  const counters = { block: 0, par: 0, line: 0, word: 0 };
  // A page turned to be read shows its lines turned the other way (counter-clockwise) as displayed.
  const angle = layout.geometry.rotation === 0 ? '' : `; textangle ${layout.geometry.rotation}`;
  for (const block of groupBy(
    layout.lines.filter((l) => l.words.length > 0),
    (l) => l.block,
  )) {
    out += ` <div class="ocr_carea" id="block_${n}_${++counters.block}" title="${box(union(block))}">\n`;
    for (const par of groupBy(block, (l) => l.paragraph)) {
      out += `  <p class="ocr_par" id="par_${n}_${++counters.par}" title="${box(union(par))}">\n`;
      for (const line of par) {
        out += `   <span class="ocr_line" id="line_${n}_${++counters.line}" title="${box(line.bbox)}${angle}">`;
        out += line.words
          .map(
            (w) =>
              `<span class="ocrx_word" id="word_${n}_${++counters.word}" ` +
              `title="${box(w.bbox)}; x_wconf ${Math.round(w.confidence * 100)}">${escapeXml(w.text)}</span>`,
          )
          .join(' ');
        out += '</span>\n';
      }
      out += '  </p>\n';
    }
    out += ' </div>\n';
  }
  // Areas of their own, after the text: the engine's blocks do not follow table borders, so the
  // lines stay in their blocks (and in reading order) and a table says where it stands.
  for (const [index, table] of (layout.tables ?? []).entries()) {
    out += ` <div class="ocr_table" id="table_${n}_${index + 1}" title="${box(table.bbox)}"></div>\n`;
  }
  return `${out}</div>\n`;
}

/** Consecutive runs of lines with the same key (reading order is kept). */
function groupBy(lines: LayoutLine[], key: (line: LayoutLine) => number): LayoutLine[][] {
  const groups: LayoutLine[][] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    if (last !== undefined && key(last[0]!) === key(line)) last.push(line);
    else groups.push([line]);
  }
  return groups;
}

function union(lines: LayoutLine[]): Bbox {
  return lines.reduce<Bbox>(
    (u, { bbox: b }) => [Math.min(u[0], b[0]), Math.min(u[1], b[1]), Math.max(u[2], b[2]), Math.max(u[3], b[3])],
    [1, 1, 0, 0],
  );
}
