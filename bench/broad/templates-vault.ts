// The vault part's small-print warranty and what its other templates share, made apart from every
// other part's: escaping that keeps a word with a hyphen, slash or dash inside it on one line (and a
// French colon or question mark with its word), lines joined by breaks, a footer over a rule, sums
// rounded to the cent, and the appliance maker's warranty statement (a drawn shield beside the
// brand, the document code at the right, a ruled table of periods with a dark header, clauses with
// run-in bold headings, a box of blank lines for the owner's records, a footer rule). The data sheet
// and the bylaw: templates-vault-print.ts. One truth line per block.
import { esc, type PageContent } from './html-kit.js';
import type { Warranty } from './prose-vault.js';

/**
 * `esc`, each word with a hyphen, slash or en dash between letters or digits kept on one line (a
 * line broken inside it reads as two words), and a no-break space before : ; ! ? » and after «.
 */
export const t = (s: string) =>
  esc(s)
    .replace(/[^\s<>]*[\p{L}\p{N}][-/–][\p{L}\p{N}][^\s<>]*/gu, (w) => `<span style="white-space:nowrap">${w}</span>`)
    .replace(/ ([:;!?»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0');

export const lines = (xs: string[]) => xs.map(t).join('<br>');

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** A footer along the page's foot over a thin rule. */
export const foot = (html: string, style = '') =>
  `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;font-size:7pt;color:#444;border-top:0.5pt solid #999;padding-top:1mm;${style}">${html}</div>`;

/** A shield with a tick (drawn, no text). */
const shield =
  '<svg width="12mm" height="14mm" viewBox="0 0 36 42" style="flex:none"><path d="M18 2l15 6v12c0 10-7 17-15 20C10 37 3 30 3 20V8z" fill="#0f5c6e"/>' +
  '<path d="M10 21l6 6 11-12" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></svg>';

export function warrantyPage(w: Warranty): PageContent {
  const teal = '#0f5c6e';
  const [caption, heads, rows] = w.periods;
  const cell = (c: string, i: number, th: boolean) =>
    `<${th ? 'th' : 'td'} style="border:0.5pt solid #888;padding:0.6mm 2mm;${th ? `background:${teal};color:#fff;` : ''}${i > 0 ? 'text-align:center;width:38mm' : ''}">${t(c)}</${th ? 'th' : 'td'}>`;
  const [boxHead, blanks] = w.record;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:center"><div style="display:flex;gap:3mm;align-items:center">${shield}`,
    `<span style="font-size:20pt;font-weight:bold;color:${teal}">${t(w.brand)}</span></div><div style="font-size:7.5pt;color:#555;text-align:right">${lines(w.code)}</div></div>`,
    `<h1 style="font-size:13.5pt;margin:4mm 0 2mm;color:${teal}">${t(w.title)}</h1>`,
    `<p style="font-size:8.6pt;line-height:1.35;text-align:justify;margin-bottom:2.5mm">${t(w.lead)}</p>`,
    `<div style="font-weight:bold;font-size:8.5pt;margin-bottom:1mm">${t(caption)}</div>`,
    `<table style="width:100%;font-size:8pt;margin-bottom:3mm"><tr>${heads.map((c, i) => cell(c, i, true)).join('')}</tr>`,
    ...rows.map((r) => `<tr>${r.map((c, i) => cell(c, i, false)).join('')}</tr>`),
    `</table><div style="font-size:8pt;line-height:1.28;text-align:justify">`,
    ...w.clauses.map(([head, text], i) => `<p style="margin:0 0 1.1mm"><b style="color:${teal}">${i + 1}. ${t(head)}</b> ${t(text)}</p>`),
    `</div><div style="border:0.8pt solid ${teal};padding:1.5mm 3mm 2.5mm;margin-top:2.5mm;font-size:8pt"><b>${t(boxHead)}</b>`,
    `<div style="display:flex;gap:5mm;margin-top:5mm">${blanks.map((b) => `<div style="flex:1;border-top:0.5pt solid #333;padding-top:0.5mm;color:#555">${t(b)}</div>`).join('')}</div></div>`,
    foot(t(w.footer)),
  ].join('');
  const truth = [w.brand, ...w.code, w.title, w.lead, caption, heads.join(' '), ...rows.map((r) => r.join(' '))];
  truth.push(...w.clauses.map(([head, text], i) => `${i + 1}. ${head} ${text}`), boxHead, blanks.join(' '), w.footer);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
