// The blind part's form, made apart from every other part's templates: a questionnaire filled in by
// hand, its ticks drawn in blue ink (no text): a drawn cross beside the practice's name, the
// introduction in a box, options each after a box, a grid of statements rated 1 to 5, yes or no
// questions, a ruled box holding the patient's wish. One truth line per question or row.
import { escWhole, type PageContent } from './html-kit.js';
import type { SurveyParts } from './records-blind-form.js';
import { br } from './templates-blind.js';

const ink = '#1a3d8f';

/** An empty box, or one with a tick in it (both drawn). */
const checkbox = (on: boolean) =>
  `<span style="display:inline-block;width:3.8mm;height:3.8mm;border:0.8pt solid #222;position:relative;vertical-align:-0.7mm;flex:none">` +
  (on
    ? `<span style="position:absolute;left:1.1mm;top:-1.2mm;width:1.3mm;height:3.2mm;border:solid ${ink};border-width:0 0.8mm 0.8mm 0;transform:rotate(40deg)"></span>`
    : '') +
  `</span>`;

const cross =
  '<svg width="13mm" height="13mm" viewBox="0 0 30 30" style="flex:none"><rect width="30" height="30" rx="4" fill="#2e7d5b"/><path d="M11 5h8v6h6v8h-6v6h-8v-6H5v-8h6z" fill="#fff"/></svg>';

const heading = (t: string) =>
  `<div style="font-size:10.5pt;font-weight:bold;border-bottom:0.8pt solid #2e7d5b;margin:5mm 0 2mm;padding-bottom:0.5mm">${escWhole(t)}</div>`;

export function survey(s: SurveyParts): PageContent {
  const [generalHead, general] = s.general;
  const [ratingHead, legend, statementHead, statements] = s.ratings;
  const [yesNoHead, answers, questions] = s.yesNo;
  const option = (label: string, on: boolean) =>
    `<span style="display:inline-flex;align-items:center;gap:1.5mm;margin-right:5mm">${checkbox(on)}${escWhole(label)}</span>`;
  const scale = ['1', '2', '3', '4', '5'];
  const cell = (inner: string, first: boolean) =>
    `<td style="border:0.5pt solid #999;padding:1mm 2mm;${first ? '' : 'text-align:center;width:11mm'}">${inner}</td>`;
  const html = [
    `<div style="display:flex;gap:4mm;align-items:center">${cross}<div style="font-size:8.5pt;line-height:1.4">${br(s.clinic)}</div></div>`,
    `<h1 style="font-size:14pt;text-align:center;margin:6mm 0 3mm">${escWhole(s.title)}</h1>`,
    `<div style="border:0.8pt solid #2e7d5b;padding:2mm 3mm;font-size:9pt;line-height:1.35;font-style:italic">${escWhole(s.intro)}</div>`,
    `<div style="font-size:9.5pt">`,
    heading(generalHead),
    ...general.map(
      ([q, options, ticked]) =>
        `<div style="display:flex;margin:1.8mm 0"><span style="width:62mm;flex:none;padding-right:4mm">${escWhole(q)}</span><span>${options.map((o, i) => option(o, i === ticked)).join('')}</span></div>`,
    ),
    heading(ratingHead),
    `<p style="font-size:8.5pt;margin-bottom:1.5mm">${escWhole(legend)}</p>`,
    `<table style="width:100%"><tr style="background:#e8f2ec">${[statementHead, ...scale].map((c, i) => `<th style="border:0.5pt solid #999;padding:1mm 2mm;${i ? 'text-align:center' : ''}">${c}</th>`).join('')}</tr>`,
    ...statements.map(
      ([t, mark]) => `<tr>${cell(escWhole(t), true)}${scale.map((_, i) => cell(checkbox(i + 1 === mark), false)).join('')}</tr>`,
    ),
    `</table>`,
    heading(yesNoHead),
    ...questions.map(
      ([q, yes]) =>
        `<div style="display:flex;justify-content:space-between;margin:1.8mm 0"><span>${escWhole(q)}</span><span style="flex:none;margin-left:4mm">${option(answers[0], yes)}${option(answers[1], !yes)}</span></div>`,
    ),
    heading(s.wish[0]),
    `<div style="border:0.6pt solid #999;padding:1mm 3mm;min-height:16mm;line-height:7mm;font-family:'DejaVu Serif';font-style:italic;color:${ink};background:repeating-linear-gradient(180deg,transparent 0,transparent 6.6mm,#bbb 6.6mm,#bbb 7mm)">${escWhole(s.wish[1])}</div>`,
    `<p style="margin-top:4mm">${escWhole(s.date)}</p></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:12mm;text-align:center;font-size:9pt;font-weight:bold;color:#2e7d5b">${escWhole(s.thanks)}</div>`,
  ].join('');
  const truth = [...s.clinic, s.title, s.intro, generalHead, ...general.map(([q, options]) => [q, ...options].join(' '))];
  truth.push(ratingHead, legend, [statementHead, ...scale].join(' '), ...statements.map(([t]) => t));
  truth.push(yesNoHead, ...questions.map(([q]) => `${q} ${answers.join(' ')}`), ...s.wish, s.date, s.thanks);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
