// The blind part's garage invoice, made apart from every other part's templates: the garage's name
// over a red rule beside a boxed invoice number, the client in the window place, the vehicle's data
// in a grey band of five labelled cells, parts and labour each under its own shaded row and closed
// by a subtotal, totals with the amount due on red. Prices and hours are drawn from a seed; one
// truth line per row.
import { amount, escWhole, seededRandom, type PageContent } from './html-kit.js';
import type { RepairParts } from './records-blind-garage.js';
import { br } from './templates-blind.js';
import { cents, price, right } from './templates-blind-money.js';

export function repairInvoice(r: RepairParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const money = (n: number) => amount(n, ',', ' ');
  const [partsHead, partsRows] = r.parts;
  const [labourHead, labourRows] = r.labour;
  const parts = partsRows.map(([ref, name, qty, lo, hi]) => {
    const each = price(random, lo, hi);
    return { cells: [ref, name, String(qty), money(each), money(qty * each)], value: cents(qty * each) };
  });
  const labour = labourRows.map(([code, name, lo, hi]) => {
    const hours = random.int(lo, hi) / 10;
    return {
      cells: [code, name, `${hours.toFixed(1).replace('.', ',')} h`, money(r.rate), money(hours * r.rate)],
      value: cents(hours * r.rate),
    };
  });
  const sum = (xs: Array<{ value: number }>) => cents(xs.reduce((s, x) => s + x.value, 0));
  const net = cents(sum(parts) + sum(labour));
  const vat = cents(net * 0.2);
  const totals = [net, vat, net + vat, r.deposit, net + vat - r.deposit].map((n, i) => [r.totals[i]!, `${money(n)} €`]);
  const red = '#b22222';
  const group = (head: string, xs: Array<{ cells: string[]; value: number }>) => [
    `<tr><td colspan="5" style="background:#e4e4e4;font-weight:bold;padding:1mm 1.5mm">${escWhole(head)}</td></tr>`,
    ...xs.map((x) => `<tr>${x.cells.map((c, i) => `<td style="padding:0.9mm 1.5mm;${right(i, 2)}">${escWhole(c)}</td>`).join('')}</tr>`),
    `<tr><td colspan="5" style="text-align:right;border-top:0.5pt solid #999;padding:0.8mm 1.5mm 2mm;font-style:italic">${escWhole(r.subtotal)} ${escWhole(money(sum(xs)))}</td></tr>`,
  ];
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start"><div style="font-size:8.5pt;line-height:1.4">`,
    `<div style="font-size:16pt;font-weight:bold;border-bottom:2.5pt solid ${red};padding-bottom:0.5mm;margin-bottom:1mm">${escWhole(r.garage[0]!)}</div>${br(r.garage.slice(1))}</div>`,
    `<div style="border:1pt solid #111;padding:2mm 3mm;font-size:9pt;line-height:1.45"><div style="font-size:12pt;font-weight:bold;color:${red}">${escWhole(r.title)}</div>`,
    `${r.meta.map(([k, v]) => `${escWhole(k)} : ${escWhole(v)}`).join('<br>')}</div></div>`,
    `<div style="margin:6mm 0 6mm 100mm;font-size:10.5pt;line-height:1.4">${br(r.client)}</div>`,
    `<div style="display:flex;background:#eee;padding:2mm 1mm;margin-bottom:4mm">`,
    ...r.vehicle.map(
      ([k, v]) =>
        `<div style="flex:1;padding:0 2mm"><div style="font-size:6.5pt;color:#555">${escWhole(k)}</div><div style="font-size:8.5pt;font-weight:bold">${escWhole(v)}</div></div>`,
    ),
    `</div><table style="width:100%;font-size:8.5pt"><tr>${r.columns.map((c, i) => `<th style="border-bottom:1.2pt solid #111;padding:1mm 1.5mm;${right(i, 2)}">${escWhole(c)}</th>`).join('')}</tr>`,
    ...group(partsHead, parts),
    ...group(labourHead, labour),
    `</table><table style="margin:2mm 0 0 auto;font-size:9.5pt;min-width:70mm">`,
    ...totals.map(
      ([k, v], i) =>
        `<tr style="${i === 4 ? `font-weight:bold;background:${red};color:#fff` : ''}"><td style="padding:1mm 2mm">${escWhole(k!)}</td><td style="text-align:right;padding:1mm 2mm">${escWhole(v!)}</td></tr>`,
    ),
    `</table>${r.remarks.map((t) => `<p style="font-size:8.5pt;line-height:1.4;margin-top:3mm">${escWhole(t)}</p>`).join('')}`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;text-align:center;font-size:6.5pt;color:#444">${escWhole(r.foot)}</div>`,
  ].join('');
  const truth = [
    ...r.garage,
    r.title,
    ...r.meta.map(([k, v]) => `${k} : ${v}`),
    ...r.client,
    ...r.vehicle.map((x) => x.join(' ')),
    r.columns.join(' '),
  ];
  for (const [head, xs] of [
    [partsHead, parts],
    [labourHead, labour],
  ] as const)
    truth.push(head, ...xs.map((x) => x.cells.join(' ')), `${r.subtotal} ${money(sum(xs))}`);
  truth.push(...totals.map((x) => x.join(' ')), ...r.remarks, r.foot);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
