// The hidden part's dentist's invoice, made apart from every other part's templates: a drawn tooth
// in a mint circle beside the practice's name and its dentists, the word Faktura and its number
// large at the right over a mint rule, the supplier and the patient in two boxes with mint headings
// side by side, the invoice's details in a row of labels over values, the treatments grouped by
// visit (a visit's date only on its first row, the rows of a visit on one shade, the next on white)
// with the figures at the right, the sums at the right with the sum left to pay in bold over a
// double rule, a drawn QR payment code beside the bank's details, the notes small, the register's
// line in light grey at the foot. Counts, prices, the number and the QR code come from a seed; one
// truth line per row.
import { seededRandom, type PageContent } from './html-kit.js';
import type { DentistParts } from './records-hidden-dentist.js';
import { lines, money, qrCode, t } from './templates-hidden.js';

const mint = '#1b8a7a';

/** A molar with two roots (drawn, no text). */
const tooth =
  `<svg width="13mm" height="13mm" viewBox="0 0 40 40" style="flex:none"><circle cx="20" cy="20" r="19" fill="#dff3ef"/>` +
  `<path d="M11 12c0-4 4-5 9-3 5-2 9-1 9 3 0 5-2 8-2 12s-1 9-3 9-2-7-4-7-2 7-4 7-3-5-3-9-2-7-2-12z" fill="#fff" stroke="${mint}" stroke-width="1.8"/></svg>`;

export function dentistInvoice(d: DentistParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const czk = (n: number) => `${money(n)} Kč`;
  const number = `2026${String(random.int(300, 690)).padStart(4, '0')}`;
  let total = 0;
  let shade = false;
  const rows = d.items.map(([date, which, what, least, most, lo, hi], i) => {
    const qty = random.int(least, most);
    const each = random.int(lo / 10, hi / 10) * 10;
    total += qty * each;
    const first = i === 0 || d.items[i - 1]![0] !== date;
    if (first) shade = !shade;
    return { cells: [first ? date : '', which, what, String(qty), czk(each), czk(qty * each)], shade };
  });
  const sums: Array<[string, string]> = [
    [d.sums[0], czk(total)],
    [d.sums[1], czk(d.deposit)],
    [d.sums[2], czk(total - d.deposit)],
  ];
  const refs = [number, ...d.dates, number, d.paidBy];
  const truth = [...d.practice, `${d.title} ${number}`, d.supplier[0], ...d.supplier[1], d.patient[0], ...d.patient[1]];
  truth.push(d.refs.join(' '), refs.join(' '), d.columns.join(' '), ...rows.map((r) => r.cells.filter(Boolean).join(' ')));
  truth.push(...sums.map((s) => s.join(' ')), d.bank[0], ...d.bank[1], ...d.notes, d.foot);
  const right = (i: number) => (i >= 3 ? 'text-align:right;white-space:nowrap;' : i === 1 ? 'text-align:center;' : '');
  const box = ([head, body]: [string, string[]]) =>
    `<div style="flex:1;border:0.6pt solid #9cc;padding:0 0 2mm"><div style="background:${mint};color:#fff;font-size:8.5pt;font-weight:bold;padding:0.8mm 3mm">${t(head)}</div><div style="padding:1.5mm 3mm 0;line-height:1.4">${lines(body)}</div></div>`;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1.5pt solid ${mint};padding-bottom:2mm">`,
    `<div style="display:flex;gap:3mm;align-items:center">${tooth}<div><div style="font-size:14pt;font-weight:bold">${t(d.practice[0])}</div><div style="font-size:9pt;color:#444">${t(d.practice[1])}</div></div></div>`,
    `<div style="font-size:17pt;font-weight:bold;color:${mint}">${t(d.title)} ${number}</div></div>`,
    `<div style="display:flex;gap:6mm;margin:5mm 0;font-size:9.5pt">${box(d.supplier)}${box(d.patient)}</div>`,
    `<div style="display:flex;gap:2mm;font-size:8.5pt;margin-bottom:5mm">`,
    ...d.refs.map(
      (k, i) =>
        `<div style="flex:1;border-bottom:0.5pt solid #bbb"><div style="font-size:7pt;color:#666">${t(k)}</div><b>${t(refs[i]!)}</b></div>`,
    ),
    `</div><table style="width:100%;font-size:9pt"><tr style="border-bottom:1pt solid ${mint}">${d.columns.map((c, i) => `<th style="padding:1mm 1.5mm;color:${mint};${right(i)}">${t(c)}</th>`).join('')}</tr>`,
    ...rows.map(
      (r) =>
        `<tr style="background:${r.shade ? '#eef7f5' : '#fff'}">${r.cells.map((c, i) => `<td style="padding:1mm 1.5mm;${right(i)}${i === 0 ? 'white-space:nowrap;' : ''}">${t(c)}</td>`).join('')}</tr>`,
    ),
    `</table><table style="margin:4mm 0 0 auto;font-size:10pt;min-width:80mm">`,
    ...sums.map(
      ([k, v], i) =>
        `<tr style="${i === 2 ? 'font-weight:bold;font-size:11.5pt' : ''}"><td style="padding:0.8mm 2mm;${i === 2 ? 'border-top:2.2pt double #111' : ''}">${t(k)}</td><td style="padding:0.8mm 2mm;text-align:right;white-space:nowrap;${i === 2 ? 'border-top:2.2pt double #111' : ''}">${t(v)}</td></tr>`,
    ),
    `</table><div style="display:flex;gap:5mm;align-items:center;margin-top:6mm">${qrCode(random, 22)}`,
    `<div style="font-size:9pt;line-height:1.4"><b style="color:${mint}">${t(d.bank[0])}</b><br>${lines(d.bank[1])}</div></div>`,
    `<div style="font-size:8pt;line-height:1.4;margin-top:6mm;color:#333">${d.notes.map((n) => `<p style="margin:0 0 1mm">${t(n)}</p>`).join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:7pt;color:#999;text-align:center">${t(d.foot)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
