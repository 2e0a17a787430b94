// The locked part's train ticket, made apart from every other part's templates: a boarding document
// printed at home on A4, inside a dashed frame: the carrier white on a dark blue band with the title at
// the right, the two stations large with a drawn arrow between them and the times under them, a drawn
// QR code (no text) at the right, the ticket's details in boxes with small labels over their values,
// the fare in a table beside the fiscal receipt's lines in a monospaced face, a drawn cut line, and
// the rules in small type after drawn squares. Carriage, seat, fare, numbers and the QR code come from
// a seed; one truth line per row of boxes (labels, then values).
import { seededRandom, type PageContent } from './html-kit.js';
import type { TicketParts } from './records-locked-ticket.js';
import { money, t } from './templates-locked.js';

const navy = '#173a6e';

/** A QR code's look: three finder squares and seeded modules (drawn, no text). */
function qr(random: { chance(p: number): boolean }): string {
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  const cells: string[] = [];
  for (let y = 0; y < 25; y++)
    for (let x = 0; x < 25; x++) {
      const inFinder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      if (!inFinder && random.chance(0.5)) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  return `<svg width="36mm" height="36mm" viewBox="-2 -2 29 29" style="flex:none"><g fill="#000">${finder(0, 0)}${finder(18, 0)}${finder(0, 18)}${cells.join('')}</g></svg>`;
}

const arrow = `<svg width="18mm" height="6mm" viewBox="0 0 60 20" style="flex:none"><path d="M2 10h50M44 3l10 7-10 7" fill="none" stroke="${navy}" stroke-width="3"/></svg>`;

export function trainTicket(k: TicketParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const [number, kind, from, to, [depDate, depTime], [arrDate, arrTime]] = k.train;
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  const [carriage, seat] = [String(random.int(1, 9)), String(random.int(1, 68))];
  const ticket = random.int(64000, 89000) / 100;
  const doc = [digits(4), digits(4), digits(4), digits(4)].join('-');
  const [fn, check, card] = [`4000${digits(6)}`, digits(7), digits(4)];
  const bought = `0${random.int(1, 9)}.04.2026 ${random.int(10, 23)}:${String(random.int(0, 59)).padStart(2, '0')}`;
  const cur = (n: number) => `${money(n)} ${k.currency}`;
  const fare: Array<[string, string]> = [
    [k.fare[0], cur(ticket)],
    [k.fare[1], cur(Math.round((ticket * 100) / 6) / 100)],
    [k.fare[2], cur(k.insurance)],
    [k.fare[3], cur(k.fee)],
  ];
  const total: [string, string] = [k.fare[4], cur(ticket + k.insurance + k.fee)];
  const [fiscalHead, seller, fnLabel, checkLabel, payLabel, cardLabel] = k.fiscal;
  const receipt = [
    fiscalHead,
    seller,
    `${fnLabel} ${fn}`,
    `${checkLabel} ${check}`,
    `${payLabel} ${cardLabel} ${card}`,
    `${k.bought} ${bought}`,
  ];
  const [l0, l1, l2, l3, l4, l5, l6] = k.labels;
  const rows: Array<Array<[string, string, number]>> = [
    [
      [l0, k.passenger, 2],
      [l1, `${number} ${kind}`, 1],
      [l2, carriage, 1],
      [l3, seat, 1],
    ],
    [
      [l4, k.service[0], 1],
      [l5, k.service[1], 2],
      [l6, doc, 2],
    ],
  ];
  const box = ([label, value, span]: [string, string, number]) =>
    `<div style="grid-column:span ${span};border:0.6pt solid #9aa7b8;padding:1mm 2mm"><div style="font-size:7pt;color:#555">${t(label)}</div><div style="font-size:11pt;font-weight:bold">${t(value)}</div></div>`;
  const html = [
    `<div style="border:1pt dashed #555;padding:0 0 4mm">`,
    `<div style="background:${navy};color:#fff;display:flex;justify-content:space-between;align-items:center;padding:3mm 5mm">`,
    `<div><div style="font-size:17pt;font-weight:bold">${t(k.carrier[0])}</div><div style="font-size:8pt">${t(k.carrier[1])}</div></div>`,
    `<div style="text-align:right"><div style="font-size:13pt;font-weight:bold">${t(k.title[0])}</div><div style="font-size:8pt">${t(k.title[1])}</div></div></div>`,
    `<div style="display:flex;justify-content:space-between;align-items:center;padding:4mm 5mm 2mm"><div>`,
    `<div style="display:flex;align-items:center;gap:4mm;font-size:17pt;font-weight:bold;color:${navy}"><span>${t(from)}</span>${arrow}<span>${t(to)}</span></div>`,
    `<div style="display:flex;gap:12mm;font-size:12pt;margin-top:2mm"><span>${t(depDate)} <b>${t(depTime)}</b></span><span>${t(arrDate)} <b>${t(arrTime)}</b></span></div></div>${qr(random)}</div>`,
    `<div style="display:grid;grid-template-columns:repeat(5,1fr);gap:1.5mm;padding:0 5mm">${rows.flat().map(box).join('')}</div>`,
    `<div style="display:flex;gap:6mm;padding:4mm 5mm 0"><table style="flex:1;font-size:9.5pt;border-top:1pt solid ${navy}">`,
    ...fare.map(([a, b]) => `<tr><td style="padding-left:0">${t(a)}</td><td style="text-align:right;white-space:nowrap">${t(b)}</td></tr>`),
    `<tr style="font-weight:bold;font-size:11pt"><td style="padding-left:0;border-top:0.6pt solid #111">${t(total[0])}</td><td style="text-align:right;white-space:nowrap;border-top:0.6pt solid #111">${t(total[1])}</td></tr></table>`,
    `<div style="width:78mm;font-family:'DejaVu Sans Mono';font-size:8pt;line-height:1.45;background:#f1f3f6;padding:2mm 3mm">${receipt.map(t).join('<br>')}</div></div></div>`,
    `<div style="border-top:1pt dashed #777;margin:9mm 0 5mm"></div>`,
    `<div style="font-size:9pt;font-weight:bold;margin-bottom:1.5mm">${t(k.rules[0])}</div>`,
    ...k.rules[1].map(
      (r) =>
        `<div style="display:flex;gap:2mm;font-size:8.5pt;line-height:1.35;margin-bottom:1mm"><span style="flex:none;width:1.6mm;height:1.6mm;background:${navy};margin-top:1.2mm"></span><span>${t(r)}</span></div>`,
    ),
  ].join('');
  const truth = [...k.carrier, ...k.title, `${from} ${to}`, `${depDate} ${depTime} ${arrDate} ${arrTime}`];
  for (const row of rows) truth.push(row.map((c) => c[0]).join(' '), row.map((c) => c[1]).join(' '));
  truth.push(...fare.map((r) => r.join(' ')), total.join(' '), ...receipt, k.rules[0], ...k.rules[1]);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
