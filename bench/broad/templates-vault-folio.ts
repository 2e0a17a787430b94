// The vault part's hotel folio, made apart from every other part's templates: a drawn key beside the
// hotel's name in a large serif, its address under it, a double rule, the folio's number centred,
// the guest's details in a grid of grey labels and bold values read across in pairs, the charges
// day by day in a table with the figures right-aligned (a night's room, the next morning's
// breakfast, the extras of that day), the sums in a block at the right over a heavy rule, two lines
// to sign, and the thanks in italics at the foot. Prices and counts come from a seed; one truth line
// per row.
import { amount, seededRandom, type PageContent } from './html-kit.js';
import type { FolioParts } from './records-vault-folio.js';
import { round2, t } from './templates-vault.js';

const money = (n: number) => amount(n, ',', '\u00a0');

/** A key with a round bow (drawn, no text). */
const key =
  '<svg width="13mm" height="8mm" viewBox="0 0 52 32" style="flex:none"><circle cx="11" cy="16" r="8" fill="none" stroke="#7a5c1e" stroke-width="3.5"/>' +
  '<path d="M19 16h30M41 16v8M47 16v6" fill="none" stroke="#7a5c1e" stroke-width="3.5"/></svg>';

export function hotelFolio(f: FolioParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const gold = '#7a5c1e';
  const [day, month, year, nights] = f.stay;
  const date = (offset: number) => `${String(day + offset).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
  const price = (lo: number, hi: number) => random.int(lo / 10, hi / 10) * 10;
  const charges: Array<{ at: number; name: string; qty: number; each: number }> = [];
  for (const [name, lo, hi, morning] of f.daily) {
    const each = price(lo, hi);
    for (let n = 0; n < nights; n++) charges.push({ at: n + (morning ? 1 : 0), name, qty: 1, each });
  }
  for (const [night, name, most, lo, hi] of f.extras) charges.push({ at: night, name, qty: random.int(1, most), each: price(lo, hi) });
  charges.sort((a, b) => a.at - b.at);
  const rows = charges.map((c) => [date(c.at), c.name, String(c.qty), money(c.each), money(c.qty * c.each)]);
  const total = round2(charges.reduce((s, c) => s + c.qty * c.each, 0));
  // The room is rated 0 %; everything else carries 20 %, included in its price.
  const taxedSum = charges.filter((c) => c.name !== f.daily[0]![0]).reduce((s, c) => s + c.qty * c.each, 0);
  const vat = round2((taxedSum * 20) / 120);
  const sums = [
    [f.sums[0], money(total)],
    [f.sums[1], money(vat)],
    [f.sums[2], money(total)],
    [f.sums[3], money(0)],
  ];
  const right = (i: number) => (i >= 2 ? 'text-align:right;white-space:nowrap;' : '');
  const pairs = Array.from({ length: f.guest.length / 2 }, (_, i) => [f.guest[2 * i]!, f.guest[2 * i + 1]!]);
  const html = [
    `<div style="display:flex;justify-content:center;align-items:center;gap:3mm">${key}<span style="font-family:'DejaVu Serif';font-size:19pt;color:${gold}">${t(f.hotel[0])}</span></div>`,
    `<div style="text-align:center;font-size:8pt;color:#444;margin:1.5mm 0 2mm">${t(f.hotel[1])}</div>`,
    `<div style="border-top:3pt double ${gold}"></div>`,
    `<div style="text-align:center;font-size:13pt;font-weight:bold;margin:6mm 0 5mm">${t(f.title)}</div>`,
    `<table style="width:100%;font-size:9pt;margin-bottom:6mm">`,
    ...pairs.map(
      (row) =>
        `<tr>${row.map(([k, v]) => `<td style="color:#666;width:24mm;padding-left:0">${t(k)}</td><td style="font-weight:bold">${t(v)}</td>`).join('')}</tr>`,
    ),
    `</table><table style="width:100%;font-size:9pt"><tr>${f.columns.map((c, i) => `<th style="border-bottom:1pt solid #111;border-top:1pt solid #111;${right(i)}">${t(c)}</th>`).join('')}</tr>`,
    ...rows.map(
      (r) =>
        `<tr>${r.map((c, i) => `<td style="border-bottom:0.4pt solid #ccc;padding:1mm 0.5em;${right(i)}">${t(c)}</td>`).join('')}</tr>`,
    ),
    `</table><table style="margin:5mm 0 0 auto;font-size:9.5pt;border-top:1.5pt solid #111">`,
    ...sums.map(
      ([k, v], i) =>
        `<tr style="${i === 0 ? 'font-weight:bold' : ''}"><td style="text-align:right">${t(k!)}</td><td style="text-align:right;white-space:nowrap;width:28mm">${t(v!)}</td></tr>`,
    ),
    `</table><div style="display:flex;gap:20mm;margin-top:16mm;font-size:8.5pt">`,
    `<div style="flex:1;border-top:0.6pt solid #111;padding-top:0.8mm">${t(f.signatures[0])}</div>`,
    `<div style="flex:1;border-top:0.6pt solid #111;padding-top:0.8mm;display:flex;justify-content:space-between"><span>${t(f.signatures[1])}</span><span>${t(f.signatures[2])}</span></div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:12mm;text-align:center;font-family:'DejaVu Serif';font-style:italic;font-size:9.5pt;color:#444">${t(f.thanks)}</div>`,
  ].join('');
  const truth = [...f.hotel, f.title, ...pairs.map((row) => row.flat().join(' ')), f.columns.join(' '), ...rows.map((r) => r.join(' '))];
  truth.push(...sums.map((r) => r.join(' ')), ...f.signatures, f.thanks);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
