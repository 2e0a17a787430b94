// The locked part's letters, made apart from every other part's templates: a polytechnic's admission
// letter (a drawn emblem beside the school over a green rule, the addressee at the right, the row of
// references as the Portuguese civil service sets it, labels small over their values between rules,
// a bold subject, the place's details in a tinted panel with a green edge, the deadline in bold, the
// steps after green squares holding their numbers, the fees right-aligned with the total over a rule,
// a drawn signature, the school's line at the foot), a notary's letter (a drawn oval seal over the
// notary's name and office centred above a double rule, the references at the left and the addressee
// at the right, the date at the right, a bold subject, indented paragraphs, the papers after drawn
// dashes, the signature at the right, the notes small at the foot), and a doctor's referral (a drawn
// cross in a ring beside the health centre's name and lines, the title in a blue band across the
// page, the patient's details in a ruled grid of two labels and values a row, labels in bold, the
// clinic asked and the priority on a grey line under it, each section under a small blue heading with
// a hairline, the medicines after drawn dots, the place and date beside a drawn signature over the
// doctor's name and registration, the data notice at the foot). One truth line per block; grids read
// across.
import type { PageContent } from './html-kit.js';
import type { AdmissionParts, NotaryParts } from './records-locked-letters.js';
import type { ReferralParts } from './records-locked-referral.js';
import { lines, scrawl, t } from './templates-locked.js';

const green = '#1d6b48';

/** Three columns under a pediment (drawn, no text). */
const emblem =
  `<svg width="13mm" height="12mm" viewBox="0 0 40 36" style="flex:none"><g fill="${green}"><path d="M20 2L38 11H2z"/>` +
  '<rect x="5" y="13" width="5" height="16"/><rect x="17.5" y="13" width="5" height="16"/><rect x="30" y="13" width="5" height="16"/><rect x="2" y="30" width="36" height="4"/></g></svg>';

export function admissionLetter(a: AdmissionParts): PageContent {
  const [feesHead, fees, total] = a.fees;
  const p = (x: string, bold = false) => `<p style="text-align:justify;margin:0 0 0.7em;${bold ? 'font-weight:bold' : ''}">${t(x)}</p>`;
  const html = [
    `<div style="display:flex;gap:3mm;align-items:center;border-bottom:1.2pt solid ${green};padding-bottom:2mm">${emblem}`,
    `<div><div style="font-size:14pt;font-weight:bold;color:${green}">${t(a.school[0])}</div><div style="font-size:9.5pt">${t(a.school[1])}</div></div></div>`,
    `<div style="margin:5mm 0 5mm 100mm;font-size:10pt;line-height:1.4">${lines(a.addressee)}</div>`,
    `<div style="display:flex;border-top:0.5pt solid #777;border-bottom:0.5pt solid #777;padding:1mm 0;margin-bottom:5mm">`,
    ...a.refs.map(
      ([k, v]) => `<div style="flex:1"><div style="font-size:7pt;color:#555">${t(k)}</div><div style="font-size:9pt">${t(v)}</div></div>`,
    ),
    `</div><div style="font-size:9.8pt;line-height:1.36">${p(a.subject, true)}${p(a.greeting)}${a.before.map((x) => p(x)).join('')}`,
    `<div style="display:grid;grid-template-columns:auto 1fr auto auto;gap:0.8mm 4mm;background:#eaf3ee;border-left:1.5mm solid ${green};padding:2mm 4mm;margin:1mm 0 3mm">`,
    ...a.place.map(([k, v]) => `<div style="color:#444">${t(k)}</div><div style="font-weight:bold">${t(v)}</div>`),
    `</div>${p(a.deadline, true)}<div style="font-weight:bold;color:${green};margin:1mm 0">${t(a.steps[0])}</div>`,
    ...a.steps[1].map(
      (s, i) =>
        `<div style="display:flex;gap:2.5mm;margin-bottom:1mm"><span style="flex:none;width:4.5mm;height:4.5mm;line-height:4.5mm;background:${green};color:#fff;text-align:center;font-size:8.5pt;font-weight:bold">${i + 1}</span><span>${t(s)}</span></div>`,
    ),
    `<div style="font-weight:bold;color:${green};margin:2.5mm 0 1mm">${t(feesHead)}</div><table style="width:100%;margin-bottom:3mm">`,
    ...fees.map(([k, v]) => `<tr><td style="padding-left:0">${t(k)}</td><td style="text-align:right;white-space:nowrap">${t(v)}</td></tr>`),
    `<tr style="font-weight:bold"><td style="border-top:0.8pt solid #111;padding-left:0">${t(total[0])}</td><td style="border-top:0.8pt solid #111;text-align:right">${t(total[1])}</td></tr></table>`,
    `${a.after.map((x) => p(x)).join('')}<p style="margin:3mm 0 0">${t(a.closing)}</p>${scrawl('#233a7a')}${lines(a.signer)}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;border-top:0.5pt solid ${green};padding-top:1mm;font-size:7.5pt;text-align:center">${t(a.foot)}</div>`,
  ].join('');
  const truth = [...a.school, ...a.addressee, a.refs.map((r) => r[0]).join(' '), a.refs.map((r) => r[1]).join(' '), a.subject, a.greeting];
  const pairs = Array.from({ length: a.place.length / 2 }, (_, i) => [...a.place[2 * i]!, ...a.place[2 * i + 1]!].join(' '));
  truth.push(...a.before, ...pairs, a.deadline, a.steps[0], ...a.steps[1].map((s, i) => `${i + 1} ${s}`));
  truth.push(feesHead, ...fees.map((r) => r.join(' ')), total.join(' '), ...a.after, a.closing, ...a.signer, a.foot);
  return { html, truth: truth.join('\n'), className: 'sans' };
}

/** An oval seal of two rings round a small star (drawn, no text). */
const seal =
  '<svg width="12mm" height="14.4mm" viewBox="0 0 40 48" style="display:block;margin:0 auto 1mm"><g fill="none" stroke="#24324f"><ellipse cx="20" cy="24" rx="18" ry="22" stroke-width="2"/><ellipse cx="20" cy="24" rx="13.5" ry="17.5" stroke-width="0.9"/></g>' +
  '<path d="M20 14l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7-5.4-4.7 7.1-.6z" fill="#24324f"/></svg>';

export function notaryLetter(n: NotaryParts): PageContent {
  const [name, role, office] = n.office;
  const p = (x: string) => `<p style="text-align:justify;text-indent:10mm;margin:0 0 0.6em">${t(x)}</p>`;
  const html = [
    `<div style="text-align:center">${seal}<div style="font-size:14pt;font-weight:bold;color:#24324f">${t(name)}</div><div style="font-style:italic;font-size:10pt">${t(role)}</div>`,
    `<div style="font-size:8pt;color:#333;margin-top:1mm">${office.map(t).join(' · ')}</div></div>`,
    `<div style="border-top:2.5pt double #24324f;margin:2.5mm 0 5mm"></div>`,
    `<div style="display:flex;justify-content:space-between"><div style="font-size:8.5pt;line-height:1.45">${lines(n.refs)}</div>`,
    `<div style="width:72mm;font-size:10.5pt;line-height:1.4;margin-top:4mm">${lines(n.addressee)}</div></div>`,
    `<div style="text-align:right;margin:5mm 0 4mm;font-size:10pt">${t(n.date)}</div>`,
    `<div style="font-size:10pt;line-height:1.36"><p style="font-weight:bold;margin:0 0 1em">${t(n.subject)}</p><p style="margin:0 0 0.8em">${t(n.greeting)}</p>`,
    n.before.map(p).join(''),
    ...n.papers.map(
      (x) =>
        `<div style="margin:0 0 0.6mm 10mm;padding-left:5mm;text-indent:-5mm"><span style="display:inline-block;width:2.5mm;border-top:0.8pt solid #111;vertical-align:0.3em;margin-right:2.5mm;text-indent:0"></span>${t(x)}</div>`,
    ),
    `<div style="height:2mm"></div>${n.after.map(p).join('')}`,
    `<div style="width:62mm;margin:2mm 0 0 auto;text-align:center">${scrawl('#1b1b1b', 30)}<b>${t(n.signer[0])}</b><br>${t(n.signer[1])}</div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;font-size:7pt;color:#444;border-top:0.5pt solid #999;padding-top:1mm">${lines(n.foot)}</div>`,
  ].join('');
  const truth = [name, role, ...office, ...n.refs, ...n.addressee, n.date, n.subject, n.greeting, ...n.before, ...n.papers];
  truth.push(...n.after, ...n.signer, ...n.foot);
  return { html, truth: truth.join('\n') };
}

const blue = '#1b5a8c';

/** A cross in a ring (drawn, no text). */
const cross =
  `<svg width="12mm" height="12mm" viewBox="0 0 40 40" style="flex:none"><circle cx="20" cy="20" r="18" fill="none" stroke="${blue}" stroke-width="2.5"/>` +
  `<path d="M16 8h8v8h8v8h-8v8h-8v-8H8v-8h8z" fill="${blue}"/></svg>`;

export function referralLetter(r: ReferralParts): PageContent {
  const [name, area, address] = r.centre;
  const truth = [name, area, address, r.title];
  const pairs = Array.from({ length: r.patient.length / 2 }, (_, i) => [r.patient[2 * i]!, r.patient[2 * i + 1]!]);
  truth.push(...pairs.map((row) => row.flat().join(' ')), r.to.flat().join(' '), r.greeting);
  const dot = `<span style="display:inline-block;width:1.5mm;height:1.5mm;border-radius:50%;background:${blue};margin:0 2mm 0.4mm 0;vertical-align:middle"></span>`;
  const sections = r.sections.map(([head, paras]) => {
    truth.push(head, ...paras);
    const body =
      paras.length > 1 && paras.every((x) => x.length < 70)
        ? paras.map((x) => `<div style="margin-left:3mm">${dot}${t(x)}</div>`).join('')
        : paras.map((x) => `<p style="text-align:justify;margin:0 0 0.8mm">${t(x)}</p>`).join('');
    return `<div style="font-family:'DejaVu Sans';font-weight:bold;font-size:8.5pt;color:${blue};border-bottom:0.4pt solid ${blue};margin:2.6mm 0 1mm">${t(head)}</div>${body}`;
  });
  truth.push(r.closing, r.place, ...r.signer, r.foot);
  const cell = ([k, v]: [string, string]) => `<td style="border:0.5pt solid #999;padding:1mm 2mm;width:50%"><b>${t(k)}</b> ${t(v)}</td>`;
  const html = [
    `<div style="display:flex;gap:3mm;align-items:center">${cross}<div><div style="font-size:13pt;font-weight:bold">${t(name)}</div>`,
    `<div style="font-size:8.5pt;color:#333">${t(area)}<br>${t(address)}</div></div></div>`,
    `<div style="background:${blue};color:#fff;font-weight:bold;font-size:12pt;padding:2mm 3mm;margin:4mm 0 3mm">${t(r.title)}</div>`,
    `<table style="width:100%;font-size:9pt">${pairs.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('')}</table>`,
    `<div style="background:#e9edf1;font-size:9pt;padding:1.2mm 2mm;margin-top:1mm">${r.to.map(([k, v]) => `<b>${t(k)}</b> ${t(v)}`).join('<span style="display:inline-block;width:12mm"></span>')}</div>`,
    `<div style="font-family:'DejaVu Serif';font-size:9.4pt;line-height:1.3;margin-top:4mm"><p style="margin:0 0 1mm">${t(r.greeting)}</p>${sections.join('')}`,
    `<p style="margin:3mm 0 0">${t(r.closing)}</p><div style="display:flex;justify-content:space-between;align-items:flex-end">`,
    `<span>${t(r.place)}</span><div style="width:92mm">${scrawl('#2a2a6e', 30)}${lines(r.signer)}</div></div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;font-size:7pt;color:#555;border-top:0.5pt solid #aaa;padding-top:1mm">${t(r.foot)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
