// The vault part's data sheet and bylaw, made apart from every other part's templates. The safety
// data sheet: a ruled header box (a drawn hazard diamond and the title with its regulation at the
// left, the trade name and revision lines at the right, split by a vertical rule), each section's
// heading white on a dark band, each subsection a row with its number and heading in a left column
// and its paragraphs in the right one (a short label before a colon set in bold), a footer with the
// company and the page; rows read across. The bylaw: a council resolution set as the official
// journal prints one (serif, the heading's four lines centred, its number and council in bold
// capitals, the legal basis justified, each paragraph's sign centred in bold over it, its sections
// numbered 1. with a hanging indent and their points numbered 1) further in, the chairman's office
// and name at the right). The warranty: templates-vault.ts. One truth line per block.
import type { PageContent } from './html-kit.js';
import type { Bylaw } from './prose-vault-bylaw.js';
import type { DataSheet } from './prose-vault-sheet.js';
import { foot, lines, t } from './templates-vault.js';

/** A red-edged diamond with an exclamation mark, the GHS pictogram (drawn, no text). */
const diamond =
  '<svg width="13mm" height="13mm" viewBox="0 0 40 40" style="flex:none"><path d="M20 2L38 20 20 38 2 20z" fill="#fff" stroke="#d10000" stroke-width="3"/>' +
  '<path d="M20 10v14" stroke="#111" stroke-width="4"/><circle cx="20" cy="29.5" r="2.4" fill="#111"/></svg>';

/** A paragraph with an opening label (up to its colon) in bold. */
function para(text: string): string {
  const label = /^([^:]{2,30}:) /.exec(text);
  if (!label) return `<p style="margin:0 0 0.8mm">${t(text)}</p>`;
  return `<p style="margin:0 0 0.8mm"><b>${t(label[1]!)}</b> ${t(text.slice(label[0].length))}</p>`;
}

export function dataSheet(d: DataSheet): PageContent {
  const truth = [...d.title, ...d.facts];
  const body = d.sections.map(([head, subs]) => {
    truth.push(head);
    const rows = subs.map(([sub, paras]) => {
      truth.push(sub, ...paras);
      return (
        `<div style="display:flex;gap:3mm;border-bottom:0.4pt solid #ccc;padding:0.7mm 0"><div style="width:46mm;flex:none;font-weight:bold;font-size:8.5pt">${t(sub)}</div>` +
        `<div style="flex:1;text-align:justify">${paras.map(para).join('')}</div></div>`
      );
    });
    return `<div style="background:#3a3f44;color:#fff;font-weight:bold;font-size:9.5pt;padding:0.7mm 2mm;margin-top:1.8mm">${t(head)}</div>${rows.join('')}`;
  });
  truth.push(...d.footer);
  const html = [
    `<div style="display:flex;border:1pt solid #3a3f44;margin-bottom:1mm"><div style="flex:1.1;display:flex;gap:3mm;align-items:center;padding:2mm 3mm;border-right:0.6pt solid #3a3f44">${diamond}`,
    `<div><div style="font-size:14pt;font-weight:bold">${t(d.title[0])}</div><div style="font-size:7.5pt;margin-top:0.8mm">${t(d.title[1])}</div></div></div>`,
    `<div style="flex:1;padding:2mm 3mm;font-size:8pt;line-height:1.4">${lines(d.facts)}</div></div>`,
    `<div style="font-size:9pt;line-height:1.25">${body.join('')}</div>`,
    foot(
      `<div style="display:flex;justify-content:space-between;gap:6mm"><span>${t(d.footer[0])}</span><span style="flex:none">${t(d.footer[1])}</span></div>`,
    ),
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}

const hanging = (n: string, text: string, indent: number, width: number) =>
  `<div style="display:flex;margin:0 0 0.5mm ${indent}mm;text-align:justify"><span style="width:${width}mm;flex:none">${t(n)}</span><span style="flex:1">${t(text)}</span></div>`;

export function bylawPage(b: Bylaw): PageContent {
  const truth = [...b.head, b.basis];
  const body = b.paragraphs.map((sections, i) => {
    const sign = `§ ${i + 1}.`;
    truth.push(sign);
    const parts = sections.map(([text, points], j) => {
      const lone = sections.length === 1;
      truth.push(lone ? text : `${j + 1}. ${text}`, ...points.map((p, k) => `${k + 1}) ${p}`));
      const first = lone ? `<p style="text-align:justify;margin:0 0 0.5mm">${t(text)}</p>` : hanging(`${j + 1}.`, text, 0, 6);
      return first + points.map((p, k) => hanging(`${k + 1})`, p, lone ? 0 : 6, 6)).join('');
    });
    return `<div style="text-align:center;font-weight:bold;margin:1.8mm 0 0.6mm">${t(sign)}</div>${parts.join('')}`;
  });
  truth.push(...b.signer);
  const [number, council, date, title] = b.head;
  const html = [
    `<div style="text-align:center;line-height:1.4"><div style="font-weight:bold;font-size:12pt">${t(number!)}</div>`,
    `<div style="font-weight:bold;font-size:12pt">${t(council!)}</div><div style="font-size:11pt">${t(date!)}</div>`,
    `<div style="font-size:11pt;font-weight:bold;margin:3mm 18mm 4mm">${t(title!)}</div></div>`,
    `<div style="font-size:10pt;line-height:1.3"><p style="text-align:justify;text-indent:8mm;margin:0 0 2mm">${t(b.basis)}</p>`,
    body.join(''),
    `<div style="width:70mm;margin:5mm 0 0 auto;text-align:center"><div>${t(b.signer[0])}</div><div style="margin-top:4mm;font-style:italic">${t(b.signer[1])}</div></div></div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}
