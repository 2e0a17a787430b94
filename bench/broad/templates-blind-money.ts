// The blind part's money templates, made apart from every other part's: a purchase order (the buyer
// top left, the title and a boxed grid of order data top right, two rounded address boxes, items
// under a dark header row, sums, terms and signature lines), a hotel's invoice (centred name over a
// double rule, the stay in a four-column grid, banded rows of nights and extras, a VAT summary). The
// garage's invoice: templates-blind-garage.ts. Quantities and prices are drawn from seeds; one truth
// line per row.
import { amount, escWhole, seededRandom, type PageContent } from './html-kit.js';
import type { FolioParts, OrderParts } from './records-blind-money.js';
import { br } from './templates-blind.js';

export const cents = (n: number) => Math.round(n * 100) / 100;
/** A unit price between lo and hi, in cents. */
export const price = (random: ReturnType<typeof seededRandom>, lo: number, hi: number) =>
  random.int(Math.round(lo * 100), Math.round(hi * 100)) / 100;
export const right = (i: number, from: number) => (i >= from ? 'text-align:right;white-space:nowrap;' : '');

export function purchaseOrder(o: OrderParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const money = (n: number) => amount(n, ',', '.');
  let net = 0;
  const rows = o.items.map(([art, name, unit, most, lo, hi], i) => {
    const qty = random.int(1, most);
    const each = price(random, lo, hi);
    net = cents(net + qty * each);
    return [String(i + 1), art, name, String(qty), unit, money(each), money(qty * each)];
  });
  const tax = cents(net * 0.19);
  const sums = [net, tax, net + tax].map((n, i) => [o.sums[i]!, money(n)]);
  const navy = '#1f3a5f';
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start">`,
    `<div style="font-size:8.5pt;line-height:1.4"><b style="font-size:12pt">${escWhole(o.buyer[0]!)}</b><br>${br(o.buyer.slice(1))}</div>`,
    `<div style="width:72mm"><div style="font-size:22pt;font-weight:bold;color:${navy};text-align:right">${escWhole(o.title)}</div>`,
    `<table style="width:100%;font-size:8.5pt;border:0.8pt solid ${navy};margin-top:2mm">${o.meta.map(([k, v]) => `<tr><td style="color:#444">${escWhole(k)}</td><td style="font-weight:bold">${escWhole(v)}</td></tr>`).join('')}</table></div></div>`,
    `<div style="display:flex;gap:5mm;margin:6mm 0 5mm">`,
    ...o.addresses.map(
      ([label, lines]) =>
        `<div style="flex:1;border:0.8pt solid #777;border-radius:2.5mm;padding:2mm 3mm;font-size:9.5pt;line-height:1.4"><div style="font-size:7.5pt;color:#666">${escWhole(label)}</div>${br(lines)}</div>`,
    ),
    `</div><table style="width:100%;font-size:8.5pt"><tr>${o.columns.map((c, i) => `<th style="background:${navy};color:#fff;padding:1.2mm 1.5mm;${right(i, 5)}">${escWhole(c)}</th>`).join('')}</tr>`,
    ...rows.map(
      (r) =>
        `<tr>${r.map((c, i) => `<td style="border-bottom:0.5pt solid #bbb;padding:1.2mm 1.5mm;${right(i, 5)}">${escWhole(c)}</td>`).join('')}</tr>`,
    ),
    `</table><table style="margin:3mm 0 0 auto;font-size:9pt">`,
    ...sums.map(
      ([k, v], i) =>
        `<tr style="${i === 2 ? `font-weight:bold;border-top:2.5pt double ${navy}` : ''}"><td style="padding:0.8mm 6mm 0.8mm 0">${escWhole(k!)}</td><td style="text-align:right">${escWhole(v!)}</td></tr>`,
    ),
    `</table><table style="font-size:8.5pt;margin-top:4mm">${o.terms.map(([k, v]) => `<tr><td style="font-weight:bold;width:34mm;padding-left:0">${escWhole(k)}</td><td>${escWhole(v)}</td></tr>`).join('')}</table>`,
    `<p style="font-size:8.5pt;line-height:1.4;margin-top:3mm">${escWhole(o.note)}</p>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:26mm;display:flex;justify-content:space-between">`,
    ...o.signs.map((s) => `<div style="width:74mm;border-top:0.8pt solid #111;padding-top:1mm;font-size:8pt">${escWhole(s)}</div>`),
    `</div><div style="position:absolute;left:18mm;right:18mm;bottom:9mm;display:flex;justify-content:space-between;font-size:7pt;color:#444;border-top:0.5pt solid #999;padding-top:1mm">`,
    ...o.foot.map((f) => `<span>${escWhole(f)}</span>`),
    `</div>`,
  ].join('');
  const truth = [...o.buyer, o.title, ...o.meta.map((r) => r.join(' ')), ...o.addresses.flatMap(([l, lines]) => [l, ...lines])];
  truth.push(o.columns.join(' '), ...rows.map((r) => r.join(' ')), ...sums.map((r) => r.join(' ')), ...o.terms.map((r) => r.join(' ')));
  truth.push(o.note, ...o.signs, ...o.foot);
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function hotelFolio(f: FolioParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const money = (n: number) => amount(n, ',', '.');
  const rateOf = (r: number) => (r === 0 ? f.exempt : `${r} %`);
  const [nights, stayName, lo, hi, stayRate] = f.stay;
  const lines = [
    ...nights.map((d) => [d, stayName, 1, price(random, lo, hi), stayRate] as const),
    ...f.extras.map(([d, name, qty, a, b, r]) => [d, name, qty, price(random, a, b), r] as const),
  ].sort((x, y) => x[0].localeCompare(y[0])); // in date order (days of one month)
  const byRate = new Map<number, number>();
  const rows = lines.map(([d, name, qty, each, r]) => {
    byRate.set(r, cents((byRate.get(r) ?? 0) + qty * each));
    return [d, name, String(qty), money(each), rateOf(r), money(qty * each)];
  });
  const summary = [...byRate].map(([r, total]) => {
    const base = cents(total / (1 + r / 100));
    return [rateOf(r), money(base), money(total - base), money(total)];
  });
  const total = money([...byRate.values()].reduce((s, n) => s + n, 0));
  const guestRows: string[][] = [];
  for (let i = 0; i < f.guest.length; i += 2) guestRows.push([...f.guest[i]!, ...(f.guest[i + 1] ?? [])]);
  const gold = '#7a5c1e';
  const html = [
    `<div style="text-align:center;font-size:20pt;color:${gold}">${escWhole(f.hotel[0]!)}</div>`,
    `<div style="border-top:3pt double ${gold};margin:2mm 30mm 1.5mm"></div>`,
    `<div style="text-align:center;font-family:'DejaVu Sans';font-size:7.5pt;line-height:1.4">${br(f.hotel.slice(1))}</div>`,
    `<div style="display:flex;justify-content:space-between;align-items:baseline;margin:8mm 0 3mm"><span style="font-size:13pt;font-weight:bold">${escWhole(f.title)}</span>`,
    `<span style="font-size:9pt">${escWhole(f.issued)}</span></div>`,
    `<table style="width:100%;font-size:8.5pt;border-top:0.6pt solid ${gold};border-bottom:0.6pt solid ${gold};margin-bottom:6mm">`,
    ...guestRows.map(
      (r) => `<tr>${r.map((c, i) => `<td style="${i % 2 ? '' : 'color:#666;width:18mm'}">${escWhole(c)}</td>`).join('')}</tr>`,
    ),
    `</table><table style="width:100%;font-size:9.5pt;font-family:'DejaVu Sans'"><tr>${f.columns.map((c, i) => `<th style="border-bottom:1pt solid #111;${right(i, 2)}">${escWhole(c)}</th>`).join('')}</tr>`,
    ...rows.map(
      (r, k) =>
        `<tr style="background:${k % 2 ? '#fff' : '#f3efe6'}">${r.map((c, i) => `<td style="padding:1.3mm 2mm;${right(i, 2)}">${escWhole(c)}</td>`).join('')}</tr>`,
    ),
    `</table><div style="display:flex;justify-content:space-between;align-items:flex-start;margin-top:6mm;font-family:'DejaVu Sans'">`,
    `<table style="font-size:8pt"><tr><td colspan="4" style="font-weight:bold">${escWhole(f.summary[0])}</td></tr>`,
    `<tr>${f.summary[1].map((c) => `<td style="border-bottom:0.5pt solid #999;text-align:right">${escWhole(c)}</td>`).join('')}</tr>`,
    ...summary.map((r) => `<tr>${r.map((c) => `<td style="text-align:right">${escWhole(c)}</td>`).join('')}</tr>`),
    `</table><div style="border:1.2pt solid ${gold};padding:2mm 4mm;font-size:12pt;font-weight:bold">${escWhole(f.total)} ${escWhole(total)} EUR</div></div>`,
    `<p style="font-size:8.5pt;line-height:1.45;margin-top:6mm">${br(f.paid)}</p>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:10mm;text-align:center;font-family:'DejaVu Sans';font-size:7.5pt;line-height:1.5;color:#444">${br(f.legal)}</div>`,
  ].join('');
  const truth = [...f.hotel, f.title, f.issued, ...guestRows.map((r) => r.join(' ')), f.columns.join(' '), ...rows.map((r) => r.join(' '))];
  truth.push(f.summary[0], f.summary[1].join(' '), ...summary.map((r) => r.join(' ')), `${f.total} ${total} EUR`, ...f.paid, ...f.legal);
  return { html, truth: truth.join('\n') };
}
