// The hidden part's school circular, made apart from every other part's templates: an Italian state
// school's letterhead centred (a drawn star in a cogwheel over the ministry's line in small
// italics, the school's name in bold, its level, address and codes small, all over a thin rule),
// the circular's number at the left and the date at the right, the addressees at the right, the
// subject in bold, the programme in a table with the hours in bold on a light blue ground, the head
// teacher's printed signature at the right with the legal note in small italics under it, then a
// dashed cut line with drawn scissors and the slip to return: fields as lines to write on, two tick
// boxes, the lines for date and signature. One truth line per block; the slip's fields read across.
import type { PageContent } from './html-kit.js';
import type { SchoolParts } from './records-hidden-school.js';
import { lines, t, tickBox } from './templates-hidden.js';

/** A five-pointed star inside a toothed wheel (drawn, no text). */
const emblem =
  '<svg width="9mm" height="9mm" viewBox="0 0 40 40" style="display:block;margin:0 auto 0.5mm"><circle cx="20" cy="20" r="17" fill="none" stroke="#333" stroke-width="3" stroke-dasharray="3 2.3"/>' +
  '<circle cx="20" cy="20" r="13" fill="none" stroke="#333" stroke-width="1.2"/><path d="M20 9l2.6 7.6h8l-6.5 4.8 2.5 7.7-6.6-4.8-6.6 4.8 2.5-7.7-6.5-4.8h8z" fill="#333"/></svg>';

/** Scissors: two rings and two blades (drawn, no text). */
const scissors =
  '<svg width="7mm" height="5mm" viewBox="0 0 28 20" style="position:absolute;left:4mm;top:-2.5mm;background:#fff"><g fill="none" stroke="#333" stroke-width="1.6">' +
  '<circle cx="5" cy="5" r="3.5"/><circle cx="5" cy="15" r="3.5"/><path d="M8 7l18 8M8 13l18-8"/></g></svg>';

const blank = (widthMm: number) =>
  `<span style="display:inline-block;width:${widthMm}mm;border-bottom:0.6pt solid #111;margin:0 2mm"></span>`;

export function schoolLetter(s: SchoolParts): PageContent {
  const [ministry, name, level, address, codes] = s.school;
  const [progHead, programme] = s.programme;
  const [slipHead, fields, [yes, no], consent, [dateLabel, signLabel]] = s.slip;
  const truth = [ministry, name, level, address, codes, s.number, s.date, ...s.to, s.subject, s.before, progHead];
  truth.push(...programme.map((r) => r.join(' ')), ...s.after, ...s.signer, slipHead, fields.join(' '), `${yes} ${no}`, consent);
  truth.push(`${dateLabel} ${signLabel}`);
  const p = (x: string) => `<p style="text-align:justify;margin:0 0 1.6mm">${t(x)}</p>`;
  const widths = [70, 62, 14, 14];
  const html = [
    `<div style="text-align:center;border-bottom:0.6pt solid #444;padding-bottom:2mm">${emblem}`,
    `<div style="font-style:italic;font-size:8pt">${t(ministry)}</div><div style="font-size:12.5pt;font-weight:bold;margin-top:1mm">${t(name)}</div>`,
    `<div style="font-size:9pt">${t(level)}</div><div style="font-size:7.5pt;color:#444;margin-top:0.8mm">${t(address)}<br>${t(codes)}</div></div>`,
    `<div style="display:flex;justify-content:space-between;margin:3mm 0 1mm;font-size:10pt"><b>${t(s.number)}</b><span>${t(s.date)}</span></div>`,
    `<div style="margin-left:80mm;font-size:9.5pt;line-height:1.3">${lines(s.to)}</div>`,
    `<div style="font-size:10pt;line-height:1.3;margin-top:3mm"><p style="font-weight:bold;margin:0 0 2.5mm">${t(s.subject)}</p>${p(s.before)}`,
    `<table style="margin:0 0 2.5mm 6mm;font-size:9.5pt"><tr><td colspan="2" style="font-weight:bold;padding-left:0">${t(progHead)}</td></tr>`,
    ...programme.map(
      ([h, x]) =>
        `<tr><td style="background:#e2edf7;font-weight:bold;text-align:right;width:12mm">${h}</td><td style="padding-left:3mm">${t(x)}</td></tr>`,
    ),
    `</table>${s.after.map(p).join('')}`,
    `<div style="margin:1mm 0 0 100mm;text-align:center">${t(s.signer[0])}<br><b>${t(s.signer[1])}</b>`,
    `<div style="font-size:6.5pt;font-style:italic;color:#555;margin-top:1mm">${t(s.signer[2])}</div></div></div>`,
    `<div style="position:relative;border-top:1pt dashed #333;margin:4mm 0 3mm">${scissors}</div>`,
    `<div style="font-size:9.5pt;line-height:1.4"><div style="font-weight:bold;font-size:8.5pt;margin-bottom:2mm">${t(slipHead)}</div>`,
    `<div style="display:flex;flex-wrap:wrap;align-items:flex-end;row-gap:3mm">${fields.map((f, i) => `<span>${t(f)}</span>${blank(widths[i]!)}`).join('')}</div>`,
    `<div style="display:flex;gap:10mm;margin:3mm 0 1.5mm"><span>${tickBox(false)} ${t(yes)}</span><span>${tickBox(false)} ${t(no)}</span></div>`,
    `<div>${t(consent)}</div><div style="display:flex;margin-top:6mm;white-space:nowrap"><span>${t(dateLabel)}</span>${blank(35)}<span style="margin-left:8mm">${t(signLabel)}</span>${blank(60)}</div></div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}
