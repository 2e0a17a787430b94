// The buried part's form, made apart from every other part's templates: a blood service's
// questionnaire (a drawn red drop beside the service's name and centre, the title at the right over
// its line in grey, the intro in a box with a red edge at its top; the donor's details four to a row
// as small labels over boxes with the typed answers in a monospaced face; the questions numbered in
// a table banded pale red with the Yes and No heads over two columns of drawn boxes, one crossed in
// each row; the details asked for in a tall box; the declaration with the signature drawn in its box
// and the date beside it; the staff's box with a dashed edge and its empty cells shaded; the form's
// code and the data note at the foot). One truth line per field or question; a row reads across.
import type { PageContent } from './html-kit.js';
import type { DonorParts } from './records-buried-form.js';
import { crossBox, scrawl, t } from './templates-buried.js';

const red = '#b3202a';

/** A drop of blood (drawn, no text). */
const drop = `<svg width="9mm" height="12mm" viewBox="0 0 30 40" style="flex:none"><path d="M15 2C22 13 27 20 27 27a12 12 0 0 1-24 0C3 20 8 13 15 2z" fill="${red}"/><path d="M9 27a6 6 0 0 0 6 6" fill="none" stroke="#fff" stroke-width="2"/></svg>`;

const typed = (v: string, height = 6) =>
  `<div style="border:0.6pt solid #444;min-height:${height}mm;padding:0.6mm 1.8mm;font-family:'DejaVu Sans Mono';font-size:9pt;background:#fff">${t(v)}</div>`;

const label = (x: string) => `<div style="font-size:7.5pt;color:#333;margin-bottom:0.5mm">${t(x)}</div>`;

const heading = (x: string) => `<div style="font-weight:bold;font-size:10.5pt;color:${red};margin:4mm 0 1.5mm">${t(x)}</div>`;

export function donorForm(d: DonorParts): PageContent {
  const [qHead, [yes, no], questions] = d.questions;
  const [moreLabel, more] = d.more;
  const [decHead, decText, signLabel, dateLabel, date] = d.declaration;
  const [staffHead, staff] = d.staff;
  const truth = [...d.service, ...d.title, d.intro];
  for (let i = 0; i < d.details.length; i += 4)
    truth.push(
      d.details
        .slice(i, i + 4)
        .flat()
        .join(' '),
    );
  truth.push(qHead, `${yes} ${no}`, ...questions.map(([q], i) => `${i + 1}. ${q}`), `${moreLabel} ${more}`);
  truth.push(decHead, decText, `${signLabel} ${dateLabel} ${date}`, staffHead, staff.join(' '), ...d.foot);
  const box = (on: boolean) => `<td style="text-align:center;width:12mm;padding:1mm 0">${crossBox(on, 3.8)}</td>`;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start"><div style="display:flex;gap:2.5mm;align-items:center">${drop}`,
    `<div><div style="font-size:12pt;font-weight:bold">${t(d.service[0])}</div><div style="font-size:7.5pt;color:#444">${t(d.service[1])}</div></div></div>`,
    `<div style="text-align:right"><div style="font-size:16pt;font-weight:bold;color:${red}">${t(d.title[0])}</div><div style="font-size:8.5pt;color:#666">${t(d.title[1])}</div></div></div>`,
    `<div style="border:0.6pt solid #999;border-top:1.6mm solid ${red};padding:2mm 3mm;margin-top:4mm;font-size:9pt;line-height:1.35">${t(d.intro)}</div>`,
    `<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:2mm 3mm;margin-top:4mm">`,
    ...d.details.map(([k, v]) => `<div>${label(k)}${typed(v)}</div>`),
    `</div>${heading(qHead)}<table style="width:100%;font-size:9.2pt"><tr style="border-bottom:0.8pt solid #333;font-weight:bold"><td></td><td></td>`,
    `<td style="text-align:center">${t(yes)}</td><td style="text-align:center">${t(no)}</td></tr>`,
    ...questions.map(
      ([q, answer], i) =>
        `<tr style="background:${i % 2 ? '#fff' : '#fbeaea'}"><td style="width:7mm;padding:1mm 2mm;font-weight:bold">${i + 1}.</td><td style="padding:1mm 2mm">${t(q)}</td>${box(answer)}${box(!answer)}</tr>`,
    ),
    `</table><div style="margin-top:3mm">${label(moreLabel)}${typed(more, 11)}</div>`,
    `${heading(decHead)}<div style="font-size:9pt;line-height:1.35">${t(decText)}</div>`,
    `<div style="display:flex;gap:6mm;margin-top:2mm"><div style="flex:2">${label(signLabel)}<div style="border:0.6pt solid #444;height:11mm;padding-left:5mm">${scrawl('#1a237e', 36)}</div></div>`,
    `<div style="flex:1">${label(dateLabel)}${typed(date)}</div></div>`,
    `<div style="border:0.8pt dashed #777;background:#f2f2f2;padding:1.5mm 3mm 2.5mm;margin-top:5mm;font-size:8pt"><b>${t(staffHead)}</b><div style="display:flex;gap:3mm;margin-top:1mm">`,
    ...staff.map((s) => `<div style="flex:1">${t(s)}<div style="background:#dadada;height:6mm;margin-top:0.6mm"></div></div>`),
    `</div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;display:flex;gap:8mm;font-size:7pt;color:#555"><b style="white-space:nowrap">${t(d.foot[0])}</b><span>${t(d.foot[1])}</span></div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
