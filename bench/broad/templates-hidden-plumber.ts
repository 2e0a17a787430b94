// The hidden part's plumber's invoice, made apart from every other part's templates: a drawn drop
// and wrench in a blue square beside the firm's name and trade, its address and numbers small under
// them, the word Fatura large at the right with "Original" in grey and the document's details in a
// table of labels and values, the client in a framed box at the right as Portuguese invoices set
// it, the work done on a pale blue line, the items under a dark blue header row with banded rows
// and the figures at the right, the totals at the right with the sum to pay white on blue, the
// Multibanco reference in a box with a drawn QR code beside it, and the legal lines small at the
// foot. Counts, prices, the number, the ATCUD code and the reference come from a seed; one truth
// line per row.
import { seededRandom, type PageContent } from './html-kit.js';
import type { PlumberParts } from './records-hidden-money.js';
import { lines, money, qrCode, t } from './templates-hidden.js';

const navy = '#123f6e';

/** A drop of water and a wrench across it, white on a blue square (drawn, no text). */
const logo =
  `<svg width="15mm" height="15mm" viewBox="0 0 40 40" style="flex:none"><rect width="40" height="40" rx="5" fill="${navy}"/>` +
  '<path d="M16 7c6 8 10 13 10 18a10 10 0 0 1-20 0c0-5 4-10 10-18z" fill="#8fd0f5"/><path d="M20 33l12-12 3 3-12 12z" fill="#fff"/><circle cx="34" cy="19" r="4" fill="none" stroke="#fff" stroke-width="2.5"/></svg>';

export function plumberInvoice(f: PlumberParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const eur = (cents: number) => `${money(cents / 100)} €`;
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  const number = random.int(280, 460);
  const refs: Array<[string, string]> = [
    [f.refs[0], `FT 2026/${String(number).padStart(4, '0')}`],
    [f.refs[1], f.dates[0]],
    [f.refs[2], f.dates[1]],
    [f.refs[3], `JF7K3M2P-${number}`],
    [f.refs[4], f.order],
  ];
  let net = 0;
  const rows = f.items.map(([what, unit, least, most, lo, hi]) => {
    const qty = random.int(least, most);
    const each = random.int(lo / 10, hi / 10) * 10;
    net += qty * each;
    return [what, String(qty), unit, eur(each), `${f.vat}%`, eur(qty * each)];
  });
  const vat = Math.round((net * f.vat) / 100);
  const sums: Array<[string, string]> = [
    [f.sums[0], eur(net)],
    [`${f.sums[1]} ${f.vat}%`, eur(vat)],
    [f.sums[2], eur(net + vat)],
  ];
  const [payHead, entity, reference, amountLabel, transfer] = f.payment;
  const mb: Array<[string, string]> = [
    [entity, '21796'],
    [reference, `${digits(3)} ${digits(3)} ${digits(3)}`],
    [amountLabel, eur(net + vat)],
  ];
  const [name, trade, address] = f.firm;
  const right = (i: number) => (i ? 'text-align:right;white-space:nowrap;' : '');
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start"><div style="display:flex;gap:3mm">${logo}<div>`,
    `<div style="font-size:14pt;font-weight:bold;color:${navy}">${t(name)}</div><div style="font-size:8.5pt;color:#444">${t(trade)}</div>`,
    `<div style="font-size:8pt;margin-top:1.5mm;line-height:1.35">${lines(address)}</div></div></div>`,
    `<div style="text-align:right"><div style="font-size:22pt;font-weight:bold;color:${navy}">${t(f.title[0])}</div><div style="font-size:8pt;color:#888">${t(f.title[1])}</div></div></div>`,
    `<div style="display:flex;justify-content:space-between;align-items:flex-start;margin:7mm 0 4mm">`,
    `<table style="font-size:8.5pt">${refs.map(([k, v]) => `<tr><td style="color:#555;padding:0.4mm 3mm 0.4mm 0">${t(k)}</td><td style="font-weight:bold">${t(v)}</td></tr>`).join('')}</table>`,
    `<div style="width:78mm;border:0.8pt solid #333;padding:2mm 4mm;font-size:9.5pt;line-height:1.4"><div style="font-size:7.5pt;color:#555">${t(f.client[0])}</div>${lines(f.client[1])}</div></div>`,
    `<div style="background:#e6f1fa;padding:1.5mm 3mm;font-size:9pt;margin-bottom:4mm"><b>${t(f.job[0])}:</b> ${t(f.job[1])}</div>`,
    `<table style="width:100%;font-size:9pt"><tr style="background:${navy};color:#fff">${f.columns.map((c, i) => `<th style="padding:1.2mm 2mm;${right(i)}">${t(c)}</th>`).join('')}</tr>`,
    ...rows.map(
      (r, k) =>
        `<tr style="background:${k % 2 ? '#f0f5fa' : '#fff'}">${r.map((c, i) => `<td style="padding:1mm 2mm;${right(i)}">${t(c)}</td>`).join('')}</tr>`,
    ),
    `</table><table style="margin:4mm 0 0 auto;font-size:10pt;min-width:82mm">`,
    ...sums.map(
      ([k, v], i) =>
        `<tr style="${i === 2 ? `background:${navy};color:#fff;font-weight:bold;font-size:12pt` : ''}"><td style="padding:1mm 3mm">${t(k)}</td><td style="padding:1mm 3mm;text-align:right;white-space:nowrap">${t(v)}</td></tr>`,
    ),
    `</table><div style="display:flex;gap:5mm;align-items:center;margin-top:8mm">${qrCode(random, 24)}`,
    `<div style="border:0.8pt solid ${navy};padding:2mm 4mm;font-size:9pt"><div style="font-weight:bold;color:${navy};margin-bottom:1mm">${t(payHead)}</div>`,
    `<table>${mb.map(([k, v]) => `<tr><td style="padding:0.3mm 4mm 0.3mm 0">${t(k)}</td><td style="font-family:'DejaVu Sans Mono';font-weight:bold">${t(v)}</td></tr>`).join('')}</table>`,
    `<div style="font-size:8pt;margin-top:1mm">${t(transfer)}</div></div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;border-top:0.5pt solid #999;padding-top:1mm;font-size:7.5pt;color:#444">${lines(f.legal)}</div>`,
  ].join('');
  const truth = [name, trade, ...address, ...f.title, ...refs.map((r) => r.join(' ')), f.client[0], ...f.client[1]];
  truth.push(`${f.job[0]}: ${f.job[1]}`, f.columns.join(' '), ...rows.map((r) => r.join(' ')), ...sums.map((r) => r.join(' ')));
  truth.push(payHead, ...mb.map((r) => r.join(' ')), transfer, ...f.legal);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
