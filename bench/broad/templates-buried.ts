// The buried part's storage terms and what its other templates share, made apart from every other
// part's: escaping that keeps a word joined by a hyphen, slash or dash on one line (broken at the
// joint, it reads as two words in the PDF's text, not the truth's one) and a French colon,
// semicolon, question or exclamation mark with its word; lines joined by breaks; sums in a country's
// format; and drawn things that carry no text (a signature, a crossed box, a barcode). The storage
// terms: a self-storage firm's general terms as it hands them out at its counter (a drawn padlock
// beside the firm's name, the edition in a rounded box at the right, the title in slate over an
// amber rule, three justified serif columns of 8 pt with hairlines between them, each section's
// heading in bold over a thin line, its paragraphs' numbers in brackets run into the text and the
// lettered points hanging, the price list for extras across the page under a slate head, the
// register's line and the page in small grey type at the foot). One truth line per block.
import { amount, esc, type PageContent } from './html-kit.js';
import type { StorageParts } from './prose-buried.js';

const joint = /[^\s<>]*[\p{L}\p{N}][-/–][\p{L}\p{N}][^\s<>]*/gu;

/** `esc`, each joined word kept whole, and French high punctuation held to the word before it. */
export function t(s: string): string {
  return esc(s)
    .replace(joint, (w) => `<span style="white-space:nowrap">${w}</span>`)
    .replace(/ ([:;!?»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0');
}

export const lines = (xs: readonly string[]): string => xs.map(t).join('<br>');

/** A sum with `decimal` and `group` separators (a comma and a dot unless told). */
export const money = (n: number, decimal = ',', group = '.'): string => amount(Math.round(n * 100) / 100, decimal, group);

/** A signature: a quick run of loops with a long tail and a stroke under it (drawn, no text). */
export const scrawl = (colour: string, widthMm = 34): string =>
  `<svg width="${widthMm}mm" height="${widthMm * 0.3}mm" viewBox="0 0 100 30" style="display:block">` +
  `<path d="M3 21c5-15 11-17 9-8s-6 13 1 8 8-16 11-11-3 11 3 9 6-9 9-7-1 8 5 6 9-12 13-9-5 10 2 8 15-8 40-10M12 27c24-3 50-4 80-3" fill="none" stroke="${colour}" stroke-width="1.1" stroke-linecap="round"/></svg>`;

/** A square box, crossed or not (drawn, no text). */
export const crossBox = (on: boolean, sizeMm = 3.4): string =>
  `<svg width="${sizeMm}mm" height="${sizeMm}mm" viewBox="0 0 10 10" style="flex:none;vertical-align:-0.6mm"><rect x="0.5" y="0.5" width="9" height="9" fill="#fff" stroke="#222" stroke-width="0.8"/>` +
  (on ? '<path d="M2.2 2.2l5.6 5.6M7.8 2.2l-5.6 5.6" stroke="#111" stroke-width="1.4" stroke-linecap="round"/>' : '') +
  '</svg>';

/** A barcode's bars, seeded (drawn, no text). */
export function barcode(random: { int(lo: number, hi: number): number }, widthMm: number, heightMm: number): string {
  const bars: string[] = [];
  for (let x = 0; x < 96;) {
    const w = random.int(1, 3);
    bars.push(`<rect x="${x}" y="0" width="${w}" height="20"/>`);
    x += w + random.int(1, 3);
  }
  return `<svg width="${widthMm}mm" height="${heightMm}mm" viewBox="0 0 100 20" preserveAspectRatio="none" style="display:block"><g fill="#000">${bars.join('')}</g></svg>`;
}

const [slate, amber] = ['#34495e', '#e0a526'];

/** A padlock: a shackle over a body with a keyhole (drawn, no text). */
const padlock =
  `<svg width="10mm" height="12mm" viewBox="0 0 30 36" style="flex:none"><path d="M8 16V10a7 7 0 0 1 14 0v6" fill="none" stroke="${slate}" stroke-width="3.5"/>` +
  `<rect x="3" y="15" width="24" height="19" rx="2.5" fill="${slate}"/><circle cx="15" cy="23" r="2.6" fill="${amber}"/><rect x="14" y="24" width="2" height="6" fill="${amber}"/></svg>`;

export function storageTerms(s: StorageParts): PageContent {
  const truth = [...s.firm, s.edition, s.title];
  const sections = s.sections.map(([head, paras]) => {
    truth.push(head);
    const body = paras.map((para, i) => {
      const [text, points] = typeof para === 'string' ? [para, []] : para;
      const n = paras.length > 1 ? `(${i + 1}) ` : '';
      truth.push(`${n}${text}`, ...points);
      const sub = points.map((x) => `<div style="padding-left:3.5mm;text-indent:-3.5mm;text-align:left">${t(x)}</div>`);
      return `<p style="margin:0 0 0.7mm">${t(`${n}${text}`)}</p>${sub.join('')}`;
    });
    const title = `<div style="font-weight:bold;text-align:left;border-bottom:0.4pt solid #777;margin:1.6mm 0 0.7mm;break-after:avoid">${t(head)}</div>`;
    return title + body.join('');
  });
  const [priceHead, heads, rows] = s.prices;
  truth.push(priceHead, heads.join(' '), ...rows.map((r) => r.join(' ')), ...s.foot);
  const cell = (c: string, i: number, th: boolean) =>
    `<${th ? 'th' : 'td'} style="padding:0.45mm 2mm;${i === 2 ? 'text-align:right;' : ''}${th ? '' : 'border-bottom:0.4pt solid #bbb;'}">${t(c)}</${th ? 'th' : 'td'}>`;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:center"><div style="display:flex;gap:2.5mm;align-items:center">${padlock}`,
    `<div><div style="font-family:'DejaVu Sans';font-size:12pt;font-weight:bold;color:${slate}">${t(s.firm[0])}</div><div style="font-size:7.5pt;color:#444">${t(s.firm[1])}</div></div></div>`,
    `<div style="border:0.8pt solid ${slate};border-radius:2mm;padding:1mm 3mm;font-size:8pt">${t(s.edition)}</div></div>`,
    `<div style="font-family:'DejaVu Sans';font-size:13.5pt;font-weight:bold;color:${slate};margin:5mm 0 1.5mm">${t(s.title)}</div>`,
    `<div style="border-top:1.5pt solid ${amber};margin-bottom:2.5mm"></div>`,
    `<div class="cols3" style="font-size:8pt;line-height:1.2;column-gap:5mm;column-rule:0.3pt solid #aaa;text-align:justify">${sections.join('')}</div>`,
    `<div style="font-size:8pt;margin-top:3mm"><div style="font-weight:bold;margin-bottom:1mm">${t(priceHead)}</div>`,
    `<table style="width:100%"><tr style="background:${slate};color:#fff">${heads.map((c, i) => cell(c, i, true)).join('')}</tr>`,
    ...rows.map((r) => `<tr>${r.map((c, i) => cell(c, i, false)).join('')}</tr>`),
    `</table></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;display:flex;justify-content:space-between;font-size:7pt;color:#777">`,
    `<span>${t(s.foot[0])}</span><span>${t(s.foot[1])}</span></div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}
