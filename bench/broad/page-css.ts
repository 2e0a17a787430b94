// The one HTML document every born-digital page of the broad set is printed from: A4 pages (a
// named landscape page for slides), each its own <section> that breaks after itself, DejaVu fonts
// (the ones installed with the project's setup). A section's content must fit its page: render.ts
// checks each PDF page's text against the page's truth.
import type { PageContent } from './html-kit.js';

const CSS = `
@page { size: A4; margin: 0 }
@page slide { size: A4 landscape; margin: 0 }
html, body { margin: 0; padding: 0 }
body { font-family: 'DejaVu Serif'; color: #111; -webkit-print-color-adjust: exact; print-color-adjust: exact }
section { width: 210mm; height: 296mm; box-sizing: border-box; padding: 16mm 18mm; overflow: hidden; break-after: page; position: relative }
section.slide { page: slide; width: 297mm; height: 209mm; padding: 18mm 22mm }
section.sans { font-family: 'DejaVu Sans' }
section.condensed { font-family: 'DejaVu Sans Condensed', 'DejaVu Sans'; font-stretch: condensed }
section.serif-condensed { font-family: 'DejaVu Serif Condensed', 'DejaVu Serif'; font-stretch: condensed }
section.dark { background: #1d2b4f; color: #f4f4f4 }
p { margin: 0 0 0.45em }
h1, h2, h3 { margin: 0 0 0.4em; line-height: 1.2 }
table { border-collapse: collapse }
td, th { padding: 0.25em 0.5em; text-align: left; vertical-align: top }
.ruled td, .ruled th { border: 0.6pt solid #333 }
.num { text-align: right }
.cols2 { column-count: 2; column-gap: 8mm }
.cols3 { column-count: 3; column-gap: 6mm }
.box { border: 0.8pt solid #222; padding: 1.5mm 2mm; min-height: 5mm }
.small { font-size: 0.8em }
`;

/** One HTML document of all the pages, in order. */
export function pagesDocument(pages: PageContent[]): string {
  const sections = pages.map((p) => {
    const classes = [p.pageName, p.className].filter(Boolean).join(' ');
    return `<section${classes ? ` class="${classes}"` : ''}>${p.html}</section>`;
  });
  return `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}</style></head><body>${sections.join('\n')}</body></html>`;
}
