// One page as the dashboard draws it: the page image (rendered by the preview thread) with an SVG
// over it holding a rectangle per word at its bbox, and under that its tables' cells
// (table-boxes.ts). The rectangles are placed by SVG attributes in percent of the image's box (the
// bbox fractions × 100): CSP allows no style attribute, and the attributes need no script, so the
// boxes show with JavaScript off and at any width. The caption's check boxes hide either layer by
// CSS alone (:has), again without a script.
import { html, type Html } from './html.js';
import { percent } from './format.js';
import { tableBoxes, tablesNote, type NumberedTable } from './table-boxes.js';
import { previewScale } from '../ocr/reading/preview-size.js';
import type { LayoutLine, LayoutWord } from '../layout/page-layout.js';

/** Words read with less confidence than this are drawn in the warning colour. */
export const LOW_CONFIDENCE = 0.6;

const pct = (fraction: number): string => `${Math.round(fraction * 1_000_000) / 10_000}%`;

function wordBox(word: LayoutWord): Html {
  const [left, top, right, bottom] = word.bbox;
  const low = word.confidence < LOW_CONFIDENCE;
  return html`<rect class="${low ? 'word low' : 'word'}" x="${pct(left)}" y="${pct(top)}" width="${pct(right - left)}" height="${pct(bottom - top)}"><title>${word.text} (${percent(word.confidence)}${low ? ', low confidence' : ''})</title></rect>`;
}

interface FigurePage {
  page: number;
  /** The displayed page's size (points or pixels): only its proportions matter here. */
  width: number;
  height: number;
  lines: LayoutLine[];
  /** The page's tables, numbered in the document (none when absent). */
  tables?: NumberedTable[];
}

/** A check box that shows or hides one layer of boxes (style.ts hides the layer when unchecked). */
const layerToggle = (cls: string, label: string): Html =>
  html`<label class="layer-toggle"><input type="checkbox" class="${cls}" checked> ${label}</label>`;

export function pageFigure(imageUrl: string, page: FigurePage): Html {
  const scale = previewScale(page.width, page.height);
  const [w, h] = [Math.round(page.width * scale), Math.round(page.height * scale)];
  const words = page.lines.flatMap((l) => l.words);
  const tables = page.tables ?? [];
  const low = words.filter((w) => w.confidence < LOW_CONFIDENCE).length;
  return html`<figure class="page-figure"><div class="page-canvas">
<img src="${imageUrl}" width="${w}" height="${h}" alt="Page ${page.page} as displayed" loading="lazy" data-testid="page-image">
${tableBoxes(page.page, tables)}<svg class="word-boxes" role="img" aria-label="${words.length} word boxes of page ${page.page}" data-testid="word-boxes">${words.map(wordBox)}</svg>
</div><figcaption class="muted">${words.length} word(s)${low > 0 ? html`, <span class="low-note">${low} read with low confidence</span>` : ''}.${tablesNote(tables)} Point at a box for its word${tables.length > 0 ? ' or cell' : ''}.
<span class="layers">${layerToggle('show-words', 'Word boxes')}${tables.length > 0 ? layerToggle('show-tables', 'Table cells') : ''}</span></figcaption></figure>`;
}
