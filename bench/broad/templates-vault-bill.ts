// The vault part's restaurant bill, made apart from every other part's templates: a white card on a
// wooden table's brown ground, a drawn fork and knife over the pub's name in a bold serif and its
// details, a double rule, the bill's details two pairs to a line, the items in a table (count, name,
// unit price, sum) between solid rules, the total large on a grey band, a small VAT table by rate,
// the payment, and two centred lines at the foot. Counts and prices come from a seed; one truth
// line per row.
import { amount, seededRandom, type PageContent } from './html-kit.js';
import type { BillParts } from './records-vault-bill.js';
import { round2, t } from './templates-vault.js';

const money = (n: number) => amount(n, ',', '\u00a0');

/** A fork and a knife (drawn, no text). */
const cutlery =
  '<svg width="9mm" height="11mm" viewBox="0 0 30 36" style="display:block;margin:0 auto 1.5mm"><g fill="none" stroke="#222" stroke-width="2.2" stroke-linecap="round">' +
  '<path d="M6 2v10c0 3 2 4 4 4s4-1 4-4V2M10 2v32"/><path d="M22 34V2c4 3 5 9 5 14h-5"/></g></svg>';

export function restaurantBill(b: BillParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const byRate = new Map<number, number>();
  const rows = b.items.map(([name, most, lo, hi, rate]) => {
    const qty = random.int(1, most);
    const each = random.int(lo, hi);
    byRate.set(rate, (byRate.get(rate) ?? 0) + qty * each);
    return [String(qty), name, money(each), money(qty * each)];
  });
  const total = [...byRate.values()].reduce((s, n) => s + n, 0);
  const vat = [...byRate].map(([rate, gross]) => {
    const base = round2(gross / (1 + rate / 100));
    return [`${rate} %`, money(base), money(round2(gross - base)), money(gross)];
  });
  const pairs = Array.from({ length: b.details.length / 2 }, (_, i) => [b.details[2 * i]!, b.details[2 * i + 1]!]);
  const num = (i: number, from: number) => (i >= from || i === 0 ? 'text-align:right;white-space:nowrap;' : '');
  const html = [
    `<div style="position:absolute;inset:0;background:linear-gradient(100deg,#a98d6b,#c2a784 40%,#9f8261)"></div>`,
    `<div style="position:relative;width:120mm;margin:4mm auto 0;background:#fff;padding:8mm 8mm 9mm;box-shadow:0 0 3mm #554;font-size:9.5pt;line-height:1.35">`,
    `${cutlery}<div style="text-align:center;font-family:'DejaVu Serif';font-weight:bold;font-size:15pt">${t(b.house[0]!)}</div>`,
    `<div style="text-align:center;font-size:8.5pt;margin-top:1mm">${b.house.slice(1).map(t).join('<br>')}</div>`,
    `<div style="border-top:2.5pt double #333;margin:3mm 0 2mm"></div>`,
    ...pairs.map(
      (row) =>
        `<div style="display:flex;justify-content:space-between">${row.map(([k, v]) => `<span>${t(k)} <b>${t(v)}</b></span>`).join('')}</div>`,
    ),
    `<table style="width:100%;margin-top:3mm;border-top:1pt solid #111;border-bottom:1pt solid #111"><tr>`,
    ...b.columns.map((c, i) => `<th style="padding:1mm 1mm;border-bottom:0.5pt solid #111;${num(i, 2)}">${t(c)}</th>`),
    `</tr>`,
    ...rows.map((r) => `<tr>${r.map((c, i) => `<td style="padding:0.6mm 1mm;${num(i, 2)}">${t(c)}</td>`).join('')}</tr>`),
    `</table><div style="display:flex;justify-content:space-between;background:#e4e4e4;font-weight:bold;font-size:13pt;padding:1.5mm 2mm;margin-top:2mm">`,
    `<span>${t(b.total)}</span><span style="white-space:nowrap">${t(`${money(total)} Kč`)}</span></div>`,
    `<table style="width:100%;font-size:8.5pt;margin-top:3mm"><tr>${b.vatColumns.map((c, i) => `<th style="border-bottom:0.5pt solid #777;${i ? 'text-align:right' : ''}">${t(c)}</th>`).join('')}</tr>`,
    ...vat.map((r) => `<tr>${r.map((c, i) => `<td style="${i ? 'text-align:right' : ''}">${t(c)}</td>`).join('')}</tr>`),
    `</table><div style="display:flex;justify-content:space-between;margin-top:3mm"><span>${t(b.paid)}</span><span>${t(`${money(total)} Kč`)}</span></div>`,
    `<div style="text-align:center;margin-top:6mm;font-size:9pt">${b.foot.map(t).join('<br>')}</div></div>`,
  ].join('');
  const truth = [...b.house, ...pairs.map((row) => row.flat().join(' ')), b.columns.join(' '), ...rows.map((r) => r.join(' '))];
  truth.push(
    `${b.total} ${money(total)} Kč`,
    b.vatColumns.join(' '),
    ...vat.map((r) => r.join(' ')),
    `${b.paid} ${money(total)} Kč`,
    ...b.foot,
  );
  return { html, truth: truth.join('\n'), className: 'condensed' };
}
