// The sealed part's freight invoice, made apart from every other part's templates: a drawn lorry
// beside the haulier, the title large at the right over a grid of the invoice's data, the client in
// a box with a coloured top edge, the month's runs in a table under a grey header with pallets and
// weights right-aligned and summed, the charges under it, totals at the right, the payment data in a
// framed box beside a drawn QR code. Pallets, weights and rates are drawn from a seed; one truth
// line per row.
import { amount, escWhole, seededRandom, type PageContent } from './html-kit.js';
import type { FreightParts } from './records-sealed-freight.js';
import { lines } from './templates-sealed.js';
import { round2 } from './templates-sealed-money.js';

const money = (n: number) => amount(n, ',', ' ');
const whole = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** A lorry seen from the side (drawn, no text). */
const lorry =
  '<svg width="18mm" height="10mm" viewBox="0 0 72 40" style="flex:none"><rect x="2" y="4" width="44" height="24" fill="#0b6e79"/><path d="M48 12h12l8 9v7H48z" fill="#0b6e79"/>' +
  '<path d="M52 15h7l5 6H52z" fill="#fff"/><g fill="#222"><circle cx="14" cy="32" r="5"/><circle cx="30" cy="32" r="5"/><circle cx="60" cy="32" r="5"/></g></svg>';

/** A QR code's look: three finder squares and seeded modules (drawn, no text). */
function qr(seed: number): string {
  const random = seededRandom(seed);
  const cells: string[] = [];
  for (let y = 0; y < 25; y++)
    for (let x = 0; x < 25; x++) {
      const finder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      if (!finder && random.int(0, 1) === 1) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  return `<svg width="24mm" height="24mm" viewBox="-1 -1 27 27" style="flex:none"><g fill="#111">${cells.join('')}${finder(0, 0)}${finder(18, 0)}${finder(0, 18)}</g></svg>`;
}

export function freightInvoice(f: FreightParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const runs = f.runs.map((r) => {
    const pallets = random.int(6, 22);
    const kg = Array.from({ length: pallets }, () => random.int(380, 820)).reduce((s, n) => s + n, 0);
    return { cells: [...r, String(pallets), whole(kg)], pallets, kg };
  });
  const pallets = runs.reduce((s, r) => s + r.pallets, 0);
  const kg = runs.reduce((s, r) => s + r.kg, 0);
  let freight = 0;
  const charges = f.charges.map(([name, unit, lo, hi]) => {
    const each = random.int(Math.round(lo * 1000), Math.round(hi * 1000)) / 1000;
    if (unit === 'frete') {
      const value = round2(freight * each);
      return { cells: [name, money(freight), `${(each * 100).toFixed(1).replace('.', ',')} %`, money(value)], value };
    }
    const qty = unit === 'kg' ? kg : unit === 'palete' ? pallets : runs.length;
    const value = round2(qty * each);
    if (unit === 'kg') freight = value;
    return { cells: [name, `${whole(qty)} ${unit}`, unit === 'kg' ? each.toFixed(3).replace('.', ',') : money(each), money(value)], value };
  });
  const net = round2(charges.reduce((s, c) => s + c.value, 0));
  const vat = round2(net * 0.23);
  const sums = [net, vat, net + vat].map((n, i) => [f.sums[i]!, `${money(n)} €`]);
  const teal = '#0b6e79';
  const [payHead, payRows] = f.payment;
  const pay = [...payRows, ['Montante', `${money(net + vat)} €`]];
  const right = (i: number, from: number) => (i >= from ? 'text-align:right;white-space:nowrap;' : '');
  const table = (cols: string[], rows: string[][], from: number, foot?: string[]) =>
    `<table style="width:100%;font-size:8.5pt"><tr style="background:#e3e7e8">${cols.map((c, i) => `<th style="${right(i, from)}">${escWhole(c)}</th>`).join('')}</tr>` +
    rows
      .map(
        (r) => `<tr>${r.map((c, i) => `<td style="border-bottom:0.4pt solid #ccc;${right(i, from)}">${escWhole(c)}</td>`).join('')}</tr>`,
      )
      .join('') +
    (foot ? `<tr style="font-weight:bold">${foot.map((c, i) => `<td style="${right(i, from)}">${escWhole(c)}</td>`).join('')}</tr>` : '') +
    `</table>`;
  const runTotal = ['Total', '', '', '', String(pallets), whole(kg)];
  const html = [
    `<div style="display:flex;justify-content:space-between"><div style="display:flex;gap:3mm;align-items:flex-start">${lorry}<div style="font-size:8pt;line-height:1.4">`,
    `<b style="font-size:11.5pt;color:${teal}">${escWhole(f.carrier[0]!)}</b><br>${lines(f.carrier.slice(1))}</div></div>`,
    `<div style="width:58mm"><div style="font-size:22pt;font-weight:bold;text-align:right;color:${teal}">${escWhole(f.title)}</div>`,
    `<table style="width:100%;font-size:8.5pt;margin-top:1mm">${f.meta.map(([k, v]) => `<tr><td style="color:#555">${escWhole(k)}</td><td style="text-align:right;font-weight:bold">${escWhole(v)}</td></tr>`).join('')}</table></div></div>`,
    `<div style="margin:5mm 0 6mm auto;width:80mm;border-top:2.5pt solid ${teal};background:#f1f5f5;padding:2mm 3mm;font-size:9.5pt;line-height:1.4">`,
    `<div style="font-size:7.5pt;color:#555">${escWhole(f.client[0])}</div>${lines(f.client[1])}</div>`,
    `<div style="font-weight:bold;font-size:10pt;margin-bottom:1.5mm">${escWhole(f.runsHead)}</div>`,
    table(
      f.runColumns,
      runs.map((r) => r.cells),
      4,
      runTotal,
    ),
    `<div style="height:5mm"></div>${table(
      f.chargeColumns,
      charges.map((c) => c.cells),
      1,
    )}`,
    `<table style="margin:3mm 0 0 auto;font-size:9.5pt">${sums.map(([k, v], i) => `<tr style="${i === 2 ? 'font-weight:bold;font-size:11pt' : ''}"><td style="padding-right:8mm">${escWhole(k!)}</td><td style="text-align:right">${escWhole(v!)}</td></tr>`).join('')}</table>`,
    `<div style="display:flex;gap:6mm;align-items:center;margin-top:6mm">${qr(seed)}<div style="flex:1;border:0.8pt solid ${teal};padding:2mm 3mm;font-size:9pt">`,
    `<div style="font-weight:bold;color:${teal};margin-bottom:1mm">${escWhole(payHead)}</div>`,
    `<table>${pay.map(([k, v]) => `<tr><td style="padding-left:0;width:26mm">${escWhole(k!)}</td><td style="font-weight:bold">${escWhole(v!)}</td></tr>`).join('')}</table></div></div>`,
    `<div style="margin-top:5mm;font-size:7.5pt;line-height:1.4">${f.notes.map((n) => `<p style="margin:0 0 1mm">${escWhole(n)}</p>`).join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:7pt;color:#444;border-top:0.5pt solid #999;padding-top:1mm">${escWhole(f.legal)}</div>`,
  ].join('');
  const truth = [...f.carrier, f.title, ...f.meta.map((r) => r.join(' ')), f.client[0], ...f.client[1], f.runsHead, f.runColumns.join(' ')];
  truth.push(
    ...runs.map((r) => r.cells.join(' ')),
    runTotal.filter(Boolean).join(' '),
    f.chargeColumns.join(' '),
    ...charges.map((c) => c.cells.join(' ')),
  );
  truth.push(...sums.map((r) => r.join(' ')), payHead, ...pay.map((r) => r.join(' ')), ...f.notes, f.legal);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
