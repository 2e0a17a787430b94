// The buried part's bakery receipt, made apart from every other part's templates: a German till
// receipt laid on a warm brown counter, a narrow white strip with a drawn torn edge at its foot: the
// bakery's name in bold sans over its line, address and tax number centred; the receipt's number,
// the till and who served in monospaced 8.4 pt; each line's name with its sum and VAT letter at the
// right and, when more than one was bought, the count times the price under it; the total in bold
// and larger between double rules; the cash given and the change; the VAT by letter in a small
// table; the till's signing unit's serial, transaction, counter, start and end; the thanks and a
// drawn barcode. Counts, prices, cash and numbers come from a seed; one truth line per printed line.
import { seededRandom, type PageContent } from './html-kit.js';
import type { BakeryParts } from './records-buried-money.js';
import { barcode, money, t } from './templates-buried.js';

export function bakeryReceipt(b: BakeryParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const eur = (cents: number) => money(cents / 100);
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
  const truth: string[] = [];
  const out: string[] = [];
  const row = (cells: string[], style = '') => {
    truth.push(cells.filter(Boolean).join(' '));
    const spans = cells.map((c, i) => `<span style="${i ? 'white-space:nowrap;' : 'flex:1;'}">${t(c)}</span>`);
    out.push(`<div style="display:flex;gap:2mm;${style}">${spans.join('')}</div>`);
  };
  const text = (s: string, style = '') => {
    truth.push(s);
    out.push(`<div style="${style}">${t(s)}</div>`);
  };
  const rule = (double = false) =>
    out.push(`<div style="border-top:${double ? '2.2pt double' : '0.8pt solid'} #444;margin:1.2mm 0"></div>`);
  const [name, line, ...address] = b.shop;
  truth.push(name!, line!);
  out.push(`<div style="text-align:center;font-family:'DejaVu Sans';font-size:13pt;font-weight:bold">${t(name!)}</div>`);
  out.push(`<div style="text-align:center;font-family:'DejaVu Sans';font-size:8pt;margin-bottom:1mm">${t(line!)}</div>`);
  for (const a of address) text(a, 'text-align:center');
  rule();
  const [bon, till, served] = b.till;
  const time = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
  const start = random.int(6 * 60 + 30, 11 * 60);
  row([`${bon} ${random.int(18000, 39999)}`, till]);
  row([served, time(start).slice(0, 5)]);
  rule();
  const gross = { A: 0, B: 0 };
  for (const [what, least, most, lo, hi, letter] of b.items) {
    const qty = random.int(least, most);
    const each = random.int(lo / 5, hi / 5) * 5;
    gross[letter] += qty * each;
    row([what, eur(qty * each), letter]);
    if (qty > 1) text(`  ${qty} x ${eur(each)}`, 'white-space:pre;color:#333');
  }
  rule(true);
  const [sumLabel, cashLabel, changeLabel] = b.labels;
  const total = gross.A + gross.B;
  const given = [500, 1000, 2000, 5000].find((n) => n >= total) ?? Math.ceil(total / 1000) * 1000;
  row([sumLabel, eur(total)], 'font-weight:bold;font-size:11pt');
  rule(true);
  row([cashLabel, eur(given)]);
  row([changeLabel, eur(given - total)]);
  rule();
  row([...b.vatHeads], 'color:#333');
  for (const letter of ['A', 'B'] as const) {
    const rate = b.rates[letter];
    const tax = Math.round((gross[letter] * rate) / (100 + rate));
    row([`${letter} ${rate}%`, eur(gross[letter] - tax), eur(tax), eur(gross[letter])]);
  }
  rule();
  const [serial, transaction, counter, startLabel, endLabel] = b.tse;
  text(serial);
  text(hex(32), 'word-break:break-all');
  row([transaction, String(random.int(210000, 389999))]);
  row([counter, String(random.int(400000, 799999))]);
  row([startLabel, `${b.day}T${time(start)}`]);
  row([endLabel, `${b.day}T${time(start + 1)}`]);
  rule();
  for (const s of b.thanks) text(s, 'text-align:center');
  out.push(`<div style="margin:2.5mm auto 0;width:52mm">${barcode(random, 52, 10)}</div>`);
  const edge = Array.from({ length: 24 }, (_, i) => `${i * 4 + 2},${i % 2 ? 0 : 3}`).join(' ');
  const html = [
    `<div style="position:absolute;inset:0;background:#c9b08a"></div>`,
    `<div style="position:relative;width:76mm;margin:4mm auto 0;padding:6mm 5mm 5mm;background:#fff;font-family:'DejaVu Sans Mono';font-size:8.4pt;line-height:1.34">${out.join('')}</div>`,
    `<svg style="position:relative;display:block;width:86mm;height:3mm;margin:0 auto" viewBox="0 0 96 3" preserveAspectRatio="none"><polygon points="0,0 ${edge} 96,0" fill="#fff"/></svg>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}
