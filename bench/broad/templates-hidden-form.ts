// The hidden part's form, made apart from every other part's templates: a council's form as
// councils print them, the council and its address white on a teal band with the form's title large
// at the right, the intro under it, then each section on a pale teal panel with its number white in
// a teal circle, its fields as labels over white boxes (the typed answers in a condensed sans),
// questions with their options after drawn tick boxes, the household in a ruled table of white
// cells, the discounts as tick boxes, the declaration with a drawn signature in its box, the
// office's box on a grey ground with its fields shaded and empty, the form's code and the privacy
// line at the foot. One truth line per field; a row of fields reads across.
import type { PageContent } from './html-kit.js';
import type { AddressParts, FormChoice, FormField } from './records-hidden-form.js';
import { signature, t, tickBox } from './templates-hidden.js';

const teal = '#00646e';
const pale = '#e1f0f1';

const answer = (v: string, minHeight = 5) =>
  `<div style="background:#fff;border:0.5pt solid #7aa;min-height:${minHeight}mm;padding:0.4mm 2mm;font-family:'DejaVu Sans Condensed';font-stretch:condensed;font-size:9.5pt">${t(v)}</div>`;

function item(f: FormField | FormChoice, truth: string[]): string {
  if (typeof f[1] === 'string') {
    const [label, value] = f as FormField;
    truth.push(value ? `${label} ${value}` : label);
    return `<div style="flex:${Math.max(label.length, value.length, 8)}"><div style="font-size:8pt;margin-bottom:0.6mm">${t(label)}</div>${answer(value)}</div>`;
  }
  const [label, options, ticked] = f as FormChoice;
  truth.push([label, ...options].join(' '));
  const boxes = options.map(
    (o, i) =>
      `<span style="display:inline-flex;gap:1.5mm;align-items:center;margin-right:5mm">${tickBox(i === ticked, teal)}${t(o)}</span>`,
  );
  return `<div style="flex:1;font-size:9pt"><span style="font-size:8pt;margin-right:4mm">${t(label)}</span>${boxes.join('')}</div>`;
}

const section = (n: number, head: string, body: string) =>
  `<div style="background:${pale};padding:1.5mm 3mm 2mm;margin-top:2mm"><div style="display:flex;gap:2mm;align-items:center;font-weight:bold;font-size:10.5pt;margin-bottom:0.6mm">` +
  `<span style="width:5.5mm;height:5.5mm;line-height:5.5mm;border-radius:50%;background:${teal};color:#fff;text-align:center;font-size:9pt">${n}</span>${t(head)}</div>${body}</div>`;

export function addressForm(a: AddressParts): PageContent {
  const truth = [...a.issuer, ...a.title, a.intro];
  const parts = a.sections.map(([head, rows], i) => {
    truth.push(`${i + 1} ${head}`);
    const body = rows.map((row) => `<div style="display:flex;gap:3mm;margin-top:0.8mm">${row.map((f) => item(f, truth)).join('')}</div>`);
    return section(i + 1, head, body.join(''));
  });
  const [hHead, hCols, hRows] = a.household;
  truth.push(`${a.sections.length + 1} ${hHead}`, hCols.join(' '), ...hRows.filter((r) => r.some(Boolean)).map((r) => r.join(' ')));
  const cell = (c: string, th: boolean) =>
    `<td style="border:0.5pt solid #7aa;${th ? 'font-size:8pt;' : `background:#fff;height:5mm;font-family:'DejaVu Sans Condensed';font-stretch:condensed`}">${t(c)}</td>`;
  parts.push(
    section(
      parts.length + 1,
      hHead,
      `<table style="width:100%;font-size:9.5pt"><tr>${hCols.map((c) => cell(c, true)).join('')}</tr>${hRows.map((r) => `<tr>${r.map((c) => cell(c, false)).join('')}</tr>`).join('')}</table>`,
    ),
  );
  const [dHead, options, ticked] = a.discounts;
  truth.push(`${a.sections.length + 2} ${dHead}`, ...options);
  parts.push(
    section(
      parts.length + 1,
      dHead,
      options
        .map(
          (o, i) =>
            `<div style="display:flex;gap:2mm;align-items:center;font-size:9pt;margin:0.5mm 0">${tickBox(ticked.includes(i), teal)}${t(o)}</div>`,
        )
        .join(''),
    ),
  );
  const [decHead, decText, signLabel, [dateLabel, date]] = a.declaration;
  truth.push(`${a.sections.length + 3} ${decHead}`, decText, signLabel, `${dateLabel} ${date}`);
  const signed = `<div style="display:flex;gap:4mm;margin-top:1.5mm"><div style="flex:2"><div style="font-size:8pt">${t(signLabel)}</div><div style="background:#fff;border:0.5pt solid #7aa;height:9mm;padding-left:4mm">${signature('#1d2f5e', 30)}</div></div>`;
  parts.push(
    section(
      parts.length + 1,
      decHead,
      `<div style="font-size:9pt">${t(decText)}</div>${signed}<div style="flex:1"><div style="font-size:8pt">${t(dateLabel)}</div>${answer(date)}</div></div>`,
    ),
  );
  const [oHead, oFields] = a.office;
  truth.push(oHead, ...oFields, ...a.foot);
  const html = [
    `<div style="background:${teal};color:#fff;margin:-16mm -18mm 0;padding:5mm 18mm 3.5mm;display:flex;justify-content:space-between;align-items:flex-end">`,
    `<div><div style="font-size:15pt;font-weight:bold">${t(a.issuer[0])}</div><div style="font-size:8pt">${t(a.issuer[1])}</div></div>`,
    `<div style="text-align:right"><div style="font-size:10pt">${t(a.title[0])}</div><div style="font-size:19pt;font-weight:bold">${t(a.title[1])}</div></div></div>`,
    `<div style="font-size:9pt;line-height:1.35;margin:3mm 0 0">${t(a.intro)}</div>`,
    parts.join(''),
    `<div style="background:#e6e6e6;border:0.6pt dashed #888;padding:1.5mm 3mm 2mm;margin-top:2.5mm;font-size:8pt"><b>${t(oHead)}</b><div style="display:flex;gap:3mm;margin-top:1mm">`,
    ...oFields.map((f) => `<div style="flex:1">${t(f)}<div style="background:#d0d0d0;height:5mm;margin-top:0.5mm"></div></div>`),
    `</div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;display:flex;gap:8mm;font-size:7pt;color:#555"><b style="white-space:nowrap">${t(a.foot[0])}</b><span>${t(a.foot[1])}</span></div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
