// The locked part's patent page and what its other templates share, made apart from every other
// part's: escaping that keeps a word joined by a hyphen, slash or dash on one line (and a French
// colon, semicolon, question or exclamation mark with its word), lines joined by breaks, sums in a
// country's format, and a drawn signature. The patent page: a page from the middle of a European
// patent application as the office prints it (the publication number centred in bold over a thin
// rule, justified serif paragraphs each opened by its bold number in brackets, headings in capitals,
// the figure list indented, a ruled table of test results with a caption above it, then the claims
// under a centred heading with their numbers hanging and each feature indented, the page's number
// centred at the foot). One truth line per block.
import { amount, esc, type PageContent } from './html-kit.js';
import type { PatentParts } from './prose-locked.js';

const unbroken = /[^\s<>]*[\p{L}\p{N}][-/–][\p{L}\p{N}][^\s<>]*/gu;

/** `esc`, with each joined word kept whole and French high punctuation held to its word. */
export function t(s: string): string {
  const whole = esc(s).replace(unbroken, (w) => `<span style="white-space:nowrap">${w}</span>`);
  return whole.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}

export const lines = (xs: readonly string[]): string => xs.map(t).join('<br>');

/** Sums with a decimal comma and a no-break space between thousands, as most of Europe writes them. */
export const money = (n: number): string => amount(Math.round(n * 100) / 100, ',', '\u00a0');

/** A pen's signature, a loop and a long tail (drawn, no text). */
export const scrawl = (colour: string, widthMm = 34): string =>
  `<svg width="${widthMm}mm" height="${widthMm * 0.3}mm" viewBox="0 0 100 30" style="display:block">` +
  `<path d="M3 21c7-15 13-19 10-6s9-13 13-8-5 13 3 9 8-11 14-9-3 11 5 7 11-8 15-7-1 8 6 5c9-4 19-6 30-10" fill="none" stroke="${colour}" stroke-width="1.3" stroke-linecap="round"/></svg>`;

export function patentPage(p: PatentParts): PageContent {
  let n = p.first;
  const truth = [p.number];
  const body = p.sections.map(([head, paras]) => {
    const out: string[] = [];
    if (head) {
      truth.push(head);
      out.push(`<div style="font-weight:bold;margin:2.6mm 0 1.4mm">${t(head)}</div>`);
    }
    for (const para of paras) {
      const mark = `[${String(n++).padStart(4, '0')}]`;
      const [text, ...figures] = para;
      truth.push(`${mark} ${text!}`, ...figures);
      out.push(`<p style="text-align:justify;margin:0 0 1.3mm"><b>${mark}</b> ${t(text!)}</p>`);
      if (figures.length) out.push(`<div style="margin:0 0 1.6mm 10mm">${lines(figures)}</div>`);
      if (mark === p.table[0]) out.push(table(p.table[1], p.table[2], p.table[3], truth));
    }
    return out.join('');
  });
  truth.push(p.claimsHead);
  const claims = p.claims.map(([text, features], i) => {
    truth.push(`${i + 1}. ${text}`, ...features);
    const hang = `<div style="display:flex;text-align:justify;margin:0 0 0.8mm"><span style="width:6mm;flex:none">${i + 1}.</span><span>${t(text)}</span></div>`;
    return hang + features.map((f) => `<div style="margin:0 0 0.8mm 12mm;text-align:justify">${t(f)}</div>`).join('');
  });
  truth.push(p.page);
  const html = [
    `<div style="text-align:center;font-weight:bold;font-size:10pt;padding-bottom:1.5mm;border-bottom:0.5pt solid #555;margin-bottom:3mm">${t(p.number)}</div>`,
    `<div style="font-size:8pt;line-height:1.32">${body.join('')}`,
    `<div style="text-align:center;font-weight:bold;margin:3.5mm 0 2mm">${t(p.claimsHead)}</div>${claims.join('')}</div>`,
    `<div style="position:absolute;left:0;right:0;bottom:9mm;text-align:center;font-size:9pt">${t(p.page)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}

function table(caption: string, heads: string[], rows: string[][], truth: string[]): string {
  truth.push(caption, heads.join(' '), ...rows.map((r) => r.join(' ')));
  const cell = (c: string, i: number, th: boolean) =>
    `<${th ? 'th' : 'td'} style="border:0.5pt solid #333;padding:0.5mm 1.6mm;${i ? 'text-align:center;width:27mm;' : ''}">${t(c)}</${th ? 'th' : 'td'}>`;
  return [
    `<div style="text-align:center;margin:2.4mm 0 1mm">${t(caption)}</div>`,
    `<table style="width:100%;margin-bottom:2.4mm"><tr>${heads.map((c, i) => cell(c, i, true)).join('')}</tr>`,
    ...rows.map((r) => `<tr>${r.map((c, i) => cell(c, i, false)).join('')}</tr>`),
    `</table>`,
  ].join('');
}
