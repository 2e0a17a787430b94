// The vault part's school notice, made apart from every other part's templates: a drawn open book
// centred over the council and school in capitals and their contacts, a thick and a thin rule, the
// outgoing number at the left beside the addressees in italics at the right, the title spaced and
// centred over its subject, the greeting centred, paragraphs indented, two boxes side by side under
// one frame split by a rule (the programme with its times in bold, the list after drawn squares),
// the head's office, a drawn signature and her name on one line, the contact small at the foot.
// One truth line per block; the boxes read one after the other.
import type { PageContent } from './html-kit.js';
import type { SchoolParts } from './records-vault-school.js';
import { foot, t } from './templates-vault.js';

/** An open book (drawn, no text). */
const book =
  '<svg width="14mm" height="9mm" viewBox="0 0 44 28" style="display:block;margin:0 auto 1.5mm"><g fill="none" stroke="#1f4e8c" stroke-width="2" stroke-linejoin="round">' +
  '<path d="M22 6C16 2 8 2 2 4v20c6-2 14-2 20 2 6-4 14-4 20-2V4c-6-2-14-2-20 2z"/><path d="M22 6v20"/></g></svg>';

const signature =
  '<svg width="30mm" height="10mm" viewBox="0 0 90 30"><path d="M4 20c10-16 14-18 10-4s12-12 16-6-8 12 4 8 12-10 18-8-2 10 8 6 18-8 26-10" fill="none" stroke="#1f3a8a" stroke-width="1.5" stroke-linecap="round"/></svg>';

export function schoolNotice(s: SchoolParts): PageContent {
  const blue = '#1f4e8c';
  const [council, school, ...contacts] = s.school;
  const para = (x: string) => `<p style="text-align:justify;text-indent:10mm;margin:0 0 0.5em">${t(x)}</p>`;
  const box = ([head, xs]: [string, string[]], i: number) => {
    const rows = xs.map((x) => {
      const time = /^(.*?\d:\d\d) — (.*)$/.exec(x);
      if (i === 0 && time) return `<div style="margin-bottom:0.9mm"><b>${t(time[1]!)}</b> — ${t(time[2]!)}</div>`;
      const mark = `<span style="display:inline-block;width:1.6mm;height:1.6mm;background:${blue};margin:0 2mm 0.3mm 0;vertical-align:middle"></span>`;
      return `<div style="margin-bottom:0.9mm;padding-left:3.6mm;text-indent:-3.6mm">${mark}${t(x)}</div>`;
    });
    return `<div style="flex:1;padding:2.5mm 4mm;${i ? 'border-left:0.6pt solid #999' : ''}"><div style="font-weight:bold;color:${blue};margin-bottom:1.5mm">${t(head)}</div>${rows.join('')}</div>`;
  };
  const html = [
    `<div style="text-align:center;line-height:1.35">${book}<div style="font-size:10pt">${t(council!)}</div>`,
    `<div style="font-size:14pt;font-weight:bold;color:${blue}">${t(school!)}</div>`,
    `<div style="font-size:8.5pt">${contacts.map(t).join('<br>')}</div></div>`,
    `<div style="border-top:2pt solid ${blue};margin-top:2mm"></div><div style="border-top:0.6pt solid ${blue};margin-top:0.7mm"></div>`,
    `<div style="display:flex;justify-content:space-between;gap:10mm;margin:5mm 0 7mm;font-size:10pt"><span style="flex:none">${t(s.outgoing[0])}</span>`,
    `<span style="width:72mm;font-style:italic">${t(s.outgoing[1])}</span></div>`,
    `<div style="text-align:center;margin-bottom:5mm"><div style="font-size:14pt;font-weight:bold">${t(s.title[0])}</div><div style="font-size:11pt">${t(s.title[1])}</div></div>`,
    `<div style="font-size:11pt;line-height:1.42"><p style="text-align:center;font-weight:bold;margin:0 0 3mm">${t(s.greeting)}</p>${s.before.map(para).join('')}`,
    `<div style="display:flex;border:0.8pt solid #666;margin:3mm 0 4mm;font-size:9.5pt;line-height:1.35">${s.boxes.map(box).join('')}</div>`,
    `${s.after.map(para).join('')}<div style="display:flex;justify-content:space-between;align-items:center;margin-top:8mm">`,
    `<span>${t(s.signer[0])}</span>${signature}<span style="font-weight:bold">${t(s.signer[1])}</span></div></div>`,
    foot(t(s.contact), 'font-size:8pt'),
  ].join('');
  const truth = [...s.school, ...s.outgoing, ...s.title, s.greeting, ...s.before];
  truth.push(...s.boxes.flatMap(([head, xs]) => [head, ...xs]), ...s.after, ...s.signer, s.contact);
  return { html, truth: truth.join('\n') };
}
