// The unseen part's till receipt, made apart from every other part's templates: a narrow column in
// condensed type, dotted leaders between each item and its price, a line of quantity under an item
// bought more than once, the totals, the card's lines and a drawn barcode (no text) over its
// number. Prices and quantities are drawn from a seed; one truth line per row.
import { escWhole, seededRandom, type PageContent } from './html-kit.js';
import type { TillParts } from './records-unseen-money.js';

const br = (xs: string[]) => xs.map(escWhole).join('<br>');

/** A receipt line: the text, a dotted leader, the amount. */
const led = (left: string, right: string, style = '') =>
  `<div style="display:flex;align-items:baseline;${style}"><span>${escWhole(left)}</span><span style="flex:1;border-bottom:1pt dotted #333;margin:0 1mm;min-width:3mm"></span><span>${escWhole(right)}</span></div>`;

export function tillSlip(t: TillParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const usd = (n: number) => `$${n.toFixed(2)}`;
  const lines: string[] = [];
  const truth = [...t.shop, ...t.meta];
  let subtotal = 0;
  let count = 0;
  for (const [name, lo, hi] of t.items) {
    const qty = random.int(1, 6) > 5 ? random.int(2, 3) : 1;
    const unit = random.int(lo * 100, hi * 100 - 1) / 100;
    subtotal += qty * unit;
    count += qty;
    lines.push(led(name, (qty * unit).toFixed(2)));
    truth.push(`${name} ${(qty * unit).toFixed(2)}`);
    if (qty > 1) {
      lines.push(`<div style="padding-left:4mm">${qty} @ ${unit.toFixed(2)}</div>`);
      truth.push(`${qty} @ ${unit.toFixed(2)}`);
    }
  }
  const tax = Math.round(subtotal * t.taxRate) / 100;
  const sums: Array<[string, string]> = [
    [t.labels[0], usd(subtotal)],
    [t.labels[1], usd(tax)],
    [t.labels[2], usd(subtotal + tax)],
  ];
  truth.push(...sums.map((s) => s.join(' ')), ...t.card, `${t.labels[3]} ${count}`, ...t.foot, t.code);
  const rule = '<div style="border-top:1pt dashed #444;margin:2mm 0"></div>';
  const html = [
    `<div style="margin:4mm auto 0;width:70mm;padding:5mm 4mm 6mm;border:0.5pt solid #ccc;font-size:9pt;line-height:1.4">`,
    `<div style="text-align:center"><div style="font-size:12pt;font-weight:bold">${escWhole(t.shop[0]!)}</div>${br(t.shop.slice(1))}</div>${rule}`,
    `<div>${br(t.meta)}</div>${rule}${lines.join('')}${rule}`,
    ...sums.map(([k, v], i) => led(k, v, i === 2 ? 'font-size:11.5pt;font-weight:bold;margin-top:1mm' : '')),
    `${rule}<div>${br(t.card)}</div><div style="margin-top:1mm">${escWhole(t.labels[3])} ${count}</div>${rule}`,
    `<div style="text-align:center">${br(t.foot)}</div>`,
    `<div style="height:12mm;margin:3mm 4mm 1mm;background:repeating-linear-gradient(90deg,#111 0 0.4mm,#fff 0.4mm 0.9mm,#111 0.9mm 1.6mm,#fff 1.6mm 2mm,#111 2mm 2.2mm,#fff 2.2mm 2.9mm)"></div>`,
    `<div style="text-align:center;font-size:8pt">${escWhole(t.code)}</div></div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'condensed' };
}
