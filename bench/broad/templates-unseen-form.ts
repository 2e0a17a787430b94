// The unseen part's form, made apart from every other part's templates: an authority's application
// filled in on a computer: numbered sections on grey bars, rows of boxes with their labels small in
// the corner, ticked boxes (an X) in a row after each question, the declaration, a box for the
// date and one for the signature (a drawn stroke), and a box kept for the office.
import { escWhole, type PageContent } from './html-kit.js';
import type { PermitFormParts } from './records-unseen-form.js';
import { scrawl } from './templates-unseen-letters.js';

const bar = (t: string) =>
  `<div style="background:#d9d9d9;font-size:9.5pt;font-weight:bold;padding:1mm 2mm;margin:5mm 0 2mm">${escWhole(t)}</div>`;

/** A box: its label small at the top, the typed value (or the inner HTML) below. */
const box = (label: string, value: string, grow: number, inner = '') =>
  `<div style="flex:${grow};border:0.8pt solid #222;padding:0.8mm 1.5mm;min-height:10mm;box-sizing:border-box">` +
  `<div style="font-size:6.5pt;color:#333">${escWhole(label)}</div><div style="font-family:'DejaVu Sans Mono';font-size:10.5pt;margin-top:1mm">${escWhole(value)}${inner}</div></div>`;

const row = (cells: string[]) => `<div style="display:flex;gap:2mm;margin-bottom:2mm">${cells.join('')}</div>`;

const tick = (on: boolean) =>
  `<span style="display:inline-block;width:3.8mm;height:3.8mm;border:0.8pt solid #222;text-align:center;line-height:3.8mm;font-size:8.5pt;font-weight:bold;vertical-align:-0.6mm;margin:0 1.5mm 0 4mm">${on ? 'X' : ''}</span>`;

export function permitForm(f: PermitFormParts): PageContent {
  const truth = [...f.authority, f.formNo, f.title, f.intro];
  const parts: string[] = [];
  for (const [heading, rows] of f.sections) {
    parts.push(bar(heading), ...rows.map((r) => row(r.map(([l, v, g]) => box(l, v, g)))));
    truth.push(heading, ...rows.flat().map(([l, v]) => [l, v].filter(Boolean).join(' ')));
  }
  parts.push(bar(f.headings[0]));
  truth.push(f.headings[0]);
  for (const [question, options, ticked] of f.choices) {
    parts.push(
      `<div style="display:flex;font-size:9.5pt;margin:2.2mm 0"><span style="width:44mm;flex:none">${escWhole(question)}</span>` +
        `<span>${options.map((o, i) => `${tick(ticked.includes(i))}${escWhole(o)}`).join('')}</span></div>`,
    );
    truth.push(`${question} ${options.map((o, i) => `${ticked.includes(i) ? 'X ' : ''}${o}`).join(' ')}`);
  }
  const [placeLabel, place, signLabel] = f.sign;
  parts.push(
    bar(f.headings[1]),
    `<p style="font-size:9pt;line-height:1.4;text-align:justify">${escWhole(f.declaration)}</p>`,
    row([box(placeLabel, place, 1), box(signLabel, '', 1.4, `<div style="margin:-2mm 0 0 8mm">${scrawl(34)}</div>`)]),
  );
  truth.push(f.headings[1], f.declaration, `${placeLabel} ${place}`, signLabel);
  const [office, fields] = f.office;
  parts.push(
    `<div style="position:absolute;left:18mm;right:18mm;bottom:12mm;border:1pt dashed #444;background:#f0f0f0;padding:2mm 3mm">` +
      `<div style="font-size:8pt;font-weight:bold;margin-bottom:2mm">${escWhole(office)}</div>` +
      `<div style="display:flex;gap:4mm">${fields.map((l) => `<div style="flex:1;font-size:7pt;border-bottom:0.6pt solid #444;height:9mm">${escWhole(l)}</div>`).join('')}</div></div>`,
  );
  truth.push(office, ...fields);
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start">`,
    `<div style="font-size:9pt;line-height:1.4"><b style="font-size:12pt">${escWhole(f.authority[0]!)}</b><br>${f.authority.slice(1).map(escWhole).join('<br>')}</div>`,
    `<div style="font-size:7pt;color:#444">${escWhole(f.formNo)}</div></div>`,
    `<h1 style="font-size:15pt;margin:8mm 0 2mm">${escWhole(f.title)}</h1>`,
    `<p style="font-size:8.5pt;font-style:italic">${escWhole(f.intro)}</p>`,
    ...parts,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
