// The vault part's business letters, made apart from every other part's templates: an insurer's
// claim settlement (a drawn umbrella over the insurer's name, the claim's details in a tinted box at
// the right, the addressee where a window envelope shows it, the date right, a bold subject, a table
// of sums with a dotted rule under each row and the total boxed, a drawn signature, the registry
// line at the foot) and a job offer (the firm's details down a dark sidebar at the left, the letter
// in the rest: place and date, the addressee, the terms as a grid of labels and values between two
// rules, the signer, and an acceptance block of two lines to sign). One truth line per block.
import type { PageContent } from './html-kit.js';
import type { ClaimParts, OfferParts } from './records-vault-letters.js';
import { foot, lines, t } from './templates-vault.js';

/** An umbrella (drawn, no text). */
const umbrella =
  '<svg width="13mm" height="12mm" viewBox="0 0 40 36" style="flex:none"><path d="M2 18C4 8 12 3 20 3s16 5 18 15c-3-3-6-3-9 0-3-3-6-3-9 0-3-3-6-3-9 0-3-3-6-3-9 0z" fill="#c8102e"/>' +
  '<path d="M20 18v12c0 4-6 4-6 0" fill="none" stroke="#333" stroke-width="2.2" stroke-linecap="round"/></svg>';

/** A signature: a loop and a long stroke (drawn, no text). */
const signature = (colour: string) =>
  `<svg width="36mm" height="11mm" viewBox="0 0 100 30" style="display:block;margin:1mm 0"><path d="M5 22c8-18 16-20 12-6s10-14 14-8-6 14 2 10 10-12 16-10-4 12 6 8c8-3 20-6 40-12" fill="none" stroke="${colour}" stroke-width="1.4" stroke-linecap="round"/></svg>`;

export function claimLetter(c: ClaimParts): PageContent {
  const red = '#c8102e';
  const [factsHead, facts] = c.facts;
  const [setHead, rows, total] = c.settlement;
  const p = (x: string) => `<p style="text-align:justify;margin:0 0 0.7em">${t(x)}</p>`;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start"><div style="display:flex;gap:2.5mm;align-items:center">${umbrella}`,
    `<div><div style="font-size:15pt;font-weight:bold;color:${red}">${t(c.insurer[0])}</div><div style="font-size:8.5pt;color:#444">${t(c.insurer[1])}</div></div></div>`,
    `<div style="background:#f4f1ee;border-top:1.5pt solid ${red};padding:2mm 3mm;width:64mm;font-size:8pt;line-height:1.45"><b>${t(factsHead)}</b><br>${lines(facts)}</div></div>`,
    `<div style="font-size:10.5pt;line-height:1.4;margin:6mm 0 0 0;width:80mm">${lines(c.addressee)}</div>`,
    `<div style="text-align:right;font-size:10pt;margin:4mm 0 6mm">${t(c.date)}</div>`,
    `<div style="font-size:10.5pt;line-height:1.42"><p style="font-weight:bold;margin:0 0 0.9em">${t(c.subject)}</p><p>${t(c.greeting)}</p>${c.before.map(p).join('')}`,
    `<div style="font-weight:bold;font-size:9.5pt;margin:1mm 0 1mm 6mm">${t(setHead)}</div>`,
    `<table style="width:calc(100% - 12mm);margin:0 6mm 3mm;font-size:9.5pt">`,
    ...rows.map(
      ([what, sum]) =>
        `<tr><td style="border-bottom:0.6pt dotted #777">${t(what!)}</td><td style="border-bottom:0.6pt dotted #777;text-align:right;white-space:nowrap">${t(sum!)}</td></tr>`,
    ),
    `<tr style="font-weight:bold"><td style="text-align:right">${t(total[0]!)}</td><td style="text-align:right;white-space:nowrap;border:1pt solid #111">${t(total[1]!)}</td></tr></table>`,
    `${c.after.map(p).join('')}<p style="margin:0">${t(c.closing)}</p>${signature('#23408e')}<div>${lines(c.signer)}</div></div>`,
    foot(t(c.legal), 'font-size:7pt'),
  ].join('');
  const truth = [...c.insurer, factsHead, ...facts, ...c.addressee, c.date, c.subject, c.greeting, ...c.before, setHead];
  truth.push(...rows.map((r) => r.join(' ')), total.join(' '), ...c.after, c.closing, ...c.signer, c.legal);
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function offerLetter(o: OfferParts): PageContent {
  const slate = '#2e3c4f';
  const [firm, groups] = o.sidebar;
  const [acceptHead, acceptText, acceptLabels] = o.accept;
  const side = groups.map(
    ([head, xs]) =>
      `<div style="margin-top:7mm"><div style="font-size:7pt;font-weight:bold;color:#b9c6d6;border-bottom:0.4pt solid #8595aa;padding-bottom:0.6mm;margin-bottom:1mm">${t(head)}</div>${lines(xs)}</div>`,
  );
  const p = (x: string) => `<p style="text-align:justify;margin:0 0 0.75em">${t(x)}</p>`;
  const html = [
    `<div style="position:absolute;left:0;top:0;bottom:0;width:50mm;background:${slate};color:#fff;box-sizing:border-box;padding:18mm 6mm 0 8mm;font-family:'DejaVu Sans';font-size:8pt;line-height:1.45">`,
    `<div style="font-size:13pt;font-weight:bold;line-height:1.25">${t(firm)}</div>${side.join('')}</div>`,
    `<div style="margin-left:40mm;font-size:10.5pt;line-height:1.38"><div style="text-align:right">${t(o.place)}</div>`,
    `<div style="margin:5mm 0 5mm">${lines(o.addressee)}</div><p style="font-weight:bold;margin:0 0 1em">${t(o.subject)}</p>`,
    `<p style="margin:0 0 0.6em">${t(o.greeting)}</p>${o.before.map(p).join('')}`,
    `<div style="display:grid;grid-template-columns:30mm 1fr;gap:1.4mm 4mm;border-top:1pt solid ${slate};border-bottom:1pt solid ${slate};padding:2.5mm 0;margin:1mm 0 3.5mm;font-size:10pt">`,
    ...o.terms.map(([k, v]) => `<div style="font-weight:bold;color:${slate}">${t(k)}</div><div>${t(v)}</div>`),
    `</div>${o.after.map(p).join('')}<p style="margin:0">${t(o.closing)}</p>${signature('#1a1a1a')}<div>${lines(o.signer)}</div>`,
    `<div style="margin-top:6mm;border:0.6pt solid #999;padding:2mm 4mm 2.5mm;font-size:9.5pt"><b>${t(acceptHead)}</b> ${t(acceptText)}`,
    `<div style="display:flex;gap:10mm;margin-top:8mm">${acceptLabels.map((l) => `<div style="flex:1;border-top:0.6pt solid #111;font-size:8pt;padding-top:0.6mm">${t(l)}</div>`).join('')}</div></div></div>`,
  ].join('');
  const truth = [firm, ...groups.flatMap(([head, xs]) => [head, ...xs]), o.place, ...o.addressee, o.subject, o.greeting, ...o.before];
  truth.push(...o.terms.map((r) => r.join(' ')), ...o.after, o.closing, ...o.signer, `${acceptHead} ${acceptText}`, acceptLabels.join(' '));
  return { html, truth: truth.join('\n') };
}
