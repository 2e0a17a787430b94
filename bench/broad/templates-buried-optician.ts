// The buried part's optician's invoice, made apart from every other part's templates: the shop's
// name in a large plum serif beside drawn spectacles, its company, address and numbers under it over
// a thin double rule; the document's word and its number, date and customer code in a bordered
// column at the left, the customer at the right; the prescription in a small grid with grey heads
// for each eye; the items with their VAT rate in a table ruled only under its head and at its foot;
// the VAT by rate at the left and the sums at the right side by side, the deposit taken off and the
// balance in bold on a plum-tinted ground; the notes small; the courtesy copy's line in grey at the
// foot. Prices and the number come from a seed, the VAT and sums are worked out here; one truth line
// per row.
import { seededRandom, type PageContent } from './html-kit.js';
import type { OpticianParts } from './records-buried-optician.js';
import { lines, money, t } from './templates-buried.js';

const plum = '#6b2d5c';

/** A pair of round spectacles (drawn, no text). */
const spectacles =
  `<svg width="22mm" height="9mm" viewBox="0 0 66 26" style="flex:none"><g fill="none" stroke="${plum}" stroke-width="2.4"><circle cx="16" cy="14" r="10"/><circle cx="50" cy="14" r="10"/>` +
  '<path d="M26 12q7-5 14 0M6 12L1 6M60 12l5-6"/></g></svg>';

export function opticianInvoice(o: OpticianParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const eur = (cents: number) => `€ ${money(cents / 100)}`;
  const number = `${random.int(118, 364)}/2026`;
  const byRate = new Map<number, number>();
  const rows = o.items.map(([what, rate, least, most, lo, hi]) => {
    const qty = random.int(least, most);
    const each = random.int(lo / 50, hi / 50) * 50;
    byRate.set(rate, (byRate.get(rate) ?? 0) + qty * each);
    return [what, String(qty), eur(each), `${rate}%`, eur(qty * each)];
  });
  const vats = [...byRate].map(([rate, base]) => [`${rate}%`, eur(base), eur(Math.round((base * rate) / 100))]);
  const net = [...byRate.values()].reduce((s, n) => s + n, 0);
  const vat = [...byRate].reduce((s, [rate, base]) => s + Math.round((base * rate) / 100), 0);
  const sums: Array<[string, string]> = [
    [o.sums[0], eur(net)],
    [o.sums[1], eur(vat)],
    [o.sums[2], eur(net + vat)],
    [o.sums[3], `− ${eur(o.deposit)}`],
    [o.sums[4], eur(net + vat - o.deposit)],
  ];
  const refs = [number, ...o.values];
  const [rxHead, rxCols, rx] = o.prescription;
  const [vatHead, vatCols] = o.vatTable;
  const [customerHead, customer] = o.customer;
  const truth = [...o.shop, o.title, ...o.refs.map((k, i) => `${k} ${refs[i]!}`), customerHead, ...customer, rxHead, rxCols.join(' ')];
  truth.push(...rx.map((r) => r.join(' ')), o.columns.join(' '), ...rows.map((r) => r.join(' ')), vatHead, vatCols.join(' '));
  truth.push(...vats.map((r) => r.join(' ')), ...sums.map((r) => r.join(' ')), ...o.notes, o.foot);
  const right = (i: number) => (i ? 'text-align:right;white-space:nowrap;' : '');
  const grid = (c: string, th: boolean) =>
    `<td style="border:0.5pt solid #999;padding:0.6mm 3mm;text-align:center;${th ? 'background:#e6e6e6;font-size:8pt;' : ''}">${t(c)}</td>`;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-end"><div><div style="font-family:'DejaVu Serif';font-size:26pt;color:${plum};line-height:1">${t(o.shop[0])}</div>`,
    `<div style="font-size:8pt;color:#444;margin-top:1.5mm;line-height:1.4">${lines(o.shop.slice(1))}</div></div>${spectacles}</div>`,
    `<div style="border-top:2pt double ${plum};margin:3mm 0 5mm"></div>`,
    `<div style="display:flex;justify-content:space-between;align-items:flex-start"><div style="border-left:1.2mm solid ${plum};padding-left:3mm;font-size:9pt">`,
    `<div style="font-size:17pt;font-weight:bold;color:${plum};margin-bottom:1mm">${t(o.title)}</div>`,
    ...o.refs.map((k, i) => `<div><span style="color:#666;display:inline-block;width:28mm">${t(k)}</span><b>${t(refs[i]!)}</b></div>`),
    `</div><div style="width:76mm;font-size:10pt;line-height:1.4"><div style="font-size:8pt;color:#666">${t(customerHead)}</div>${lines(customer)}</div></div>`,
    `<div style="margin-top:6mm;font-size:9pt"><div style="margin-bottom:1mm">${t(rxHead)}</div><table>`,
    `<tr>${rxCols.map((c) => grid(c, true)).join('')}</tr>${rx.map((r) => `<tr>${r.map((c) => grid(c, false)).join('')}</tr>`).join('')}</table></div>`,
    `<table style="width:100%;font-size:9.2pt;margin-top:6mm;border-bottom:1pt solid #333"><tr style="border-bottom:1pt solid #333">`,
    ...o.columns.map((c, i) => `<th style="padding:1.2mm 2mm;${right(i)}">${t(c)}</th>`),
    `</tr>${rows.map((r) => `<tr>${r.map((c, i) => `<td style="padding:1.2mm 2mm;${right(i)}">${t(c)}</td>`).join('')}</tr>`).join('')}</table>`,
    `<div style="display:flex;justify-content:space-between;align-items:flex-start;margin-top:5mm"><table style="font-size:8.5pt">`,
    `<tr><td colspan="3" style="font-weight:bold;padding:0 2mm 1mm 0">${t(vatHead)}</td></tr><tr style="color:#666">${vatCols.map((c, i) => `<td style="padding:0.4mm 3mm 0.4mm 0;${right(i)}">${t(c)}</td>`).join('')}</tr>`,
    ...vats.map((r) => `<tr>${r.map((c, i) => `<td style="padding:0.4mm 3mm 0.4mm 0;${right(i)}">${t(c)}</td>`).join('')}</tr>`),
    `</table><table style="font-size:10pt;min-width:88mm">`,
    ...sums.map(
      ([k, v], i) =>
        `<tr style="${i === 4 ? `background:#f1e4ee;font-weight:bold;font-size:11.5pt` : i === 2 ? 'font-weight:bold;border-top:0.6pt solid #333' : ''}"><td style="padding:0.9mm 2.5mm">${t(k)}</td><td style="padding:0.9mm 2.5mm;text-align:right;white-space:nowrap">${t(v)}</td></tr>`,
    ),
    `</table></div><div style="font-size:8pt;line-height:1.4;margin-top:7mm">${o.notes.map((n) => `<p style="margin:0 0 1.2mm">${t(n)}</p>`).join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:7.5pt;color:#888;text-align:center">${t(o.foot)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
