// The sealed part's till receipt, made apart from every other part's templates: a narrow strip of
// thermal paper in a monospaced face on a grey ground (as laid on a scanner's glass or a table), a
// drawn cross over the centred pharmacy, dashed rules between blocks, each item's name over its code,
// quantity and amount, a prescription's share on a line of its own, the total large, a VAT table and
// a drawn barcode at the foot. Prices are drawn from a seed; one truth line per printed line.
import { amount, escWhole, seededRandom, type PageContent } from './html-kit.js';
import type { PharmacyParts } from './records-sealed-till.js';
import { round2 } from './templates-sealed-money.js';

const money = (n: number) => amount(n, ',', '.');

/** A pharmacy's cross (drawn, no text). */
const cross =
  '<svg width="10mm" height="10mm" viewBox="0 0 30 30" style="display:block;margin:0 auto 2mm"><path d="M10 1h10v9h9v10h-9v9H10v-9H1V10h9z" fill="none" stroke="#111" stroke-width="2.2"/></svg>';

/** A barcode's bars from a seed (drawn, no text). */
function barcode(seed: number): string {
  const random = seededRandom(seed);
  let x = 0;
  const bars: string[] = [];
  while (x < 96) {
    const w = random.int(1, 3);
    bars.push(`<rect x="${x}" y="0" width="${w}" height="20"/>`);
    x += w + random.int(1, 3);
  }
  return `<svg width="48mm" height="10mm" viewBox="0 0 100 20" preserveAspectRatio="none" style="display:block;margin:3mm auto 0"><g fill="#111">${bars.join('')}</g></svg>`;
}

export function pharmacyReceipt(p: PharmacyParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const truth = [...p.header, ...p.doc];
  const byRate = new Map<number, number>();
  const row = (left: string, right: string, style = '') =>
    `<div style="display:flex;justify-content:space-between;gap:2mm;${style}"><span>${escWhole(left)}</span><span style="white-space:nowrap">${escWhole(right)}</span></div>`;
  const items = p.items.map(([name, cn, rate, lo, hi, share]) => {
    const qty = share < 100 ? 1 : random.int(1, 2);
    const each = random.int(Math.round(lo * 100), Math.round(hi * 100)) / 100;
    const full = round2(qty * each);
    const paid = round2((full * share) / 100);
    byRate.set(rate, round2((byRate.get(rate) ?? 0) + paid));
    const code = `${cn}  ${qty} x ${money(each)}`;
    truth.push(name, `${code} ${money(full)}`);
    const out = [`<div style="margin-top:1.2mm">${escWhole(name)}</div>`, row(code, money(full), 'padding-left:3mm')];
    if (share < 100) {
      out.push(row(`${p.share} ${share} %`, money(paid), 'padding-left:3mm'));
      truth.push(`${p.share} ${share} % ${money(paid)}`);
    }
    return out.join('');
  });
  const total = round2([...byRate.values()].reduce((s, n) => s + n, 0));
  let given = Math.ceil(total / p.cash[2]) * p.cash[2];
  if (given === total) given += p.cash[2];
  const vat = [...byRate].map(([r, t]) => {
    const base = round2(t / (1 + r / 100));
    return [`${r} %`, money(base), money(round2(t - base)), money(t)];
  });
  truth.push(`${p.total} ${money(total)}`, `${p.cash[0]} ${money(given)}`, `${p.cash[1]} ${money(round2(given - total))}`);
  truth.push(p.vatColumns.join(' '), ...vat.map((r) => r.join(' ')), ...p.foot);
  const rule = '<div style="border-top:1pt dashed #444;margin:2mm 0"></div>';
  const cells = (r: string[], th = false) =>
    `<tr>${r.map((c, i) => `<${th ? 'th' : 'td'} style="padding:0 0 0 2mm;text-align:${i ? 'right' : 'left'}">${escWhole(c)}</${th ? 'th' : 'td'}>`).join('')}</tr>`;
  const html = [
    `<div style="position:absolute;inset:0;background:#d9d9d6"></div>`,
    `<div style="position:relative;width:78mm;margin:6mm auto 0;background:#fff;padding:6mm 5mm 7mm;box-shadow:0 0 2mm #999;font-family:'DejaVu Sans Mono';font-size:8.5pt;line-height:1.35">`,
    cross,
    `<div style="text-align:center">${p.header.map((h, i) => `<div style="${i === 0 ? 'font-weight:bold' : ''}">${escWhole(h)}</div>`).join('')}</div>${rule}`,
    `<div style="text-align:center;font-weight:bold">${escWhole(p.doc[0]!)}</div>${p.doc
      .slice(1)
      .map((d) => `<div>${escWhole(d)}</div>`)
      .join('')}${rule}`,
    ...items,
    rule,
    row(p.total, money(total), 'font-weight:bold;font-size:11pt'),
    row(p.cash[0], money(given)),
    row(p.cash[1], money(round2(given - total))),
    rule,
    `<table style="width:100%">${cells(p.vatColumns, true)}${vat.map((r) => cells(r)).join('')}</table>${rule}`,
    `<div style="text-align:center">${p.foot.map((f) => `<div style="margin-bottom:0.8mm">${escWhole(f)}</div>`).join('')}</div>`,
    barcode(seed),
    `</div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}
