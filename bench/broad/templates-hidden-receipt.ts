// The hidden part's till receipt, made apart from every other part's templates: a DIY store's
// fiscal receipt from a thermal printer, laid on a grey table as a narrow white strip of monospaced
// 9 pt with a faint shadow: the firm, shop, address and tax numbers centred, the cashier and the
// till, dashed rules between the blocks, each item's name on its own line and the count times the
// price at the left with the line's sum and the VAT letter at the right, the sum, the loyalty
// discount, the sum to pay in bold and larger, the VAT in it, the card payment, the fiscal numbers
// and the date centred, a drawn QR code, the thanks. Counts, prices and the numbers come from a
// seed; one truth line per printed line.
import { seededRandom, type PageContent } from './html-kit.js';
import type { TillParts } from './records-hidden-money.js';
import { money, qrCode, t } from './templates-hidden.js';

export function tillReceipt(r: TillParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const digits = (n: number) => Array.from({ length: n }, () => String(random.int(0, 9))).join('');
  const cash = (kop: number) => money(kop / 100);
  const [letter, rate] = r.vat;
  const [sumLabel, discountLabel, payLabel, vatLabel] = r.labels;
  const truth: string[] = [...r.shop];
  const out: string[] = [];
  const centre = (s: string) => {
    truth.push(s);
    out.push(`<div style="text-align:center">${t(s)}</div>`);
  };
  const pair = (a: string, b: string, style = '') => {
    truth.push(`${a} ${b}`);
    out.push(
      `<div style="display:flex;justify-content:space-between;gap:3mm;${style}"><span>${t(a)}</span><span style="white-space:nowrap">${t(b)}</span></div>`,
    );
  };
  const rule = () => out.push('<div style="border-top:1pt dashed #555;margin:1.2mm 0"></div>');
  out.push(...r.shop.map((s, i) => `<div style="text-align:center;${i < 2 ? 'font-weight:bold' : ''}">${t(s)}</div>`));
  rule();
  const [cashier, tillLabel, checkLabel] = r.till;
  centre(cashier);
  pair(tillLabel, `${checkLabel} ${random.int(41000, 58999)}`);
  rule();
  let sum = 0;
  for (const [what, least, most, lo, hi] of r.items) {
    const qty = random.int(least, most);
    const each = random.int(lo / 10, hi / 10) * 10;
    sum += qty * each;
    truth.push(what);
    out.push(`<div>${t(what)}</div>`);
    pair(`  ${qty} x ${cash(each)}`, `${cash(qty * each)} ${letter}`);
  }
  rule();
  const discount = Math.round((sum * r.discount) / 100);
  const pay = sum - discount;
  const vat = Math.round((pay * rate) / (100 + rate));
  pair(sumLabel, cash(sum));
  pair(`${discountLabel} ${r.discount}%`, `-${cash(discount)}`);
  pair(payLabel, `${cash(pay)} ${r.currency}`, 'font-weight:bold;font-size:11pt;margin:1mm 0');
  pair(`${vatLabel} ${letter} ${rate},00%`, cash(vat));
  rule();
  const [byCard, card, auth, rrn] = r.payment;
  pair(byCard, cash(pay));
  pair(card, `****${digits(4)}`);
  pair(`${auth} ${digits(6)}`, `${rrn} ${digits(12)}`);
  rule();
  const [fn, fiscalNo, online, heading, thanks] = r.fiscal;
  const time = `${random.int(9, 19)}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
  pair(fn, `4000${digits(6)}`);
  pair(fiscalNo, digits(10));
  centre(`${r.when} ${time}`);
  centre(online);
  out.push(`<div style="display:flex;justify-content:center;margin:2mm 0">${qrCode(random, 26)}</div>`);
  centre(heading);
  centre(thanks);
  const html = [
    `<div style="position:absolute;inset:0;background:#dedbd4"></div>`,
    `<div style="position:relative;width:88mm;margin:0 auto;padding:6mm 5mm 8mm;background:#fff;border:0.5pt solid #bbb;box-shadow:0.6mm 0.8mm 2mm #bbb;`,
    `font-family:'DejaVu Sans Mono';font-size:8.6pt;line-height:1.32;white-space:pre-wrap">${out.join('')}</div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}
