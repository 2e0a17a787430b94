// The buried part's electrician's invoice, made apart from every other part's templates: a black
// band across the top with a drawn lightning bolt on a yellow disc, the firm's name in white and the
// word Factura in yellow at the right; the firm's address and numbers under it at the left and the
// invoice's details in a framed two-by-two grid at the right; the client under a grey heading; the
// job in italics; the items in groups, each group's name in bold behind a yellow edge and closed by
// its subtotal at the right, the lines between hairlines; the base, VAT and total at the right with
// the total yellow on black; the transfer's line and the legal lines small at the foot. Counts,
// prices and the number come from a seed; one truth line per row.
import { seededRandom, type PageContent } from './html-kit.js';
import type { ElectricianParts } from './records-buried-money.js';
import { lines, money, t } from './templates-buried.js';

const yellow = '#f5c518';

/** A lightning bolt on a yellow disc (drawn, no text). */
const bolt =
  `<svg width="13mm" height="13mm" viewBox="0 0 40 40" style="flex:none"><circle cx="20" cy="20" r="19" fill="${yellow}"/>` +
  '<path d="M23 5L11 22h8l-3 13 13-18h-8z" fill="#111"/></svg>';

export function electricianInvoice(e: ElectricianParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const eur = (cents: number) => `${money(cents / 100)} €`;
  const number = `F-2026/${String(random.int(140, 390)).padStart(4, '0')}`;
  const refs = [number, ...e.values];
  const [name, trade, address] = e.firm;
  const [clientHead, client] = e.client;
  const truth = [
    name,
    e.title,
    trade,
    ...address,
    ...e.refs.map((k, i) => `${k} ${refs[i]!}`),
    clientHead,
    ...client,
    e.job,
    e.columns.join(' '),
  ];
  let net = 0;
  const right = (i: number) => (i >= 2 ? 'text-align:right;white-space:nowrap;' : i === 1 ? 'text-align:center;' : '');
  const body = e.groups.map(([group, items]) => {
    let sub = 0;
    const rows = items.map(([what, unit, least, most, lo, hi]) => {
      const qty = random.int(least, most);
      const each = random.int(lo / 5, hi / 5) * 5;
      sub += qty * each;
      const cells = [what, unit, String(qty), eur(each), eur(qty * each)];
      truth.push(cells.join(' '));
      return `<tr style="border-bottom:0.4pt solid #ccc">${cells.map((c, i) => `<td style="padding:1mm 2mm;${right(i)}">${t(c)}</td>`).join('')}</tr>`;
    });
    net += sub;
    truth.splice(truth.length - rows.length, 0, group);
    truth.push(`${e.subtotal} ${group} ${eur(sub)}`);
    return [
      `<tr><td colspan="5" style="padding:2.5mm 2mm 1mm;font-weight:bold;border-left:1.4mm solid ${yellow}">${t(group)}</td></tr>`,
      ...rows,
      `<tr><td colspan="4" style="padding:1mm 2mm;text-align:right;color:#444">${t(`${e.subtotal} ${group}`)}</td><td style="padding:1mm 2mm;text-align:right;font-weight:bold;white-space:nowrap">${t(eur(sub))}</td></tr>`,
    ].join('');
  });
  const vat = Math.round((net * e.vat) / 100);
  const sums: Array<[string, string]> = [
    [e.sums[0], eur(net)],
    [`${e.sums[1]} ${e.vat}%`, eur(vat)],
    [e.sums[2], eur(net + vat)],
  ];
  truth.push(...sums.map((s) => s.join(' ')), e.payment, ...e.legal);
  const html = [
    `<div style="background:#111;color:#fff;margin:-16mm -18mm 0;padding:6mm 18mm 5mm;display:flex;justify-content:space-between;align-items:center">`,
    `<div style="display:flex;gap:3mm;align-items:center">${bolt}<div style="font-size:15pt;font-weight:bold">${t(name)}</div></div>`,
    `<div style="font-size:24pt;font-weight:bold;color:${yellow}">${t(e.title)}</div></div>`,
    `<div style="display:flex;justify-content:space-between;align-items:flex-start;margin-top:4mm"><div style="font-size:8.5pt;line-height:1.4"><b>${t(trade)}</b><br>${lines(address)}</div>`,
    `<div style="display:grid;grid-template-columns:1fr 1fr;border:0.8pt solid #111;width:82mm;font-size:9pt">`,
    ...e.refs.map(
      (k, i) =>
        `<div style="padding:1mm 2.5mm;${i % 2 ? 'border-left:0.5pt solid #999;' : ''}${i > 1 ? 'border-top:0.5pt solid #999;' : ''}"><div style="font-size:7pt;color:#555">${t(k)}</div><b>${t(refs[i]!)}</b></div>`,
    ),
    `</div></div>`,
    `<div style="margin-top:5mm;width:95mm;font-size:9.5pt;line-height:1.4"><div style="background:#e4e4e4;font-weight:bold;font-size:8.5pt;padding:0.8mm 2.5mm">${t(clientHead)}</div><div style="padding:1mm 2.5mm">${lines(client)}</div></div>`,
    `<div style="font-family:'DejaVu Serif';font-style:italic;font-size:9.5pt;margin:4mm 0 3mm">${t(e.job)}</div>`,
    `<table style="width:100%;font-size:9pt"><tr style="border-top:1.2pt solid #111;border-bottom:1.2pt solid #111">${e.columns.map((c, i) => `<th style="padding:1.2mm 2mm;${right(i)}">${t(c)}</th>`).join('')}</tr>`,
    ...body,
    `</table><table style="margin:4mm 0 0 auto;font-size:10pt;min-width:78mm">`,
    ...sums.map(
      ([k, v], i) =>
        `<tr style="${i === 2 ? `background:#111;color:${yellow};font-weight:bold;font-size:12pt` : ''}"><td style="padding:1.2mm 3mm">${t(k)}</td><td style="padding:1.2mm 3mm;text-align:right;white-space:nowrap">${t(v)}</td></tr>`,
    ),
    `</table><div style="font-size:9pt;margin-top:6mm">${t(e.payment)}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:7.5pt;color:#555;line-height:1.4">${lines(e.legal)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
