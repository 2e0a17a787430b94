// The sealed part's tables, made apart from every other part's templates: a bus timetable (the line
// number white on a dark square beside the route, then each direction's table: trips across and
// stops down, two header rows of trip numbers and day signs, kilometres at the left, banded rows, a
// bar where a fast trip passes a stop; a legend in two columns) and a nutrition table (eleven fixed
// columns under wrapped headings in a tinted row, figures right-aligned with decimal commas, every
// third row shaded, the allergens' legend and notes below). Times and energies are worked out from the records; one truth line per row.
import { escWhole, type PageContent } from './html-kit.js';
import type { NutritionParts, TimetableParts } from './records-sealed-grids.js';
import { lines } from './templates-sealed.js';

const clock = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;

type Trip = TimetableParts['trips'][number];
type Stop = TimetableParts['stops'][number];

/** One direction's table under its heading: trip numbers and day signs across, stops down. */
function direction(t: TimetableParts, heading: string, trips: Trip[], stops: Stop[]): { html: string; truth: string[] } {
  const navy = '#1d3354';
  const [kmHead, stopHead, tripHead, daysHead] = t.heads;
  let at = 0;
  const rows = stops.map(([stop, km, gap, skipped]) => {
    at += gap;
    return [String(km), stop, ...trips.map(([, , first, fast]) => (fast && skipped ? '|' : clock(first + at)))];
  });
  const head = (label: string, cells: string[]) =>
    `<tr style="background:${navy};color:#fff"><th colspan="2" style="text-align:right">${escWhole(label)}</th>${cells.map((c) => `<th style="text-align:center">${escWhole(c)}</th>`).join('')}</tr>`;
  const numbers = trips.map(([n]) => String(n));
  const days = trips.map(([, d]) => d);
  const html = [
    `<div style="font-size:11pt;font-weight:bold;margin:5mm 0 1.5mm">${escWhole(heading)}</div>`,
    `<table style="width:100%;font-size:9pt">${head(tripHead, numbers)}${head(daysHead, days)}`,
    `<tr><th style="border-bottom:0.8pt solid #111;width:8mm">${escWhole(kmHead)}</th><th style="border-bottom:0.8pt solid #111">${escWhole(stopHead)}</th><th colspan="${trips.length}" style="border-bottom:0.8pt solid #111"></th></tr>`,
    ...rows.map(
      (r, k) =>
        `<tr style="background:${k % 2 ? '#fff' : '#edf0f5'}">${r.map((c, i) => `<td style="padding:0.9mm 1.5mm;${i === 0 ? 'text-align:right;color:#555' : i > 1 ? 'text-align:center' : ''}">${escWhole(c)}</td>`).join('')}</tr>`,
    ),
    `</table>`,
  ].join('');
  const truth = [
    heading,
    [tripHead, ...numbers].join(' '),
    [daysHead, ...days].join(' '),
    `${kmHead} ${stopHead}`,
    ...rows.map((r) => r.join(' ')),
  ];
  return { html, truth };
}

export function timetable(t: TimetableParts): PageContent {
  const navy = '#1d3354';
  // The way back: the stops in reverse, kilometres from the other end, each gap the one before it there.
  const length = t.stops[t.stops.length - 1]![1];
  const reversed = [...t.stops]
    .reverse()
    .map(([stop, km, , skipped], i, all): Stop => [stop, length - km, i === 0 ? 0 : t.stops[all.length - i]![2], skipped]);
  const there = direction(t, t.directions[0], t.trips, t.stops);
  const back = direction(t, t.directions[1], t.back, reversed);
  const html = [
    `<div style="display:flex;gap:5mm;align-items:center"><div style="background:${navy};color:#fff;font-size:26pt;font-weight:bold;width:24mm;height:18mm;line-height:18mm;text-align:center;flex:none">${escWhole(t.line)}</div>`,
    `<div><div style="font-size:14pt;font-weight:bold">${escWhole(t.route)}</div><div style="font-size:9.5pt;margin-top:1.5mm">${escWhole(t.validity)}</div></div></div>`,
    `<div style="font-size:8pt;color:#444;border-bottom:0.6pt solid #111;padding:2mm 0 1mm">${escWhole(t.operator)}</div>`,
    there.html,
    back.html,
    `<div style="display:grid;grid-template-columns:1fr 1fr;gap:1.2mm 8mm;margin-top:5mm;font-size:9pt">`,
    ...t.legend.map(([s, what]) => `<div><b style="display:inline-block;width:6mm">${escWhole(s)}</b>${escWhole(what)}</div>`),
    `</div><div style="margin-top:4mm;font-size:8.5pt;line-height:1.4">${t.notes.map((n) => `<p style="margin:0 0 1mm">${escWhole(n)}</p>`).join('')}</div>`,
  ].join('');
  const truth = [t.line, t.route, t.validity, t.operator, ...there.truth, ...back.truth, ...t.legend.map((l) => l.join(' ')), ...t.notes];
  return { html, truth: truth.join('\n'), className: 'sans' };
}

/** The columns' widths in mm (174 in all): each wide enough for its heading's longest word. */
const WIDTHS = [34, 10, 15, 13, 18, 23, 10, 13, 12, 9, 17];

const comma = (n: number) => (Number.isInteger(n) ? `${n},0` : String(n).replace('.', ','));

export function nutritionTable(n: NutritionParts): PageContent {
  const wheat = '#8a5a14';
  const rows = n.products.map(([name, weight, fat, sat, carbs, sugar, fibre, protein, salt, allergens]) => {
    const kcal = Math.round(9 * fat + 4 * carbs + 4 * protein + 2 * fibre);
    const kj = Math.round(37 * fat + 17 * carbs + 17 * protein + 8 * fibre);
    return [name, String(weight), `${kj} / ${kcal}`, ...[fat, sat, carbs, sugar, fibre, protein, salt].map(comma), allergens];
  });
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2pt solid ${wheat};padding-bottom:2mm">`,
    `<div style="font-size:18pt;font-weight:bold;color:${wheat}">${escWhole(n.bakery[0]!)}</div><div style="font-size:8.5pt;text-align:right;line-height:1.4">${lines(n.bakery.slice(1))}</div></div>`,
    `<h1 style="font-size:15pt;margin:7mm 0 1mm">${escWhole(n.title)}</h1>`,
    `<p style="font-size:9pt;color:#444;margin-bottom:4mm">${escWhole(n.subtitle)}</p>`,
    `<table style="width:100%;table-layout:fixed;font-size:8pt"><colgroup>${WIDTHS.map((w) => `<col style="width:${w}mm">`).join('')}</colgroup>`,
    `<tr style="background:#f3e7d3">${n.columns.map((c, i) => `<th style="vertical-align:bottom;padding:1.2mm 1mm;border-bottom:1pt solid #111;${i > 0 && i < 10 ? 'text-align:right;' : ''}${i === 0 ? '' : 'font-size:7.2pt'}">${escWhole(c)}</th>`).join('')}</tr>`,
    ...rows.map(
      (r, k) =>
        `<tr style="background:${k % 3 === 2 ? '#f7f1e6' : '#fff'}">${r.map((c, i) => `<td style="padding:2.6mm 1mm;border-bottom:0.4pt solid #ddd;${i > 0 && i < 10 ? 'text-align:right;white-space:nowrap;' : ''}${i === 0 ? 'font-weight:bold' : ''}">${escWhole(c)}</td>`).join('')}</tr>`,
    ),
    `</table><p style="font-size:8.5pt;margin:4mm 0 2mm;font-weight:bold">${escWhole(n.legend)}</p>`,
    ...n.notes.map((x) => `<p style="font-size:8pt;line-height:1.4;color:#333;margin:0 0 1mm">${escWhole(x)}</p>`),
  ].join('');
  const truth = [...n.bakery, n.title, n.subtitle, n.columns.join(' '), ...rows.map((r) => r.join(' ')), n.legend, ...n.notes];
  return { html, truth: truth.join('\n'), className: 'sans' };
}
