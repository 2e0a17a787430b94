// The hidden part's licence page and what its other templates share, made apart from every other
// part's: escaping that keeps a word joined by a hyphen, slash or dash on one line (a line broken
// there reads as two words in the PDF's text, not the truth's one) and a French colon, semicolon,
// question or exclamation mark with its word, lines joined by breaks, sums in a country's format, a
// drawn signature, a drawn tick box and a drawn QR code. The licence page: the first page of a
// software licence as the publisher prints it in its box (the product and version in a running head
// over a thin rule, the title large, the notice in capitals on a grey ground with a black edge at
// the left, two columns of 8 pt condensed sans with the clauses' headings in bold, each item's
// number (the clause's and its own) hanging and the lettered points indented under it, the schedule
// of components in a table with a shaded head across both columns, the document's code in light
// grey and the page's number at the foot). One truth line per block.
import { amount, esc, type PageContent } from './html-kit.js';
import type { LicenceParts } from './prose-hidden.js';

const joined = /[^\s<>]*[\p{L}\p{N}][-/–][\p{L}\p{N}][^\s<>]*/gu;

/** `esc`, each joined word kept whole, and French high punctuation held to the word before it. */
export function t(s: string): string {
  const kept = esc(s).replace(joined, (w) => `<span style="white-space:nowrap">${w}</span>`);
  return kept.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}

export const lines = (xs: readonly string[]): string => xs.map(t).join('<br>');

/** A sum with a decimal comma (or `decimal`) and a no-break space between thousands. */
export const money = (n: number, decimal = ','): string => amount(Math.round(n * 100) / 100, decimal, '\u00a0');

/** A signature: two humps, a loop and an underline stroke (drawn, no text). */
export const signature = (colour: string, widthMm = 32): string =>
  `<svg width="${widthMm}mm" height="${widthMm * 0.32}mm" viewBox="0 0 100 32" style="display:block">` +
  `<path d="M4 24c4-12 9-20 12-14s-6 16 2 12 10-18 14-14-4 12 4 10 6-9 10-8 2 6 8 4c6-2 8-10 12-9s-3 9 3 8 12-6 27-9M20 29c20-3 45-4 70-6" fill="none" stroke="${colour}" stroke-width="1.2" stroke-linecap="round"/></svg>`;

/** A square tick box, ticked or not (drawn, no text). */
export const tickBox = (on: boolean, colour = '#111'): string =>
  `<svg width="3.6mm" height="3.6mm" viewBox="0 0 12 12" style="flex:none;vertical-align:-0.7mm"><rect x="0.7" y="0.7" width="10.6" height="10.6" fill="#fff" stroke="#333" stroke-width="1"/>` +
  (on
    ? `<path d="M2.6 6.4l2.4 2.6 4.6-6" fill="none" stroke="${colour}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`
    : '') +
  '</svg>';

/** A QR code's look: three finder squares and seeded modules (drawn, no text). */
export function qrCode(random: { chance(p: number): boolean }, sizeMm = 24): string {
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  const cells: string[] = [];
  for (let y = 0; y < 29; y++)
    for (let x = 0; x < 29; x++) {
      const finderZone = (x < 8 && y < 8) || (x > 20 && y < 8) || (x < 8 && y > 20);
      if (!finderZone && random.chance(0.48)) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  return `<svg width="${sizeMm}mm" height="${sizeMm}mm" viewBox="-2 -2 33 33" style="flex:none;background:#fff"><g fill="#000">${finder(0, 0)}${finder(22, 0)}${finder(0, 22)}${cells.join('')}</g></svg>`;
}

export function licencePage(l: LicenceParts): PageContent {
  const truth = [...l.running, l.title, l.notice];
  const clauses = l.clauses.map(([head, items]) => {
    truth.push(head);
    const body = items.map((it, i) => {
      const [text, points] = typeof it === 'string' ? [it, []] : it;
      const n = `${head.split('.')[0]!}.${i + 1}`;
      truth.push(`${n} ${text}`, ...points);
      const hang = `<div style="display:flex;text-align:justify;margin-bottom:0.7mm"><span style="width:7.5mm;flex:none">${n}</span><span>${t(text)}</span></div>`;
      return hang + points.map((p) => `<div style="margin:0 0 0.5mm 11mm;text-indent:-4mm;text-align:justify">${t(p)}</div>`).join('');
    });
    return `<div style="font-weight:bold;margin:1.5mm 0 0.6mm;break-after:avoid">${t(head)}</div>${body.join('')}`;
  });
  const [sHead, sLead, heads, rows] = l.schedule;
  truth.push(sHead, sLead, heads.join(' '), ...rows.map((r) => r.join(' ')), ...l.foot);
  const cell = (c: string, th: boolean) =>
    `<${th ? 'th' : 'td'} style="border-bottom:0.4pt solid #999;padding:0.5mm 2mm">${t(c)}</${th ? 'th' : 'td'}>`;
  const html = [
    `<div style="display:flex;justify-content:space-between;font-size:8pt;color:#333;border-bottom:0.5pt solid #333;padding-bottom:1mm">`,
    `<b>${t(l.running[0])}</b><span>${t(l.running[1])}</span></div>`,
    `<div style="font-size:17pt;font-weight:bold;margin:4mm 0 2.5mm">${t(l.title)}</div>`,
    `<div style="background:#ececec;border-left:1.5mm solid #111;padding:2mm 3mm;font-size:8pt;font-weight:bold;text-align:justify;line-height:1.3">${t(l.notice)}</div>`,
    `<div class="cols2" style="font-size:8pt;line-height:1.26;column-gap:7mm;column-rule:0.4pt solid #bbb;margin-top:3mm">${clauses.join('')}</div>`,
    `<div style="font-size:8pt;margin-top:3mm"><div style="font-weight:bold">${t(sHead)}</div><div style="margin:0.8mm 0 1.2mm">${t(sLead)}</div>`,
    `<table style="width:100%"><tr style="background:#ddd">${heads.map((c) => cell(c, true)).join('')}</tr>`,
    ...rows.map((r) => `<tr>${r.map((c) => cell(c, false)).join('')}</tr>`),
    `</table></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;display:flex;justify-content:space-between;font-size:7.5pt">`,
    `<span style="color:#999">${t(l.foot[0])}</span><span>${t(l.foot[1])}</span></div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'condensed' };
}
