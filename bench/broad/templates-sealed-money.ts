// The sealed part's utility bill, made apart from every other part's templates: a drawn bolt beside
// the supplier, the bill's title at the right, the supply's details in a two-column grid beside the
// holder's window box, the sum due on a coloured band, charges with unit prices to four decimals
// and amounts right-aligned, the meter readings beside a bar chart of the year's consumption (its
// figures over the bars, the months under them), notes and the company's legal line at the foot.
// Readings and prices are drawn from a seed; one truth line per row.
import { amount, escWhole, seededRandom, type PageContent } from './html-kit.js';
import type { UtilityParts } from './records-sealed-money.js';
import { lines } from './templates-sealed.js';

export const round2 = (n: number) => Math.round(n * 100) / 100;
const money = (n: number) => amount(n, ',', '.');
const figure = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A lightning bolt in a square (drawn, no text). */
const bolt =
  '<svg width="11mm" height="11mm" viewBox="0 0 30 30" style="flex:none"><rect width="30" height="30" rx="5" fill="#e07a10"/><path d="M17 3L7 17h7l-2 10 11-15h-7z" fill="#fff"/></svg>';

export function utilityBill(u: UtilityParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const start = random.int(18000, 42000);
  const used = random.int(280, 460);
  const history = [...Array.from({ length: 5 }, () => random.int(230, 480)), used];
  const rows = u.charges.map(([name, unit, lo, hi]) => {
    const qty = unit === 'kWh' ? used : 2;
    const each = random.int(Math.round(lo * 10000), Math.round(hi * 10000)) / 10000;
    return { cells: [name, `${qty} ${unit}`, each.toFixed(4).replace('.', ','), money(qty * each)], value: round2(qty * each) };
  });
  const net = round2(rows.reduce((s, r) => s + r.value, 0));
  const vat = round2(net * 0.1);
  const total = round2(net + vat + u.fee[1]);
  const sums = [
    [u.sums[0], money(net)],
    [u.sums[1], money(vat)],
    [u.fee[0], money(u.fee[1])],
    [u.sums[2], money(total)],
  ];
  const [readHead, readCols, [firstLabel, firstDate], [lastLabel, lastDate], usedLabel] = u.readings;
  const readRows = [
    [firstLabel, firstDate, figure(start)],
    [lastLabel, lastDate, figure(start + used)],
    [usedLabel, '', `${used}`],
  ];
  const orange = '#e07a10';
  const right = (i: number) => (i > 0 ? 'text-align:right;white-space:nowrap;' : '');
  const top = Math.max(...history);
  const bars = history.map(
    (v, i) =>
      `<div style="flex:1;text-align:center"><div style="font-size:7pt">${v}</div><div style="height:${Math.round((22 * v) / top)}mm;background:${i === 5 ? orange : '#b9c3cc'};margin:0.5mm 1.5mm 0"></div>` +
      `<div style="font-size:7pt;border-top:0.5pt solid #333;padding-top:0.5mm">${escWhole(u.chart[1][i]!)}</div></div>`,
  );
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start"><div style="display:flex;gap:3mm">${bolt}<div style="font-size:8pt;line-height:1.4">`,
    `<b style="font-size:13pt">${escWhole(u.supplier[0]!)}</b><br>${lines(u.supplier.slice(1))}</div></div>`,
    `<div style="text-align:right;width:70mm"><div style="font-size:12pt;font-weight:bold">${escWhole(u.title)}</div><div style="font-size:8.5pt;margin-top:1mm">${escWhole(u.period)}</div></div></div>`,
    `<div style="display:flex;gap:6mm;margin:7mm 0 4mm"><table style="flex:1;font-size:8.5pt;border:0.6pt solid #999">`,
    ...Array.from(
      { length: 3 },
      (_, i) =>
        `<tr>${[u.details[i]!, u.details[i + 3]!].map(([k, v]) => `<td style="color:#555;white-space:nowrap">${escWhole(k)}</td><td style="font-weight:bold;white-space:nowrap">${escWhole(v)}</td>`).join('')}</tr>`,
    ),
    `</table><div style="width:58mm;font-size:10pt;line-height:1.4;padding:1mm 3mm"><div style="font-size:7.5pt;color:#555">${escWhole(u.holder[0])}</div>${lines(u.holder[1])}</div></div>`,
    `<div style="display:flex;justify-content:space-between;align-items:center;background:${orange};color:#fff;padding:2.5mm 4mm;font-weight:bold">`,
    `<span style="font-size:12pt">${escWhole(u.due[0])}</span><span style="font-size:16pt">${escWhole(money(total))} €</span><span style="font-size:10pt">${escWhole(u.due[1])}</span></div>`,
    `<table style="width:100%;font-size:8.5pt;margin-top:5mm"><tr>${u.columns.map((c, i) => `<th style="border-bottom:1pt solid #111;${right(i)}">${escWhole(c)}</th>`).join('')}</tr>`,
    ...rows.map(
      (r) => `<tr>${r.cells.map((c, i) => `<td style="border-bottom:0.4pt solid #ccc;${right(i)}">${escWhole(c)}</td>`).join('')}</tr>`,
    ),
    ...sums.map(
      ([k, v], i) =>
        `<tr style="${i === 3 ? 'font-weight:bold;font-size:10pt' : ''}"><td colspan="3" style="text-align:right">${escWhole(k!)}</td><td style="text-align:right;${i === 3 ? 'border-top:1pt solid #111' : ''}">${escWhole(v!)}</td></tr>`,
    ),
    `</table><div style="display:flex;gap:8mm;margin-top:6mm"><div style="flex:1"><div style="font-weight:bold;font-size:9.5pt;margin-bottom:1.5mm">${escWhole(readHead)}</div>`,
    `<table style="width:100%;font-size:8.5pt"><tr>${readCols.map((c, i) => `<th style="border-bottom:0.6pt solid #111;${right(i)}">${escWhole(c)}</th>`).join('')}</tr>`,
    ...readRows.map((r) => `<tr>${r.map((c, i) => `<td style="${right(i)}">${escWhole(c)}</td>`).join('')}</tr>`),
    `</table></div><div style="flex:1"><div style="font-weight:bold;font-size:9.5pt;margin-bottom:1.5mm">${escWhole(u.chart[0])}</div>`,
    `<div style="display:flex;align-items:flex-end;height:32mm">${bars.join('')}</div></div></div>`,
    `<div style="margin-top:6mm;font-size:8.5pt;line-height:1.4">${u.notes.map((n) => `<p style="margin:0 0 1mm">${escWhole(n)}</p>`).join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:7pt;color:#444;border-top:0.5pt solid #999;padding-top:1mm">${escWhole(u.legal)}</div>`,
  ].join('');
  const truth = [...u.supplier, u.title, u.period];
  truth.push(...Array.from({ length: 3 }, (_, i) => [...u.details[i]!, ...u.details[i + 3]!].join(' ')), u.holder[0], ...u.holder[1]);
  truth.push(
    `${u.due[0]} ${money(total)} € ${u.due[1]}`,
    u.columns.join(' '),
    ...rows.map((r) => r.cells.join(' ')),
    ...sums.map((r) => r.join(' ')),
  );
  truth.push(
    readHead,
    readCols.join(' '),
    ...readRows.map((r) => r.filter(Boolean).join(' ')),
    u.chart[0],
    history.join(' '),
    u.chart[1].join(' '),
  );
  truth.push(...u.notes, u.legal);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
