// The buried part's dog fee reminder, made apart from every other part's templates: a Czech town
// office's letter (a drawn shield with a fir tree beside the office's name in capitals, the
// department and address under it over a double rule, the addressee at the right where the
// envelope's window is, the reference row of small labels over values across the page between
// hairlines, the subject in bold, the dogs in a ruled table with the sums at the right and the total
// in bold, where to pay in a box of labels and values in a mono face, a drawn round stamp beside the
// clerk's signature, the office's numbers and hours over a rule at the foot). The sums owed are
// worked out here; one truth line per block or row.
import type { PageContent } from './html-kit.js';
import type { DogFeeParts } from './records-buried-dogfee.js';
import { lines, scrawl, t } from './templates-buried.js';

/** Whole crowns with a no-break space between thousands. */
const czk = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')} Kč`;

/** A shield with a fir tree on it (drawn, no text). */
const arms =
  '<svg width="11mm" height="13mm" viewBox="0 0 30 36" style="flex:none"><path d="M2 2h26v15c0 9-6 14-13 17C8 31 2 26 2 17z" fill="#c9302c" stroke="#222" stroke-width="1.2"/>' +
  '<path d="M15 6l6 8h-3l5 7h-4l5 7H6l5-7H7l5-7H9z" fill="#fff"/><rect x="13.5" y="28" width="3" height="4" fill="#fff"/></svg>';

/** An office's round stamp: two rings and a small shield inside (drawn, no text). */
const seal =
  '<svg width="26mm" height="26mm" viewBox="0 0 40 40" style="flex:none;opacity:0.75"><g fill="none" stroke="#3d4fa3"><circle cx="20" cy="20" r="18.5" stroke-width="1.3"/><circle cx="20" cy="20" r="12.5" stroke-width="0.8"/></g>' +
  '<path d="M15 14h10v6c0 3-2 5-5 6-3-1-5-3-5-6z" fill="#3d4fa3"/></svg>';

export function dogFeeLetter(d: DogFeeParts): PageContent {
  const [heads, dogs, totalLabel] = d.dogs;
  const rows = dogs.map(([dog, tag, rate, paid]) => [dog, tag, czk(rate), czk(paid), czk(rate - paid)]);
  const total = czk(dogs.reduce((s, [, , rate, paid]) => s + rate - paid, 0));
  const payment = d.payment.map(([k, v]) => [k, v || total] as const);
  const truth = [...d.office, d.refs.map((r) => r[0]).join(' '), d.refs.map((r) => r[1]).join(' '), ...d.addressee, d.subject, d.before];
  truth.push(heads.join(' '), ...rows.map((r) => r.join(' ')), `${totalLabel} ${total}`, d.ask, ...payment.map((r) => r.join(' ')));
  truth.push(...d.after, d.closing, ...d.signer, d.foot);
  const p = (x: string) => `<p style="margin:0 0 2.4mm;text-align:justify">${t(x)}</p>`;
  const cell = (c: string, i: number, style = '') =>
    `<td style="border:0.5pt solid #555;padding:0.8mm 2mm;${i >= 2 ? 'text-align:right;white-space:nowrap;' : ''}${style}">${t(c)}</td>`;
  const html = [
    `<div style="display:flex;gap:3mm;align-items:center;border-bottom:2.2pt double #333;padding-bottom:2mm">${arms}`,
    `<div><div style="font-size:13pt;font-weight:bold;letter-spacing:0">${t(d.office[0])}</div><div style="font-size:9pt">${t(d.office[1])} · ${t(d.office[2])}</div></div></div>`,
    `<div style="margin:16mm 0 0 95mm;font-size:10.5pt;line-height:1.4">${lines(d.addressee)}</div>`,
    `<div style="display:flex;justify-content:space-between;border-top:0.4pt solid #999;border-bottom:0.4pt solid #999;padding:1mm 0;margin-top:14mm;font-size:8.5pt">`,
    ...d.refs.map(([k, v]) => `<div><div style="font-size:6.8pt;color:#666">${t(k)}</div>${t(v)}</div>`),
    `</div><div style="font-size:10pt;line-height:1.38;margin-top:7mm"><p style="font-weight:bold;margin:0 0 4mm">${t(d.subject)}</p>${p(d.before)}`,
    `<table style="width:100%;margin:1mm 0 3.5mm;font-size:9.5pt"><tr style="background:#ececec;font-weight:bold">${heads.map((h, i) => cell(h, i)).join('')}</tr>`,
    ...rows.map((r) => `<tr>${r.map((c, i) => cell(c, i)).join('')}</tr>`),
    `<tr style="font-weight:bold"><td colspan="4" style="border:0.5pt solid #555;padding:0.8mm 2mm">${t(totalLabel)}</td>${cell(total, 4)}</tr></table>`,
    p(d.ask),
    `<table style="border:0.8pt solid #333;margin:0 0 3.5mm;font-size:9.5pt">`,
    ...payment.map(
      ([k, v]) =>
        `<tr><td style="padding:0.6mm 6mm 0.6mm 3mm">${t(k)}</td><td style="padding:0.6mm 3mm;font-family:'DejaVu Sans Mono';font-weight:bold">${t(v)}</td></tr>`,
    ),
    `</table>${d.after.map(p).join('')}${p(d.closing)}`,
    `<div style="display:flex;gap:6mm;align-items:center;margin:2mm 0 0 70mm">${seal}<div>${scrawl('#1d2d6b', 32)}${t(d.signer[0])}<br>${t(d.signer[1])}</div></div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;border-top:0.5pt solid #777;padding-top:1mm;font-size:7.5pt;color:#444">${t(d.foot)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
