// The buried part's nursery and bank letters, made apart from every other part's templates. The
// nursery's: a French town hall's letter (a drawn emblem of three stacked chevrons over the town's
// name, its service and contacts at the top left, our references in small type under them, the
// parents and the place and date at the right, the subject in bold, the place's terms in a table on
// a pale ground with a blue band at its left, the papers to bring after drawn dashes, the signature
// between the delegation's lines and the deputy's name with a drawn round stamp behind it, the
// enclosures small at the foot). The bank's: a Portuguese bank's notice (a teal stripe down the
// whole left edge, a drawn bridge in a teal square beside the bank's name, the return address small
// over the customer at the window, the date and numbers as labels over values at the right, the
// subject in teal, the charges in a table with the new values in bold, two signatures side by side,
// the bank's registration in grey at the foot). One truth line per block or row.
import type { PageContent } from './html-kit.js';
import type { BankParts, NurseryParts } from './records-buried-letters.js';
import { lines, scrawl, t } from './templates-buried.js';

const blue = '#23408e';

/** Three chevrons stacked in a shield's outline (drawn, no text). */
const emblem =
  `<svg width="12mm" height="14mm" viewBox="0 0 30 36" style="display:block;margin-bottom:1.5mm"><path d="M2 2h26v16c0 8-6 13-13 16C8 31 2 26 2 18z" fill="none" stroke="${blue}" stroke-width="1.6"/>` +
  `<g fill="none" stroke-width="3.2"><path d="M7 12l8-5 8 5" stroke="${blue}"/><path d="M7 19l8-5 8 5" stroke="#9aa7cf"/><path d="M7 26l8-5 8 5" stroke="#c8102e"/></g></svg>`;

/** A round stamp: two rings and a band of ticks (drawn, no text). */
const stamp = (colour: string, style: string) =>
  `<svg width="24mm" height="24mm" viewBox="0 0 40 40" style="position:absolute;opacity:0.7;${style}"><g fill="none" stroke="${colour}"><circle cx="20" cy="20" r="18.5" stroke-width="1.4"/><circle cx="20" cy="20" r="11" stroke-width="0.8"/>` +
  `<circle cx="20" cy="20" r="14.8" stroke-width="3" stroke-dasharray="0.8 1.6"/></g><path d="M14 22l6-8 6 8z" fill="${colour}"/></svg>`;

export function nurseryLetter(n: NurseryParts): PageContent {
  const [lead, items] = n.bring;
  const truth = [...n.town, ...n.refs, ...n.addressee, n.date, n.subject, n.greeting, n.before, ...n.place.map((r) => r.join(' '))];
  truth.push(...n.after, lead, ...items, n.last, n.closing, ...n.signer, n.enclosed);
  const p = (x: string) => `<p style="margin:0 0 2.2mm;text-align:justify">${t(x)}</p>`;
  const html = [
    `<div style="display:flex;justify-content:space-between"><div style="font-size:8.5pt;line-height:1.4;width:85mm">${emblem}`,
    `<div style="font-size:12pt;font-weight:bold;color:${blue}">${t(n.town[0])}</div><div style="font-weight:bold">${t(n.town[1])}</div>${lines(n.town.slice(2))}`,
    `<div style="margin-top:4mm;font-size:7.5pt;color:#444">${lines(n.refs)}</div></div>`,
    `<div style="width:75mm;margin-top:30mm;font-size:10.5pt;line-height:1.4">${lines(n.addressee)}<div style="margin-top:7mm">${t(n.date)}</div></div></div>`,
    `<div style="font-size:10.2pt;line-height:1.36;margin-top:7mm"><p style="font-weight:bold;margin:0 0 4mm">${t(n.subject)}</p>${p(n.greeting)}${p(n.before)}`,
    `<table style="margin:1mm 0 3mm 6mm;width:154mm;background:#eef1f8;border-left:1.6mm solid ${blue};font-size:9.8pt">`,
    ...n.place.map(
      ([k, v]) =>
        `<tr><td style="padding:0.8mm 3mm;color:#444;width:34mm">${t(k)}</td><td style="padding:0.8mm 3mm;font-weight:bold">${t(v)}</td></tr>`,
    ),
    `</table>${n.after.map(p).join('')}${p(lead)}`,
    ...items.map(
      (x) =>
        `<div style="display:flex;gap:2.5mm;margin:0 0 1mm 6mm"><span style="flex:none;width:3mm;border-top:0.8pt solid #111;margin-top:2.4mm"></span><span>${t(x)}</span></div>`,
    ),
    `<div style="height:1.5mm"></div>${p(n.last)}${p(n.closing)}`,
    `<div style="position:relative;margin:4mm 0 0 95mm">${stamp(blue, 'left:-27mm;top:1mm')}${t(n.signer[0])}<br>${t(n.signer[1])}${scrawl('#1a2a66', 32)}<b>${t(n.signer[2])}</b></div>`,
    `<div style="position:absolute;left:18mm;bottom:10mm;font-size:8pt;color:#333">${t(n.enclosed)}</div></div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}

const teal = '#00707a';

/** A bridge's arch over water, white on a teal square (drawn, no text). */
const bridge =
  `<svg width="12mm" height="12mm" viewBox="0 0 40 40" style="flex:none"><rect width="40" height="40" rx="3" fill="${teal}"/><g fill="none" stroke="#fff" stroke-width="2.6">` +
  '<path d="M5 24h30M8 24c3-10 21-10 24 0M13 24v-6M20 24v-8M27 24v-6"/><path d="M6 31q3.5-3 7 0t7 0 7 0 7 0" stroke-width="1.8"/></g></svg>';

export function bankLetter(b: BankParts): PageContent {
  const [heads, rows] = b.charges;
  const truth = [b.bank[0], b.bank[1], ...b.addressee, ...b.refs.map((r) => r.join(' ')), b.subject, b.greeting, b.before];
  truth.push(heads.join(' '), ...rows.map((r) => r.join(' ')), ...b.after, b.closing, ...b.signers.flat(), b.legal);
  const p = (x: string) => `<p style="margin:0 0 2.6mm;text-align:justify">${t(x)}</p>`;
  const td = (x: string, i: number, style = '') =>
    `<td style="padding:1mm 2.5mm;${i ? 'text-align:right;white-space:nowrap;' : ''}${i === 2 ? 'font-weight:bold;' : ''}${style}">${t(x)}</td>`;
  const html = [
    `<div style="position:absolute;left:0;top:0;bottom:0;width:7mm;background:${teal}"></div>`,
    `<div style="display:flex;gap:3mm;align-items:center">${bridge}<div style="font-size:19pt;font-weight:bold;color:${teal}">${t(b.bank[0])}</div></div>`,
    `<div style="display:flex;justify-content:space-between;align-items:flex-start;margin-top:20mm"><div style="width:90mm">`,
    `<div style="font-size:6.5pt;color:#555;border-bottom:0.4pt solid #999;padding-bottom:0.6mm;margin-bottom:2mm">${t(b.bank[1])}</div>`,
    `<div style="font-size:10.5pt;line-height:1.4">${lines(b.addressee)}</div></div><div style="font-size:8.5pt;text-align:right">`,
    ...b.refs.map(([k, v]) => `<div style="margin-bottom:1.5mm"><div style="color:#666;font-size:7pt">${t(k)}</div><b>${t(v)}</b></div>`),
    `</div></div><div style="font-size:10pt;line-height:1.4;margin-top:12mm">`,
    `<p style="font-weight:bold;color:${teal};font-size:11pt;margin:0 0 4mm">${t(b.subject)}</p>${p(b.greeting)}${p(b.before)}`,
    `<table style="width:100%;font-size:9.5pt;margin:1mm 0 4mm;border-top:1.2pt solid ${teal};border-bottom:1.2pt solid ${teal}">`,
    `<tr style="background:#dff0f1">${heads.map((h, i) => td(h, i, 'font-weight:bold;')).join('')}</tr>`,
    ...rows.map((r) => `<tr>${r.map((c, i) => td(c, i, 'border-top:0.4pt solid #c5dfe1;')).join('')}</tr>`),
    `</table>${b.after.map(p).join('')}${p(b.closing)}`,
    `<div style="display:flex;gap:20mm;margin-top:2mm">`,
    ...b.signers.map(
      ([name, post]) =>
        `<div style="width:62mm">${scrawl('#123', 30)}<b>${t(name)}</b><br><span style="font-size:8.5pt">${t(post)}</span></div>`,
    ),
    `</div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;font-size:6.8pt;color:#777;line-height:1.35">${t(b.legal)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
