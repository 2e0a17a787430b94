// The locked part's veterinary invoice, made apart from every other part's templates: a drawn paw
// beside the clinic's name in teal, its vets and address under it, the invoice's number and date at
// the right, the client and the animal in two rounded boxes side by side (the animal's details two
// pairs a row), the items under a teal header row with banded rows and figures at the right, the sums
// in a block at the right with the total white on teal, the next appointments in a box with a teal
// edge, the legal lines small at the foot. Counts and prices come from a seed; one truth line per row.
import { seededRandom, type PageContent } from './html-kit.js';
import type { VetParts } from './records-locked-money.js';
import { lines, money, t } from './templates-locked.js';

const teal = '#11706f';

/** A paw: a pad and four toes (drawn, no text). */
const paw =
  `<svg width="12mm" height="12mm" viewBox="0 0 40 40" style="flex:none"><g fill="${teal}"><ellipse cx="20" cy="27" rx="10" ry="8.5"/>` +
  '<ellipse cx="8" cy="15" rx="4" ry="5"/><ellipse cx="15.5" cy="8" rx="4" ry="5"/><ellipse cx="24.5" cy="8" rx="4" ry="5"/><ellipse cx="32" cy="15" rx="4" ry="5"/></g></svg>';

export function vetInvoice(v: VetParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const eur = (n: number) => `${money(n)} €`;
  let cents = 0;
  const rows = v.items.map(([name, most, lo, hi]) => {
    const qty = random.int(1, most);
    const each = random.int(lo / 10, hi / 10) * 10;
    cents += qty * each;
    return [name, String(qty), eur(each / 100), eur((qty * each) / 100)];
  });
  const net = Math.round(cents / 1.2);
  const sums: Array<[string, string]> = [
    [v.sums[0], eur(net / 100)],
    [v.sums[1], eur((cents - net) / 100)],
    [v.sums[2], eur(cents / 100)],
    [v.sums[3], eur(cents / 100)],
    [v.sums[4], eur(0)],
  ];
  const [name, vets, address] = v.clinic;
  const [animalHead, animal] = v.animal;
  const pairs = Array.from({ length: animal.length / 2 }, (_, i) => [animal[2 * i]!, animal[2 * i + 1]!]);
  const right = (i: number) => (i ? 'text-align:right;white-space:nowrap;' : '');
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start"><div style="display:flex;gap:3mm">${paw}<div>`,
    `<div style="font-size:15pt;font-weight:bold;color:${teal}">${t(name)}</div><div style="font-size:9pt">${t(vets)}</div>`,
    `<div style="font-size:8pt;color:#444;margin-top:1mm">${lines(address)}</div></div></div>`,
    `<div style="text-align:right"><div style="font-size:13pt;font-weight:bold">${t(v.title[0])}</div><div style="font-size:9pt">${t(v.title[1])}</div></div></div>`,
    `<div style="display:flex;gap:5mm;margin:7mm 0 6mm;font-size:9.5pt">`,
    `<div style="flex:1;border:0.8pt solid ${teal};border-radius:2.5mm;padding:2mm 4mm"><b style="color:${teal}">${t(v.client[0])}</b><br>${lines(v.client[1])}</div>`,
    `<div style="flex:2;border:0.8pt solid ${teal};border-radius:2.5mm;padding:2mm 4mm"><b style="color:${teal}">${t(animalHead)}</b><table style="width:100%">`,
    ...pairs.map(
      (row) =>
        `<tr>${row.map(([k, x]) => `<td style="padding:0.2mm 1.5mm 0.2mm 0;color:#555">${t(k)}</td><td style="padding:0.2mm 4mm 0.2mm 0;white-space:nowrap">${t(x)}</td>`).join('')}</tr>`,
    ),
    `</table></div></div>`,
    `<table style="width:100%;font-size:9.5pt"><tr style="background:${teal};color:#fff">${v.columns.map((c, i) => `<th style="padding:1.2mm 2mm;${right(i)}">${t(c)}</th>`).join('')}</tr>`,
    ...rows.map(
      (r, k) =>
        `<tr style="background:${k % 2 ? '#e8f2f1' : '#fff'}">${r.map((c, i) => `<td style="padding:1mm 2mm;${right(i)}">${t(c)}</td>`).join('')}</tr>`,
    ),
    `</table><table style="margin:4mm 0 0 auto;font-size:10pt;min-width:90mm">`,
    ...sums.map(
      ([k, x], i) =>
        `<tr style="${i === 2 ? `background:${teal};color:#fff;font-weight:bold;font-size:11.5pt` : ''}"><td style="padding:0.8mm 2mm">${t(k)}</td><td style="padding:0.8mm 2mm;text-align:right;white-space:nowrap">${t(x)}</td></tr>`,
    ),
    `</table><div style="border-left:1.5mm solid ${teal};background:#f2f7f7;padding:2mm 4mm;margin-top:7mm;font-size:9.5pt;width:110mm">`,
    `<b>${t(v.reminders[0])}</b><br>${lines(v.reminders[1])}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:7.5pt;color:#444;border-top:0.5pt solid #999;padding-top:1mm">${lines(v.legal)}</div>`,
  ].join('');
  const truth = [name, vets, ...address, ...v.title, v.client[0], ...v.client[1], animalHead, ...pairs.map((row) => row.flat().join(' '))];
  truth.push(
    v.columns.join(' '),
    ...rows.map((r) => r.join(' ')),
    ...sums.map((r) => r.join(' ')),
    v.reminders[0],
    ...v.reminders[1],
    ...v.legal,
  );
  return { html, truth: truth.join('\n'), className: 'sans' };
}
