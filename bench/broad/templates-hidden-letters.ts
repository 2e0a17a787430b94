// The hidden part's tax office and landlord letters, made apart from every other part's templates.
// The tax office's: a German authority's letter in the window-envelope layout (a drawn shield
// beside the office's name at the right, the return address small and underlined over the addressee
// at the left, the information block of labels and values at the right beside it, fold and punch
// marks at the left edge, the subject in bold, the documents asked for after bold numbers, the note
// on a grey ground, the signature between "by order" and the name, the office's hours, bank and
// contact in three blocks over a rule at the foot). The landlord's: a private letter (the sender at
// the top left, the tenant and the date at the right, the subject in bold, the rent review in a
// two-column table with the new rent in bold over a rule, the service charges in a ruled table with
// a shaded head, the total, the provisions and the balance worked out here, the new monthly sums in
// a framed box, a drawn signature, the enclosure under it). One truth line per block or row.
import type { PageContent } from './html-kit.js';
import type { LandlordParts, TaxParts } from './records-hidden-letters.js';
import { lines, money, signature, t } from './templates-hidden.js';

/** A shield parted in three with a band across (drawn, no text). */
const shield =
  '<svg width="9mm" height="11mm" viewBox="0 0 30 36" style="flex:none"><path d="M2 2h26v14c0 9-6 15-13 18C8 31 2 25 2 16z" fill="#f2c200" stroke="#111" stroke-width="1.5"/>' +
  '<path d="M4 12h22v5H4z" fill="#111"/><path d="M15 2v32" stroke="#111" stroke-width="1"/></svg>';

const mark = (topMm: number, widthMm: number) =>
  `<div style="position:absolute;left:5mm;top:${topMm}mm;width:${widthMm}mm;border-top:0.5pt solid #777"></div>`;

export function taxLetter(x: TaxParts): PageContent {
  const truth = [...x.office, x.back, ...x.addressee, ...x.info.map((r) => r.join(' ')), ...x.subject, x.greeting, x.before];
  truth.push(...x.documents.map((d, i) => `${i + 1}. ${d}`), ...x.after, x.note.join(' '), ...x.closing);
  truth.push(...x.foot.flatMap(([head, rows]) => [head, ...rows]));
  const p = (s: string) => `<p style="margin:0 0 2.2mm">${t(s)}</p>`;
  const html = [
    mark(89, 4),
    mark(132.5, 6),
    mark(194, 4),
    `<div style="display:flex;justify-content:flex-end;gap:2.5mm;align-items:center">${shield}<div><div style="font-size:13pt;font-weight:bold">${t(x.office[0])}</div>`,
    `<div style="font-size:8pt;color:#444">${t(x.office[1])}</div></div></div>`,
    `<div style="display:flex;justify-content:space-between;margin-top:14mm"><div style="width:85mm">`,
    `<div style="font-size:6.5pt;text-decoration:underline;margin-bottom:2mm">${t(x.back)}</div><div style="font-size:10pt;line-height:1.35">${lines(x.addressee)}</div></div>`,
    `<table style="font-size:8.5pt;width:64mm">${x.info.map(([k, v]) => `<tr><td style="color:#555;padding:0.3mm 2mm 0.3mm 0">${t(k)}</td><td style="padding:0.3mm 0">${t(v)}</td></tr>`).join('')}</table></div>`,
    `<div style="font-size:10pt;line-height:1.38;margin-top:14mm"><div style="font-weight:bold">${t(x.subject[0])}</div><div style="margin-bottom:5mm">${t(x.subject[1])}</div>`,
    `${p(x.greeting)}${p(x.before)}`,
    ...x.documents.map(
      (d, i) =>
        `<div style="display:flex;margin:0 0 1.8mm 2mm"><b style="width:6mm;flex:none">${i + 1}.</b><span style="text-align:justify">${t(d)}</span></div>`,
    ),
    `<div style="height:1.5mm"></div>${x.after.map(p).join('')}`,
    `<div style="background:#ececec;padding:2mm 3mm;font-size:9pt;margin:1mm 0 4mm"><b>${t(x.note[0])}</b> ${t(x.note[1])}</div>`,
    `${t(x.closing[0])}<br>${t(x.closing[1])}${signature('#1c2f6b', 30)}${t(x.closing[2])}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;display:flex;gap:6mm;border-top:0.5pt solid #777;padding-top:1.2mm;font-size:7pt;line-height:1.35">`,
    ...x.foot.map(([head, rows]) => `<div style="flex:1"><b>${t(head)}</b><br>${lines(rows)}</div>`),
    `</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}

const euro = (n: number) => `${money(n)} €`;

export function landlordLetter(l: LandlordParts): PageContent {
  const [heads, charges, [provLabel, months, perMonth], totalLabel, balanceLabel] = l.table;
  const total = charges.reduce((s, [, n]) => s + n, 0);
  const paid = months * perMonth;
  const provisions = `${provLabel} : ${months} × ${euro(perMonth)}`;
  const rows: Array<[string, string]> = charges.map(([k, n]) => [k, euro(n)]);
  const sums: Array<[string, string]> = [
    [totalLabel, euro(total)],
    [provisions, `− ${euro(paid)}`],
    [balanceLabel, euro(total - paid)],
  ];
  const [lead, rentLabel, provisionLabel, provision, monthlyLabel] = l.monthly;
  const rent = Number(l.review[l.review.length - 1]![1].replace(/[^\d,]/g, '').replace(',', '.'));
  const monthly: Array<[string, string]> = [
    [rentLabel, euro(rent)],
    [provisionLabel, euro(provision)],
    [monthlyLabel, euro(rent + provision)],
  ];
  const truth = [...l.sender, ...l.addressee, l.date, l.subject, l.greeting, l.rent, ...l.review.map((r) => r.join(' ')), l.charges];
  truth.push(heads.join(' '), ...rows.map((r) => r.join(' ')), ...sums.map((r) => r.join(' ')), ...l.after, lead);
  truth.push(...monthly.map((r) => r.join(' ')), l.closing, l.signer, l.enclosed);
  const td = (s: string, right: boolean, extra = '') =>
    `<td style="padding:0.7mm 2mm;${right ? 'text-align:right;white-space:nowrap;' : ''}${extra}">${t(s)}</td>`;
  const table = (rs: Array<[string, string]>, boldLast: boolean, style: string) =>
    `<table style="${style}">${rs
      .map(([k, v], i) => {
        const last = boldLast && i === rs.length - 1 ? 'font-weight:bold;border-top:0.8pt solid #111;' : '';
        return `<tr>${td(k, false, last)}${td(v, true, last)}</tr>`;
      })
      .join('')}</table>`;
  const p = (s: string) => `<p style="text-align:justify;margin:0 0 2.4mm">${t(s)}</p>`;
  const html = [
    `<div style="display:flex;justify-content:space-between"><div style="font-size:9.5pt;line-height:1.4">${lines(l.sender)}</div>`,
    `<div style="width:78mm;margin-top:16mm;font-size:10.5pt;line-height:1.4">${lines(l.addressee)}<div style="margin-top:6mm">${t(l.date)}</div></div></div>`,
    `<div style="font-size:10pt;line-height:1.34;margin-top:7mm"><p style="font-weight:bold;margin:0 0 3.5mm">${t(l.subject)}</p>${p(l.greeting)}${p(l.rent)}`,
    table(l.review, true, 'margin:0 0 3.5mm 8mm;width:140mm'),
    p(l.charges),
    `<table style="width:150mm;margin:0 0 3.5mm 8mm;border:0.6pt solid #555"><tr style="background:#e4e4e4;font-weight:bold">${td(heads[0], false)}${td(heads[1], true)}</tr>`,
    ...rows.map(([k, v]) => `<tr>${td(k, false, 'border-top:0.4pt solid #bbb;')}${td(v, true, 'border-top:0.4pt solid #bbb;')}</tr>`),
    ...sums.map(
      ([k, v], i) =>
        `<tr style="${i === 2 ? 'font-weight:bold;background:#f2f2f2' : ''}">${td(k, false, 'border-top:0.6pt solid #555;')}${td(v, true, 'border-top:0.6pt solid #555;')}</tr>`,
    ),
    `</table>${l.after.map(p).join('')}`,
    `<div style="border:1pt solid #333;padding:1.5mm 3mm;margin:1mm 0 4mm;width:110mm">${t(lead)}${table(monthly, true, 'width:100%;margin-top:1mm')}</div>`,
    `${p(l.closing)}<div style="margin-left:105mm">${signature('#222', 34)}${t(l.signer)}</div>`,
    `<div style="font-size:8.5pt;margin-top:3mm">${t(l.enclosed)}</div></div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}
