// The fresh part's money documents: a bank statement (a running list of debits and credits in
// 8.5 pt under a dark header row), an electricity bill (a boxed total, a small-print detail
// table, a consumption history, legal notes in 7 pt) and a till receipt in a narrow monospaced
// column. Amounts are drawn from seeds; one truth line per row, empty cells left out.
import { amount, escWhole, seededRandom, type PageContent } from './html-kit.js';
import type { BillParts, StatementParts } from './records-fresh-grid.js';
import type { ReceiptParts } from './records-fresh-shop.js';

const row = (cells: string[]) => cells.filter(Boolean).join(' ');
const comma = (n: number, digits: number) => n.toFixed(digits).replace('.', ',');

export function statement(s: StatementParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const money = (n: number) => amount(n, ',', ' ');
  let balance = random.int(80000, 320000) / 100;
  const opening = ['', '', s.opening, '', money(balance)];
  let day = 1;
  let debits = 0;
  let credits = 0;
  const entries = s.entries.map(([label, side, lo, hi]) => {
    day = Math.min(31, day + random.int(0, 2));
    const value = random.int(lo * 100, hi * 100) / 100;
    if (side === 'd') debits += value;
    else credits += value;
    const date = (d: number) => `${String(d).padStart(2, '0')}${s.month}`;
    const shown = money(value);
    return [date(day), date(Math.min(31, day + random.int(0, 1))), label, side === 'd' ? shown : '', side === 'c' ? shown : ''];
  });
  balance += credits - debits;
  const totals = ['', '', s.totals, money(debits), money(credits)];
  const closing = ['', '', s.closing, balance < 0 ? money(-balance) : '', balance < 0 ? '' : money(balance)];
  const td = (c: string, i: number) =>
    `<td${i >= 3 ? ' class="num"' : ''} style="border-bottom:0.3pt solid #999;padding:0.9mm 1.5mm">${escWhole(c)}</td>`;
  const bold = (r: string[]) => `<tr style="font-weight:bold;background:#eeeeee">${r.map(td).join('')}</tr>`;
  const html = [
    `<div style="display:flex;justify-content:space-between"><div><div style="font-size:15pt;font-weight:bold">${escWhole(s.bank[0]!)}</div>`,
    `<div style="font-size:8pt;line-height:1.4">${s.bank.slice(1).map(escWhole).join('<br>')}</div></div>`,
    `<div style="text-align:right"><div style="font-size:13pt;font-weight:bold">${escWhole(s.heading[0]!)}</div><div style="font-size:9pt">${escWhole(s.heading[1]!)}</div></div></div>`,
    `<div style="margin:8mm 0 6mm 100mm;font-size:10pt;line-height:1.4">${s.holder.map(escWhole).join('<br>')}</div>`,
    `<div style="border:0.8pt solid #111;padding:1.5mm 2mm;font-size:8.5pt;font-weight:bold;margin-bottom:3mm">${escWhole(s.account)}</div>`,
    `<table style="width:100%;font-size:8.5pt"><tr style="background:#1d2b4f;color:#fff">${s.columns.map((c, i) => `<th${i >= 3 ? ' class="num"' : ''} style="padding:1mm 1.5mm">${escWhole(c)}</th>`).join('')}</tr>`,
    bold(opening),
    ...entries.map((r) => `<tr>${r.map(td).join('')}</tr>`),
    bold(totals),
    bold(closing),
    `</table>`,
    ...s.notes.map((n) => `<p style="font-size:7pt;line-height:1.3;margin-top:3mm">${escWhole(n)}</p>`),
  ].join('');
  const truth = [
    ...s.bank,
    ...s.heading,
    ...s.holder,
    s.account,
    s.columns.join(' '),
    ...[opening, ...entries, totals, closing].map(row),
    ...s.notes,
  ];
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function bill(b: BillParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const money = (n: number) => amount(n, ',', '.');
  const kwh = random.int(280, 520);
  const lines = b.lines.map(([concept, q, unit, price]) => {
    const qty = q || kwh;
    return [concept, `${comma(qty, Number.isInteger(qty) ? 0 : 1)} ${unit} × ${comma(price, 4)} €`, qty * price] as const;
  });
  const energy = lines.reduce((sum, l) => sum + l[2], 0);
  const tax = (energy * b.tax[1]) / 100;
  const base = energy + tax + b.meter[1];
  const vat = (base * b.vat[1]) / 100;
  const rows = [...lines.map(([c, calc, v]) => [c, calc, money(v)]), [b.subtotal, '', money(energy)], [b.tax[0], '', money(tax)]];
  rows.push([b.meter[0], '', money(b.meter[1])], [b.vat[0], '', money(vat)], [b.totalLabel, '', money(base + vat)]);
  const total = `${money(base + vat)} €`;
  const months = b.history[1].map(() => String(random.int(120, 290)));
  const shares = b.mix[1].map(() => random.int(10, 100));
  const sum = shares.reduce((s, x) => s + x, 0);
  const mix = b.mix[1].map((source, i) => [source, `${comma((shares[i]! * 100) / sum, 1)}%`]);
  const cell = (c: string, i: number) =>
    `<td${i === 2 ? ' class="num"' : ''} style="border-bottom:0.3pt solid #aaa;padding:0.7mm 1.5mm">${escWhole(c)}</td>`;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start"><div><div style="font-size:16pt;font-weight:bold">${escWhole(b.company[0]!)}</div>`,
    `<div style="font-size:7.5pt">${escWhole(b.company[1]!)}</div></div><div style="font-size:13pt;font-weight:bold">${escWhole(b.title)}</div></div>`,
    `<table style="width:100%;margin:6mm 0 4mm;font-size:9pt"><tr><td style="width:50%;line-height:1.45">${b.meta.map(escWhole).join('<br>')}</td>`,
    `<td style="border:0.8pt solid #111;padding:2mm 3mm;line-height:1.45">${b.customer.map(escWhole).join('<br>')}</td></tr></table>`,
    `<div style="display:flex;justify-content:space-between;border:1.5pt solid #111;background:#efefef;padding:3mm 4mm;font-size:14pt;font-weight:bold"><span>${escWhole(b.totalLabel)}</span><span>${escWhole(total)}</span></div>`,
    `<p style="font-size:8pt;margin:1.5mm 0 6mm">${escWhole(b.due)}</p>`,
    `<div style="font-size:10pt;font-weight:bold;margin-bottom:1.5mm">${escWhole(b.detail)}</div>`,
    `<table style="width:100%;font-size:8pt"><tr>${b.columns.map((c, i) => `<th${i === 2 ? ' class="num"' : ''} style="border-bottom:1pt solid #111">${escWhole(c)}</th>`).join('')}</tr>`,
    ...rows.map((r, i) => `<tr${i === rows.length - 1 ? ' style="font-weight:bold"' : ''}>${r.map(cell).join('')}</tr>`),
    `</table><div style="font-size:8pt;font-weight:bold;margin:6mm 0 1mm">${escWhole(b.history[0])}</div>`,
    `<table class="ruled" style="font-size:7.5pt"><tr>${b.history[1].map((m) => `<th>${escWhole(m)}</th>`).join('')}</tr><tr>${months.map((v) => `<td class="num">${v}</td>`).join('')}</tr></table>`,
    `<div style="font-size:8pt;font-weight:bold;margin:5mm 0 1mm">${escWhole(b.mix[0])}</div>`,
    `<table style="font-size:7.5pt">${mix.map(([k, v]) => `<tr><td style="padding:0.3mm 6mm 0.3mm 0">${escWhole(k!)}</td><td class="num">${escWhole(v!)}</td></tr>`).join('')}</table>`,
    ...b.notes.map((n) => `<p style="font-size:7pt;line-height:1.3;margin-top:3mm">${escWhole(n)}</p>`),
  ].join('');
  const truth = [
    ...b.company,
    b.title,
    ...b.meta,
    ...b.customer,
    `${b.totalLabel} ${total}`,
    b.due,
    b.detail,
    b.columns.join(' '),
    ...rows.map(row),
  ];
  truth.push(b.history[0], b.history[1].join(' '), months.join(' '), b.mix[0], ...mix.map((m) => m.join(' ')), ...b.notes);
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function receipt(r: ReceiptParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const pad = (left: string, right: string, width = 34) => `${left}${' '.repeat(Math.max(1, width - left.length - right.length))}${right}`;
  const out: string[] = [];
  const vat = { A: 0, Z: 0 };
  let count = 0;
  for (const [name, code] of r.items) {
    const qty = random.int(1, 5) > 4 ? random.int(2, 3) : 1;
    const unit = random.int(45, 699) / 100;
    out.push(pad(name, `${(qty * unit).toFixed(2)} ${code}`));
    if (qty > 1) out.push(`  ${qty} @ ${unit.toFixed(2)}`);
    vat[code] += qty * unit;
    count += qty;
  }
  const total = vat.A + vat.Z;
  const net = vat.A / 1.2;
  const sums = [pad(r.labels[0], total.toFixed(2)), pad(r.labels[1], `£${total.toFixed(2)}`, 25)];
  const paid = [pad(r.labels[2], total.toFixed(2)), ...r.card, `${r.labels[3]} ${count}`];
  const cols = (a: string, b: string, c: string) => `${a.padEnd(12)}${b.padStart(11)}${c.padStart(11)}`;
  const vatLines = [
    cols(r.labels[4], r.labels[5], r.labels[6]),
    cols('A 20%', net.toFixed(2), (vat.A - net).toFixed(2)),
    cols('Z 0%', vat.Z.toFixed(2), '0.00'),
  ];
  const block = (xs: string[], style = '') =>
    `<div style="border-top:0.8pt dashed #333;padding:2mm 0;white-space:pre;${style}">${xs.map(escWhole).join('\n')}</div>`;
  const html = [
    `<div style="margin:6mm auto 0;width:76mm;border:0.5pt solid #bbb;padding:5mm 4mm;font-family:'DejaVu Sans Mono';font-size:9pt;line-height:1.35">`,
    `<div style="text-align:center;padding-bottom:2mm"><div style="font-size:13pt">${escWhole(r.head[0]!)}</div>${r.head.slice(1).map(escWhole).join('<br>')}</div>`,
    block([r.when, ...out]),
    block([sums[0]!]),
    block([sums[1]!], 'font-size:12pt;padding:1mm 0'),
    block(paid),
    block(vatLines),
    `<div style="border-top:0.8pt dashed #333;padding-top:2mm;text-align:center">${r.foot.map(escWhole).join('<br>')}</div></div>`,
  ].join('');
  return { html, truth: [...r.head, r.when, ...out, ...sums, ...paid, ...vatLines, ...r.foot].join('\n') };
}
