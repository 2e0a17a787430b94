// The unseen part's money templates, made apart from every other part's: a Polish VAT invoice
// whose item rows are parted by dashed rules, and a utility bill with four summary boxes, a
// readings table and a payment slip below a cut line (the till receipt: templates-unseen-till.ts).
// Amounts are drawn from seeds; one truth line per row.
import { amount, escWhole, seededRandom, type PageContent } from './html-kit.js';
import type { InvoicePlParts, UtilityParts } from './records-unseen-money.js';

const br = (xs: string[]) => xs.map(escWhole).join('<br>');
const spaced = (n: number) => amount(n, ',', ' ');
const cents = (n: number) => Math.round(n * 100) / 100;

export function ruledInvoice(f: InvoicePlParts, seed: number): PageContent {
  const random = seededRandom(seed);
  let net = 0;
  let vat = 0;
  const rows = f.items.map(([name, unit, most, lo, hi], i) => {
    const qty = random.int(1, most);
    const price = random.int(lo * 100, hi * 100) / 100;
    const value = cents(qty * price);
    const tax = cents((value * f.rate) / 100);
    net += value;
    vat += tax;
    return [`${i + 1}.`, name, String(qty), unit, spaced(price), spaced(value), `${f.rate}%`, spaced(tax), spaced(value + tax)];
  });
  const sums = [`${f.rate}%`, spaced(net), spaced(vat), spaced(net + vat)];
  const total = `${spaced(net + vat)} PLN`;
  const td = (c: string, i: number) =>
    `<td style="border-bottom:0.7pt dashed #666;padding:1.3mm 1mm;${i === 1 ? '' : 'text-align:right;white-space:nowrap'}">${escWhole(c)}</td>`;
  const th = (c: string) =>
    `<th style="border-top:1.2pt solid #111;border-bottom:1.2pt solid #111;padding:1mm;font-size:7.5pt">${escWhole(c)}</th>`;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start">`,
    `<div style="font-size:20pt;font-weight:bold;color:#2b2b2b">MEBLOTOP<div style="font-size:7.5pt;font-weight:normal">MEBLE DLA BIURA</div></div>`,
    `<div style="font-size:9pt;line-height:1.5;text-align:right">${br(f.dates)}</div></div>`,
    `<h1 style="font-size:17pt;margin:7mm 0 5mm">${escWhole(f.title)}</h1>`,
    `<table style="width:100%;margin-bottom:6mm"><tr>`,
    ...f.parties.map(
      ([who, lines]) =>
        `<td style="width:50%;font-size:9.5pt;line-height:1.45"><div style="font-size:8pt;font-weight:bold;border-bottom:0.6pt solid #111;margin:0 6mm 1.5mm 0">${escWhole(who)}</div>${br(lines)}</td>`,
    ),
    `</tr></table>`,
    `<table style="width:100%;font-size:8.5pt"><tr>${f.columns.map(th).join('')}</tr>${rows.map((r) => `<tr>${r.map(td).join('')}</tr>`).join('')}</table>`,
    `<table style="margin:5mm 0 0 auto;font-size:8.5pt"><tr><td colspan="4" style="font-weight:bold;padding-bottom:1mm">${escWhole(f.summary[0])}</td></tr>`,
    `<tr>${f.summary[1].map((c) => `<td style="border-bottom:0.8pt solid #111;text-align:right">${escWhole(c)}</td>`).join('')}</tr>`,
    `<tr>${sums.map((c) => `<td style="text-align:right;font-weight:bold">${escWhole(c)}</td>`).join('')}</tr></table>`,
    `<div style="margin-top:6mm;border:1pt solid #111;padding:2.5mm 3mm;font-size:13pt;font-weight:bold">${escWhole(f.total)} ${escWhole(total)}</div>`,
    `<p style="font-size:9pt;line-height:1.5;margin-top:4mm">${br(f.payment)}</p>`,
    `<div style="position:absolute;bottom:24mm;left:18mm;right:18mm;display:flex;justify-content:space-between">`,
    ...f.signatures.map(
      (s) => `<div style="width:70mm;border-top:0.8pt dotted #111;padding-top:1mm;font-size:7pt;text-align:center">${escWhole(s)}</div>`,
    ),
    `</div>`,
  ].join('');
  const truth = [
    'MEBLOTOP',
    'MEBLE DLA BIURA',
    ...f.dates,
    f.title,
    ...f.parties.flat(2),
    f.columns.join(' '),
    ...rows.map((r) => r.join(' ')),
  ];
  truth.push(f.summary[0], f.summary[1].join(' '), sums.join(' '), `${f.total} ${total}`, ...f.payment, ...f.signatures);
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function utilityBill(u: UtilityParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const two = (n: number) => n.toFixed(2).replace('.', ',');
  let charged = 0;
  let water = 0;
  const rows = u.services.map(([name, unit, tariff, lo, hi, metered]) => {
    // Sewage is the water drawn; other unmetered rows are fixed (the area, the persons).
    const use = metered ? random.int(lo, hi) : unit === 'м³' ? water : lo;
    if (metered && unit === 'м³') water += use;
    const before = random.int(100, 9000);
    const value = cents(use * tariff);
    charged += value;
    const shown = Number.isInteger(use) ? String(use) : two(use).replace(/0$/, '');
    return [name, metered ? String(before) : '', metered ? String(before + use) : '', shown, unit, two(tariff), spaced(value)];
  });
  const debt = random.int(4000, 60000) / 100;
  const paid = cents(debt + random.int(-3000, 0) / 100);
  const toPay = cents(debt - paid + charged);
  const values = [debt, charged, paid, toPay].map((n) => `${spaced(n)} грн`);
  const box = (label: string, i: number) =>
    `<td style="width:25%;border:${i === 3 ? '1.8pt' : '0.8pt'} solid #111;padding:2mm;text-align:center;${i === 3 ? 'background:#e6e6e6;' : ''}">` +
    `<div style="font-size:7.5pt">${escWhole(label)}</div><div style="font-size:${i === 3 ? 14 : 12}pt;font-weight:bold;margin-top:1mm">${escWhole(values[i]!)}</div></td>`;
  const cell = (c: string, i: number) =>
    `<td style="border:0.5pt solid #777;padding:1mm;${i === 0 ? '' : 'text-align:right'}">${escWhole(c)}</td>`;
  const [slipTitle, slipLines] = u.slip;
  const html = [
    `<div style="font-size:14pt;font-weight:bold">${escWhole(u.provider[0]!)}</div><div style="font-size:7.5pt;line-height:1.4">${br(u.provider.slice(1))}</div>`,
    `<h2 style="font-size:12pt;margin:6mm 0 3mm;text-align:center">${escWhole(u.title)}</h2>`,
    `<table style="font-size:9pt;margin-bottom:4mm">${u.account.map(([k, v]) => `<tr><td style="padding:0.3mm 4mm 0.3mm 0;color:#444">${escWhole(k)}</td><td><b>${escWhole(v)}</b></td></tr>`).join('')}</table>`,
    `<table style="width:100%;border-collapse:separate;border-spacing:2mm 0;margin:0 -2mm 5mm"><tr>${u.boxes.map(box).join('')}</tr></table>`,
    `<table style="width:100%;font-size:8pt"><tr style="background:#dcdcdc">${u.columns.map((c) => `<th style="border:0.5pt solid #777;padding:1mm;font-size:7.5pt">${escWhole(c)}</th>`).join('')}</tr>`,
    ...rows.map((r) => `<tr>${r.map(cell).join('')}</tr>`),
    `</table>${u.notes.map((n) => `<p style="font-size:7.5pt;line-height:1.35;margin-top:2.5mm">${escWhole(n)}</p>`).join('')}`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:14mm">`,
    `<div style="border-top:1pt dashed #111;text-align:center;font-size:6.5pt;margin-bottom:3mm"><span style="background:#fff;position:relative;top:-2.2mm;padding:0 2mm">${escWhole(u.cut)}</span></div>`,
    `<div style="display:flex;border:0.8pt solid #111"><div style="width:38mm;border-right:0.8pt solid #111;padding:3mm;font-size:10pt;font-weight:bold">${escWhole(slipTitle)}</div>`,
    `<div style="padding:2mm 3mm;font-size:8.5pt;line-height:1.5">${br(slipLines)}<br>${escWhole(u.account[1]![0])}: ${escWhole(u.account[1]![1])}<br><b>${escWhole(u.boxes[3])}: ${escWhole(values[3]!)}</b></div></div></div>`,
  ].join('');
  const truth = [...u.provider, u.title, ...u.account.map((r) => r.join(' ')), ...u.boxes.flatMap((b, i) => [b, values[i]!])];
  truth.push(u.columns.join(' '), ...rows.map((r) => r.filter(Boolean).join(' ')), ...u.notes, u.cut, slipTitle, ...slipLines);
  truth.push(`${u.account[1]![0]}: ${u.account[1]![1]}`, `${u.boxes[3]}: ${values[3]}`);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
