// The vault part's form, made apart from every other part's templates: the office's lines at the
// left beside an empty box for its stamp, the title in bold capitals over its legal basis between two
// rules, sections numbered white in black squares, each field a row of a grey label cell and a boxed
// value in a dark blue mono face (a date's day, month and year each in its own box), each
// question its label and options after drawn boxes crossed where chosen, the declaration, the place
// and date beside the signature's box with a drawn signature, and the office's box of empty fields on
// a hatched grey ground. One truth line per field or question.
import type { PageContent } from './html-kit.js';
import type { FormRow, RegistrationParts } from './records-vault-form.js';
import { lines, t } from './templates-vault.js';

const ink = '#16307a';

/** A box, crossed or not (drawn, no text). */
const tick = (on: boolean) =>
  `<svg width="3.8mm" height="3.8mm" viewBox="0 0 14 14" style="flex:none"><rect x="0.7" y="0.7" width="12.6" height="12.6" fill="#fff" stroke="#111" stroke-width="1.2"/>` +
  (on ? `<path d="M3 3l8 8M11 3l-8 8" stroke="${ink}" stroke-width="1.8" stroke-linecap="round"/>` : '') +
  '</svg>';

const signature =
  '<svg width="34mm" height="9mm" viewBox="0 0 100 26"><path d="M4 18c6-14 12-16 9-4s8-12 12-7-4 12 5 8 9-9 14-8-2 9 7 6 16-6 44-10" fill="none" stroke="#16307a" stroke-width="1.4" stroke-linecap="round"/></svg>';

const valueBox = (v: string) => {
  const boxed = (x: string) =>
    `<span style="border:0.8pt solid #111;padding:0.3mm 1.8mm;font-family:'DejaVu Sans Mono';color:${ink};font-size:10pt;white-space:nowrap">${t(x)}</span>`;
  if (/^\d\d \d\d \d{4}$/.test(v)) return `<span style="display:inline-flex;gap:1.5mm">${v.split(' ').map(boxed).join('')}</span>`;
  return `<div style="border:0.8pt solid #111;padding:0.4mm 2mm;font-family:'DejaVu Sans Mono';color:${ink};font-size:10pt">${t(v)}</div>`;
};

const isField = (r: FormRow): r is [string, string] => typeof r[1] === 'string';

function row(r: FormRow): { html: string; truth: string } {
  const [label] = r;
  const labelCell = `<td style="background:#ececec;width:44mm;padding:1mm 2mm;font-size:8.5pt;vertical-align:middle">${t(label)}</td>`;
  if (isField(r)) {
    return { html: `<tr>${labelCell}<td style="padding:0.3mm 0 0.3mm 2mm">${valueBox(r[1])}</td></tr>`, truth: `${label} ${r[1]}` };
  }
  const [, options, ticked] = r;
  const opts = options
    .map(
      (o, i) => `<span style="display:inline-flex;align-items:center;gap:1.4mm;margin-right:4mm">${tick(ticked.includes(i))}${t(o)}</span>`,
    )
    .join('');
  const cell = `<td style="padding:0.6mm 2mm;line-height:1.55;font-size:8.8pt"${label ? '' : ' colspan="2"'}>${opts}</td>`;
  return { html: `<tr>${label ? labelCell : ''}${cell}</tr>`, truth: [label, ...options].filter(Boolean).join(' ') };
}

export function registrationForm(f: RegistrationParts): PageContent {
  const truth = [...f.office, f.stamp, ...f.title];
  const sections = f.sections.map(([head, rows], i) => {
    truth.push(`${i + 1} ${head}`);
    const done = rows.map(row);
    truth.push(...done.map((d) => d.truth));
    return (
      `<div style="display:flex;align-items:center;gap:2.5mm;margin:2.5mm 0 0.5mm;font-weight:bold;font-size:10.5pt"><span style="background:#111;color:#fff;width:6mm;height:6mm;line-height:6mm;text-align:center;font-size:9pt">${i + 1}</span>${t(head)}</div>` +
      `<table style="width:100%;border-collapse:separate;border-spacing:0 0.6mm">${done.map((d) => d.html).join('')}</table>`
    );
  });
  const [[placeLabel, date], signLabel] = f.signed;
  const [clerkHead, clerkFields] = f.clerk;
  truth.push(f.declaration, `${placeLabel} ${date}`, signLabel, clerkHead, ...clerkFields);
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start"><div style="font-size:9pt;line-height:1.45"><b>${t(f.office[0]!)}</b><br>${lines(f.office.slice(1))}</div>`,
    `<div style="width:42mm;height:22mm;border:0.8pt solid #555;font-size:7pt;color:#555;padding:1mm 1.5mm;box-sizing:border-box">${t(f.stamp)}</div></div>`,
    `<div style="border-top:1.5pt solid #111;border-bottom:0.6pt solid #111;margin:4mm 0 1mm;padding:2mm 0;text-align:center">`,
    `<div style="font-size:10.5pt;font-weight:bold">${t(f.title[0])}</div><div style="font-size:8.5pt;margin-top:1mm">${t(f.title[1])}</div></div>`,
    ...sections,
    `<p style="font-size:8.5pt;line-height:1.35;text-align:justify;margin:3mm 0 3mm">${t(f.declaration)}</p>`,
    `<div style="display:flex;justify-content:space-between;align-items:flex-end"><div style="display:flex;align-items:center;gap:3mm;font-size:9pt">${t(placeLabel)} ${valueBox(date)}</div>`,
    `<div style="width:70mm"><div style="border:0.8pt solid #111;height:9mm;display:flex;align-items:center;justify-content:center">${signature}</div>`,
    `<div style="font-size:7.5pt;text-align:center;margin-top:0.6mm">${t(signLabel)}</div></div></div>`,
    `<div style="margin-top:4mm;border:0.8pt solid #777;padding:1.5mm 3mm;background:repeating-linear-gradient(45deg,#f2f2f2 0 2mm,#e6e6e6 2mm 4mm)">`,
    `<div style="font-weight:bold;font-size:9pt;margin-bottom:1.5mm">${t(clerkHead)}</div><div style="display:flex;gap:3mm">`,
    ...clerkFields.map(
      (l) =>
        `<div style="flex:1"><div style="font-size:7pt;margin-bottom:0.5mm">${t(l)}</div><div style="height:7mm;background:#fff;border:0.6pt solid #777"></div></div>`,
    ),
    `</div></div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
