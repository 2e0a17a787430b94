// The locked part's car rental invoice, made apart from every other part's templates: a drawn car
// beside the firm's name in orange, the firm's lines small at the right, the customer at the left and
// the invoice's references as labels and values at the right, the title over an orange rule, the
// vehicle on a grey band, pickup and return in two boxes with a drawn arrow between them (each with
// its mileage and a drawn fuel gauge of eight cells beside the eighths), the charges in a framed table
// under a dark header with banded rows and dotted column rules, the sums in an orange-edged box at the
// right with the total white on orange, the card line, and the firm's registry lines at the foot. The
// rate, mileage and fuel come from a seed; one truth line per row.
import { amount, seededRandom, type PageContent } from './html-kit.js';
import type { RentalParts } from './records-locked-money.js';
import { lines, t } from './templates-locked.js';

const orange = '#d2691e';
const de = (n: number) => amount(Math.round(n * 100) / 100, ',', '.');

/** A car from the side (drawn, no text). */
const car =
  `<svg width="16mm" height="8mm" viewBox="0 0 64 32" style="flex:none"><path d="M4 22v-6l8-2 8-8h22l10 8 8 2v6z" fill="${orange}"/>` +
  '<circle cx="16" cy="24" r="5" fill="#333"/><circle cx="48" cy="24" r="5" fill="#333"/><path d="M23 8h8v6H17zM34 8h7l6 6H34z" fill="#fff"/></svg>';

/** Eight cells, the first `n` filled (drawn, no text). */
const gauge = (n: number) =>
  `<span style="display:inline-flex;gap:0.5mm;vertical-align:middle;margin-left:2mm">${Array.from({ length: 8 }, (_, i) => `<span style="width:2.2mm;height:3.2mm;border:0.5pt solid #333;background:${i < n ? orange : '#fff'}"></span>`).join('')}</span>`;

const arrow = `<svg width="12mm" height="8mm" viewBox="0 0 48 32" style="flex:none;align-self:center"><path d="M4 16h34M30 7l10 9-10 9" fill="none" stroke="${orange}" stroke-width="4"/></svg>`;

export function rentalInvoice(r: RentalParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const [lo, hi, days, freeDay, perKm, tank, perLitre] = r.terms;
  const rate = random.int(lo / 100, hi / 100) - 0.1;
  const start = random.int(18000, 42000);
  const driven = random.int(1080, 1620);
  const back = random.int(4, 7);
  const litres = Math.round(((8 - back) * tank) / 8);
  const extraKm = Math.max(0, driven - days * freeDay);
  const [cover, driver, refuel, airport] = r.charges;
  const items: Array<[string, number, number]> = [
    [r.lines[0], days, rate],
    ...(extraKm ? [[r.lines[1], extraKm, perKm / 100] as [string, number, number]] : []),
    [r.lines[2], days, cover / 100],
    [r.lines[3], days, driver / 100],
    [r.lines[4], litres, perLitre / 100],
    [r.lines[5], 1, refuel / 100],
    [r.lines[6], 1, airport / 100],
  ];
  const rows = items.map(([what, qty, each], i) => [String(i + 1), what, String(qty), de(each), de(qty * each)]);
  const net = Math.round(items.reduce((s, [, qty, each]) => s + qty * each * 100, 0)) / 100;
  const vat = Math.round(net * 19) / 100;
  const sums = [
    [r.sums[0], de(net)],
    [r.sums[1], de(vat)],
    [r.sums[2], de(net + vat)],
  ];
  const [[pickHead, pickWhere], [backHead, backWhere], kmLabel, fuelLabel] = r.legs;
  const legs: Array<[string, string, number, number]> = [
    [pickHead, pickWhere, start, 8],
    [backHead, backWhere, start + driven, back],
  ];
  const km = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const leg = ([head, where, reading, fuel]: [string, string, number, number]) =>
    `<div style="flex:1;border:0.8pt solid #999;padding:2mm 3mm;font-size:9pt;line-height:1.5"><b style="color:${orange}">${t(head)}</b><br>${t(where)}<br>` +
    `${t(kmLabel)} <b>${t(km(reading))}</b><br>${t(fuelLabel)} <b>${fuel}/8</b>${gauge(fuel)}</div>`;
  const right = (i: number) => (i >= 2 ? 'text-align:right;white-space:nowrap;' : '');
  const cell = (c: string, i: number) =>
    `<td style="padding:1mm 0.6em;border-left:${i ? '0.4pt dotted #aaa' : 'none'};${right(i)}">${t(c)}</td>`;
  const [firm, firmLines] = r.firm;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start"><div style="display:flex;gap:3mm;align-items:center">${car}`,
    `<span style="font-size:17pt;font-weight:bold;color:${orange}">${t(firm)}</span></div><div style="font-size:8pt;text-align:right;line-height:1.4">${lines(firmLines)}</div></div>`,
    `<div style="display:flex;justify-content:space-between;margin-top:10mm"><div style="font-size:10.5pt;line-height:1.45">${lines(r.customer)}</div>`,
    `<table style="font-size:9pt">${r.refs.map(([k, v]) => `<tr><td style="color:#555">${t(k)}</td><td style="text-align:right">${t(v)}</td></tr>`).join('')}</table></div>`,
    `<div style="font-size:20pt;font-weight:bold;border-bottom:1.5pt solid ${orange};margin:8mm 0 3mm;padding-bottom:1mm">${t(r.title)}</div>`,
    `<div style="background:#ececec;padding:1.5mm 3mm;font-size:9pt">${r.vehicle.map(([k, v]) => `<b>${t(k)}</b> ${t(v)}`).join('<br>')}</div>`,
    `<div style="display:flex;gap:2mm;margin:4mm 0 5mm">${leg(legs[0]!)}${arrow}${leg(legs[1]!)}</div>`,
    `<table style="width:100%;font-size:9.5pt;border:0.8pt solid #444"><tr style="background:#3b3b3b;color:#fff">`,
    r.columns.map((c, i) => `<th style="padding:1.2mm 0.6em;${right(i)}">${t(c)}</th>`).join(''),
    `</tr>${rows.map((row, k) => `<tr style="background:${k % 2 ? '#f6f1ec' : '#fff'}">${row.map(cell).join('')}</tr>`).join('')}`,
    `</table><div style="width:86mm;margin:4mm 0 0 auto;border:0.8pt solid ${orange};font-size:10pt">`,
    ...sums.map(
      ([k, v], i) =>
        `<div style="display:flex;justify-content:space-between;padding:1mm 3mm;${i === 2 ? `background:${orange};color:#fff;font-weight:bold;font-size:11pt` : ''}"><span>${t(k!)}</span><span style="white-space:nowrap">${t(v!)} €</span></div>`,
    ),
    `</div><p style="font-size:9.5pt;margin-top:5mm">${t(r.sums[3])}</p>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:7.5pt;color:#444;border-top:0.5pt solid #999;padding-top:1mm;text-align:center">${lines(r.foot)}</div>`,
  ].join('');
  const truth = [firm, ...firmLines, ...r.customer, ...r.refs.map((x) => x.join(' ')), r.title, ...r.vehicle.map((x) => x.join(' '))];
  for (const [head, where, reading, fuel] of legs) truth.push(head, where, `${kmLabel} ${km(reading)}`, `${fuelLabel} ${fuel}/8`);
  truth.push(r.columns.join(' '), ...rows.map((x) => x.join(' ')), ...sums.map(([k, v]) => `${k} ${v} €`), r.sums[3], ...r.foot);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
