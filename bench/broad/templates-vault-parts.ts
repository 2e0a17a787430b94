// The vault part's order confirmation, made apart from every other part's templates: a business
// letter laid out as the German standard has it (a drawn gear and the brand at the right over a green
// rule, the sender's line small and underlined over the address field, an information block of
// labels and values beside it), then the title, the greeting and the text, the positions in a table
// with a grey head and figures right-aligned, the sums in a block at the right, the terms as labels
// and values, the closing, and the company's details in three columns at the foot. Counts, prices and
// discounts come from a seed; one truth line per row.
import { amount, seededRandom, type PageContent } from './html-kit.js';
import type { PartsOrder } from './records-vault-parts.js';
import { lines, round2, t } from './templates-vault.js';

const money = (n: number) => amount(n, ',', '.');

/** A gear wheel (drawn, no text). */
const gear =
  '<svg width="11mm" height="11mm" viewBox="0 0 40 40" style="flex:none"><g fill="#2f7d32"><circle cx="20" cy="20" r="12"/>' +
  [0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<rect x="17" y="2" width="6" height="8" transform="rotate(${a} 20 20)"/>`).join('') +
  '</g><circle cx="20" cy="20" r="5" fill="#fff"/></svg>';

export function partsOrder(o: PartsOrder, seed: number): PageContent {
  const random = seededRandom(seed);
  const green = '#2f7d32';
  const rows = o.items.map(([code, name, unit, most, lo, hi, discounted], i) => {
    const qty = random.int(1, most);
    const each = random.int(lo * 100, hi * 100) / 100;
    const off = discounted ? random.pick([0, 5, 10]) : 0;
    const sum = round2(qty * each * (1 - off / 100));
    return { cells: [String(i + 1), code, name, `${qty} ${unit}`, money(each), off ? `${off} %` : '–', money(sum)], sum };
  });
  const goods = round2(rows.reduce((s, r) => s + r.sum, 0));
  const [goodsLabel, [freightLabel, freight], netLabel, vatLabel, totalLabel] = o.sums;
  const net = round2(goods + freight);
  const vat = round2(net * 0.19);
  const sums = [
    [goodsLabel, money(goods)],
    [freightLabel, money(freight)],
    [netLabel, money(net)],
    [vatLabel, money(vat)],
    [totalLabel, money(round2(net + vat))],
  ];
  const right = (i: number) => (i === 0 || i >= 4 ? 'text-align:right;white-space:nowrap;' : '');
  const html = [
    `<div style="display:flex;justify-content:flex-end;align-items:center;gap:2.5mm">${gear}<div><div style="font-size:20pt;font-weight:bold;color:${green};line-height:1">${t(o.brand[0])}</div>`,
    `<div style="font-size:8pt;color:#444">${t(o.brand[1])}</div></div></div><div style="border-top:2pt solid ${green};margin:2mm 0 8mm"></div>`,
    `<div style="display:flex;justify-content:space-between"><div style="width:85mm"><div style="font-size:7pt;text-decoration:underline;margin-bottom:2mm">${t(o.sender)}</div>`,
    `<div style="font-size:10pt;line-height:1.4">${lines(o.addressee)}</div></div>`,
    `<table style="font-size:8.5pt;width:66mm">${o.info.map(([k, v]) => `<tr><td style="color:#555;padding:0.3mm 2mm 0.3mm 0">${t(k)}</td><td style="padding:0.3mm 0">${t(v)}</td></tr>`).join('')}</table></div>`,
    `<div style="font-size:13pt;font-weight:bold;margin:10mm 0 4mm">${t(o.title)}</div>`,
    `<div style="font-size:10pt;line-height:1.4"><p style="margin:0 0 0.5em">${t(o.greeting)}</p><p style="text-align:justify">${t(o.intro)}</p></div>`,
    `<table style="width:100%;font-size:8.5pt;margin-top:3mm"><tr style="background:#e3e6e3">${o.columns.map((c, i) => `<th style="padding:1mm 1.2mm;${right(i)}">${t(c)}</th>`).join('')}</tr>`,
    ...rows.map(
      (r, k) =>
        `<tr style="background:${k % 2 ? '#f4f6f4' : '#fff'}">${r.cells.map((c, i) => `<td style="padding:1mm 1.2mm;${right(i)}${i === 3 ? 'white-space:nowrap;' : ''}">${t(c)}</td>`).join('')}</tr>`,
    ),
    `</table><table style="margin:3mm 0 0 auto;font-size:9pt">`,
    ...sums.map(
      ([k, v], i) =>
        `<tr style="${i === 4 ? 'font-weight:bold;font-size:10pt' : ''}"><td style="text-align:right;${i === 4 ? 'border-top:1pt solid #111' : ''}">${t(k!)}</td><td style="text-align:right;width:26mm;${i === 4 ? 'border-top:1pt solid #111' : ''}">${t(v!)} €</td></tr>`,
    ),
    `</table><table style="font-size:9pt;margin-top:4mm">${o.terms.map(([k, v]) => `<tr><td style="font-weight:bold;padding-left:0;width:28mm">${t(k)}</td><td>${t(v)}</td></tr>`).join('')}</table>`,
    `<div style="font-size:10pt;line-height:1.4;margin-top:6mm">${lines(o.closing)}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;display:flex;gap:6mm;font-size:7pt;line-height:1.4;color:#444;border-top:0.5pt solid #999;padding-top:1.5mm">`,
    ...o.footer.map((col) => `<div style="flex:1">${lines(col)}</div>`),
    `</div>`,
  ].join('');
  const truth = [
    ...o.brand,
    o.sender,
    ...o.addressee,
    ...o.info.map((r) => r.join(' ')),
    o.title,
    o.greeting,
    o.intro,
    o.columns.join(' '),
  ];
  truth.push(
    ...rows.map((r) => r.cells.join(' ')),
    ...sums.map(([k, v]) => `${k} ${v} €`),
    ...o.terms.map((r) => r.join(' ')),
    ...o.closing,
  );
  truth.push(...o.footer.flat());
  return { html, truth: truth.join('\n'), className: 'sans' };
}
