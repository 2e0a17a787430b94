// A document spec as HTML for Chromium's print-to-PDF. Every page is its own A4 box (the @page
// margin is 0 and each .page breaks after itself), so what lands on which page is decided here,
// not by Chromium's pagination, and running headers, footers and page numbers are ordinary
// absolutely placed text on each page (Chromium's own header template is off).
import type { Block, CellSpec, DocSpec, ListItemSpec, PageSpec, TableSpec } from './spec.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const BULLETS = ['•', '◦', '▪'];

function css(doc: DocSpec): string {
  const s = doc.style;
  return `@page { size: A4; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; font-family: '${s.font}'; font-size: ${s.size}pt; line-height: ${s.lineHeight ?? 1.35}; color: #000 }
.page { width: 210mm; height: 297mm; padding: ${s.margin}; position: relative; overflow: hidden; page-break-after: always }
.page:last-child { page-break-after: auto }
.hdr, .ftr, .num { position: absolute; left: 20mm; right: 20mm; font-size: ${s.size - 2}pt }
.hdr { top: 9mm } .ftr { bottom: 13mm } .num { bottom: 7mm; text-align: center }
.title { font-size: ${s.size * 2}pt; font-weight: bold; margin: 0 0 ${s.size}pt }
.h2 { font-size: ${s.size * 1.5}pt; font-weight: bold; margin: ${s.size}pt 0 ${s.size * 0.5}pt }
.h3 { font-size: ${s.size * 1.2}pt; font-weight: bold; margin: ${s.size * 0.8}pt 0 ${s.size * 0.4}pt }
p { margin: 0 0 ${s.size * 0.7}pt }
.field { margin: 0 0 ${s.size * 0.6}pt }
.li { position: relative; margin: 0 0 ${s.size * 0.35}pt }
.mk { position: absolute; width: 1.5em }
.cap { font-style: italic; margin: ${s.size * 0.8}pt 0 ${s.size * 0.4}pt }
table { border-collapse: collapse; margin: 0 0 ${s.size}pt }
td, th { padding: 2pt 6pt; vertical-align: top; text-align: left }
th { font-weight: bold }
table.ruled td, table.ruled th { border: 0.8pt solid #000 }
table.unruled td, table.unruled th { padding: 2pt 12pt 2pt 0 }
table.hrules { border-top: 1.2pt solid #000; border-bottom: 1.2pt solid #000 }
table.hrules thead tr:last-child th { border-bottom: 0.8pt solid #000 }
.cols { display: flex }
.cols > div { flex: 1; min-width: 0 }`;
}

function cell(c: CellSpec, header: boolean): string {
  const tag = header || (c.kind && c.kind !== 'content') ? 'th' : 'td';
  const attrs = [
    c.rowSpan && c.rowSpan > 1 ? ` rowspan="${c.rowSpan}"` : '',
    c.colSpan && c.colSpan > 1 ? ` colspan="${c.colSpan}"` : '',
    c.align ? ` style="text-align:${c.align}"` : '',
  ].join('');
  return `<${tag}${attrs}>${esc(c.text).replace(/\n/g, '<br>')}</${tag}>`;
}

function table(t: TableSpec): string {
  const rows = (from: number, to: number) =>
    t.rows
      .slice(from, to)
      .map((r) => `<tr>${r.map((c) => cell(c, from === 0 && t.headerRows > 0)).join('')}</tr>`)
      .join('\n');
  const style = [t.width ? `width:${t.width}` : '', t.fontSize ? `font-size:${t.fontSize}` : ''].filter(Boolean).join(';');
  return [
    t.caption ? `<p class="cap">${esc(t.caption)}</p>` : '',
    `<table class="${t.style}"${style ? ` style="${style}"` : ''}>`,
    t.headerRows > 0 ? `<thead>${rows(0, t.headerRows)}</thead>` : '',
    `<tbody>${rows(t.headerRows, t.rows.length)}</tbody></table>`,
  ].join('\n');
}

function list(items: ListItemSpec[], ordered: boolean, level: number): string {
  const indent = 1.8 * level; // em: the text's left edge; the marker hangs 1.5em before it
  return items
    .map((item, i) => {
      const marker = ordered ? `${i + 1}.` : BULLETS[(level - 1) % BULLETS.length]!;
      const own = `<div class="li" style="padding-left:${indent}em"><span class="mk" style="left:${indent - 1.5}em">${marker}</span>${esc(item.text)}</div>`;
      return item.children ? `${own}\n${list(item.children, item.childrenOrdered ?? ordered, level + 1)}` : own;
    })
    .join('\n');
}

function block(b: Block): string {
  switch (b.kind) {
    case 'title':
      return `<div class="title">${esc(b.text)}</div>`;
    case 'heading':
      return `<div class="h${b.level}">${esc(b.text)}</div>`;
    case 'text':
      return `<p${b.align ? ` style="text-align:${b.align}"` : ''}>${esc(b.text)}</p>`;
    case 'list':
      return list(b.items, b.ordered, 1);
    case 'table':
      return table(b.table);
    case 'fields':
      return b.rows.map(([l, v]) => `<div class="field"><b>${esc(l)}:</b> ${esc(v)}</div>`).join('\n');
    case 'columns':
      return `<div class="cols" style="gap:${b.gap ?? '10mm'}">${b.columns.map((c) => `<div>${c.map(block).join('\n')}</div>`).join('')}</div>`;
  }
}

function page(p: PageSpec): string {
  return [
    '<div class="page">',
    p.header ? `<div class="hdr">${esc(p.header)}</div>` : '',
    ...p.blocks.map(block),
    p.footer ? `<div class="ftr">${esc(p.footer)}</div>` : '',
    p.number ? `<div class="num">${esc(p.number)}</div>` : '',
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');
}

export function htmlOf(doc: DocSpec): string {
  return `<!doctype html>\n<html lang="${doc.language}"><head><meta charset="utf-8"><style>\n${css(doc)}\n</style></head>\n<body>\n${doc.pages.map(page).join('\n')}\n</body></html>\n`;
}
