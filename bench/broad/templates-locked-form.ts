// The locked part's form, made apart from every other part's templates: a joint accident report as
// drivers fill it in at the roadside: the title over a bar half blue and half yellow, the top fields
// in ruled cells (small grey labels, the values handwritten in a blue monospaced face, the questions'
// options after drawn boxes, the chosen one crossed), then three columns: vehicle A on a blue ground,
// the circumstances in the middle (a box for A at the left and for B at the right of each numbered
// line, the counts of ticks boxed at the foot) and vehicle B on a yellow ground, each vehicle's
// numbered blocks under bold headings; the drivers' signature boxes with drawn signatures, and the
// warning in small italics. One truth line per field; the columns read one after the other.
import type { PageContent } from './html-kit.js';
import type { AccidentField, AccidentParts } from './records-locked-form.js';
import { scrawl, t } from './templates-locked.js';

const ink = '#1a3d99';
const grounds = [
  ['#2f6db5', '#e3edf9'],
  ['#c99a06', '#fbf3d2'],
] as const;

/** A box, crossed or not (drawn, no text). */
const box = (on: boolean) =>
  `<svg width="3.4mm" height="3.4mm" viewBox="0 0 12 12" style="flex:none;vertical-align:-0.6mm"><rect x="0.6" y="0.6" width="10.8" height="10.8" fill="#fff" stroke="#222" stroke-width="1.1"/>` +
  (on ? `<path d="M2.5 2.5l7 7M9.5 2.5l-7 7" stroke="${ink}" stroke-width="1.7" stroke-linecap="round"/>` : '') +
  '</svg>';

/** A road with a stop line, car B running into car A from behind, drawn in pen (no text). */
const sketch =
  `<svg width="170mm" height="30mm" viewBox="0 0 340 60" style="display:block"><g fill="none" stroke="${ink}" stroke-width="1.4" stroke-linecap="round">` +
  '<path d="M10 12h320M10 50h320" /><path d="M10 31h40M70 31h40M130 31h40M190 31h40M250 31h40" stroke-width="0.9"/><path d="M272 34v16" stroke-width="2.4"/>' +
  '<rect x="222" y="36" width="40" height="11" rx="2"/><rect x="166" y="36" width="40" height="11" rx="2"/><path d="M120 41h36M148 36l9 5-9 5"/>' +
  '<path d="M205 34l8 4-8 4" stroke-width="1"/><circle cx="286" cy="8" r="5"/><circle cx="286" cy="8" r="1.6" fill="#c00" stroke="none"/></g></svg>';

const hand = (v: string) => `<span style="font-family:'DejaVu Sans Mono';color:${ink};font-size:8.6pt">${t(v)}</span>`;

function field([label, value]: AccidentField): { html: string; truth: string } {
  const head = label ? `<span style="color:#555;font-size:7pt;margin-right:1.5mm">${t(label)}</span>` : '';
  return { html: `<div style="margin:0.6mm 0;line-height:1.3">${head}${hand(value)}</div>`, truth: label ? `${label} ${value}` : value };
}

/** A top cell: the label small and grey, then its value on the same line. */
const cell = (label: string, value: string) =>
  `<div style="border:0.6pt solid #777;padding:1.2mm 2mm;flex:1 1 auto"><span style="color:#555;font-size:7pt;margin-right:2mm">${t(label)}</span>${value}</div>`;

export function accidentReport(a: AccidentParts): PageContent {
  const truth = [...a.title];
  const top = a.top.map((row) => {
    const [label, second] = row;
    if (typeof second === 'string') {
      truth.push(`${label} ${second}`);
      return cell(label, hand(second));
    }
    truth.push([label, ...second].join(' '));
    const options = second.map((o, i) => `<span style="margin-left:3mm">${box(i === row[2])} ${t(o)}</span>`).join('');
    return cell(label, options);
  });
  const column = ([head, blocks]: [string, Array<[string, AccidentField[]]>], i: number) => {
    const [strong, pale] = grounds[i]!;
    truth.push(head);
    const body = blocks.map(([title, fields]) => {
      truth.push(title);
      const done = fields.map(field);
      truth.push(...done.map((d) => d.truth));
      return `<div style="font-weight:bold;font-size:8pt;margin:2mm 0 0.6mm">${t(title)}</div>${done.map((d) => d.html).join('')}`;
    });
    return `<div style="width:56mm;flex:none;background:${pale};padding:0 2.5mm 2mm"><div style="background:${strong};color:#fff;font-weight:bold;font-size:11pt;text-align:center;margin:0 -2.5mm;padding:1mm">${t(head)}</div>${body.join('')}</div>`;
  };
  const [cHead, cNote, items, forA, forB, countLabel] = a.circumstances;
  const a1 = column(a.vehicles[0], 0);
  truth.push(cHead, cNote, ...items.map((x, i) => `${i + 1} ${x}`), `${forA.length} ${countLabel} ${forB.length}`);
  const b1 = column(a.vehicles[1], 1);
  const middle = [
    `<div style="flex:1;padding:0 1mm"><div style="text-align:center;font-weight:bold;font-size:9.5pt;margin-top:1mm">${t(cHead)}</div>`,
    `<div style="text-align:center;font-size:7pt;color:#555;margin-bottom:1.5mm">${t(cNote)}</div>`,
    ...items.map(
      (x, i) =>
        `<div style="display:flex;gap:1.5mm;align-items:center;border-bottom:0.4pt solid #ccc;padding:0.7mm 0;font-size:7.2pt;line-height:1.2">${box(forA.includes(i))}` +
        `<span style="flex:1"><b>${i + 1}</b> ${t(x)}</span>${box(forB.includes(i))}</div>`,
    ),
    `<div style="display:flex;justify-content:space-between;align-items:center;margin-top:2mm;font-size:7.5pt">`,
    `<span style="border:0.8pt solid #222;padding:0 1.5mm">${hand(String(forA.length))}</span><b>${t(countLabel)}</b><span style="border:0.8pt solid #222;padding:0 1.5mm">${hand(String(forB.length))}</span></div></div>`,
  ].join('');
  const [signHead, signA, signB] = a.signatures;
  truth.push(a.sketch, signHead, signA, signB, a.warning);
  const sign = (label: string, i: number) =>
    `<div style="flex:1;border:0.8pt solid ${grounds[i]![0]};height:16mm;padding:1mm 2mm;display:flex;gap:4mm;align-items:center"><b style="font-size:11pt">${t(label)}</b>${scrawl(ink, 36)}</div>`;
  const html = [
    `<div style="font-size:15pt;font-weight:bold">${t(a.title[0])}</div><div style="font-size:8.5pt;margin-top:0.5mm">${t(a.title[1])}</div>`,
    `<div style="display:flex;height:1.6mm;margin:2mm 0 3mm"><div style="flex:1;background:${grounds[0][0]}"></div><div style="flex:1;background:${grounds[1][0]}"></div></div>`,
    `<div style="display:flex;flex-wrap:wrap;gap:1.5mm;font-size:8.5pt">${top.join('')}</div>`,
    `<div style="display:flex;gap:2mm;margin-top:3mm">${a1}${middle}${b1}</div>`,
    `<div style="border:0.6pt solid #777;margin-top:3mm;padding:1mm 2mm"><div style="font-size:7pt;color:#555">${t(a.sketch)}</div>${sketch}</div>`,
    `<div style="font-weight:bold;font-size:8.5pt;margin:3mm 0 1mm">${t(signHead)}</div><div style="display:flex;gap:6mm">${sign(signA, 0)}${sign(signB, 1)}</div>`,
    `<div style="font-family:'DejaVu Serif';font-style:italic;font-size:7.5pt;margin-top:2mm">${t(a.warning)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
