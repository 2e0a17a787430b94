// The unseen part's letters, made apart from every other part's templates: a French private
// letter (sender top left, recipient to the right, a hand signature drawn as a stroke), a Russian
// company's letter on its form (the company and its details above a double rule, outgoing numbers
// left, addressee right, signature line) and an email as a mail program prints it.
import { esc, escWhole, type PageContent } from './html-kit.js';
import type { CompanyLetterParts, EmailParts, FormalLetterParts } from './records-unseen-letters.js';

const br = (xs: string[]) => xs.map(escWhole).join('<br>');

/** A handwritten signature's stroke (a path, no text). */
export const scrawl = (width: number) =>
  `<svg width="${width}mm" height="${width * 0.32}mm" viewBox="0 0 100 32" style="display:block"><path d="M4 24 C10 4 18 4 16 20 S26 30 32 14 S40 6 42 20 C44 28 52 8 58 16 S70 26 74 12 C76 6 84 22 96 10" fill="none" stroke="#1b2a6b" stroke-width="1.6" stroke-linecap="round"/></svg>`;

export function formalLetter(l: FormalLetterParts): PageContent {
  const html = [
    `<div style="font-size:10.5pt;line-height:1.4"><b>${escWhole(l.sender[0]!)}</b><br>${br(l.sender.slice(1))}</div>`,
    `<div style="margin:8mm 0 0 95mm;font-size:11pt;line-height:1.4">${br(l.recipient)}</div>`,
    `<p style="margin:10mm 0 6mm 95mm;font-size:11pt">${escWhole(l.placeDate)}</p>`,
    `<p style="font-size:10pt;font-style:italic;line-height:1.4">${br(l.refs)}</p>`,
    `<p style="font-size:11pt;font-weight:bold;margin:5mm 0 6mm">${escWhole(l.subject)}</p>`,
    ...l.body.map(
      (t, i) =>
        `<p style="font-size:11pt;line-height:1.45;text-align:justify;${i > 0 ? 'text-indent:10mm;' : ''}margin-bottom:0.7em">${escWhole(t)}</p>`,
    ),
    `<div style="margin:6mm 0 0 105mm">${scrawl(38)}<div style="font-size:11pt">${escWhole(l.signature)}</div></div>`,
    `<p style="position:absolute;bottom:16mm;left:18mm;font-size:9pt">${escWhole(l.enclosures)}</p>`,
  ].join('');
  const truth = [...l.sender, ...l.recipient, l.placeDate, ...l.refs, l.subject, ...l.body, l.signature, l.enclosures];
  return { html, truth: truth.join('\n') };
}

export function companyLetter(r: CompanyLetterParts): PageContent {
  const html = [
    `<div style="text-align:center;font-size:17pt;font-weight:bold">${escWhole(r.company)}</div>`,
    `<div style="text-align:center;font-size:7.5pt;line-height:1.4;margin-top:1.5mm">${br(r.details)}</div>`,
    `<div style="border-top:3pt double #111;margin:2.5mm 0 8mm"></div>`,
    `<div style="display:flex;justify-content:space-between">`,
    `<div style="font-size:10pt;line-height:1.6;text-decoration:underline">${br(r.outgoing)}</div>`,
    `<div style="width:72mm;font-size:11.5pt;line-height:1.4">${br(r.addressee)}</div></div>`,
    `<p style="font-size:11.5pt;font-weight:bold;margin:14mm 0 6mm">${escWhole(r.title)}</p>`,
    `<p style="font-size:11.5pt;text-align:center;margin-bottom:5mm">${escWhole(r.body[0]!)}</p>`,
    ...r.body
      .slice(1)
      .map(
        (t) => `<p style="font-size:11.5pt;line-height:1.5;text-align:justify;text-indent:12.5mm;margin-bottom:0.3em">${escWhole(t)}</p>`,
      ),
    `<div style="display:flex;align-items:flex-end;justify-content:space-between;margin-top:16mm;font-size:11.5pt">`,
    `<span>${escWhole(r.signRole)}</span><span style="width:45mm;border-bottom:0.6pt solid #111">${scrawl(32)}</span><span>${escWhole(r.signName)}</span></div>`,
    `<div style="position:absolute;bottom:14mm;left:18mm;font-size:8pt;line-height:1.4">${br(r.executor)}</div>`,
  ].join('');
  const truth = [r.company, ...r.details, ...r.outgoing, ...r.addressee, r.title, ...r.body, r.signRole, r.signName, ...r.executor];
  return { html, truth: truth.join('\n') };
}

/** Label and value rows, as a mail program prints a message's header. */
const fieldRows = (fields: Array<[string, string]>, size: number) =>
  `<table style="font-size:${size}pt;margin-bottom:4mm">${fields
    .map(
      ([k, v]) =>
        `<tr><td style="font-weight:bold;padding:0.4mm 3mm 0.4mm 0;white-space:nowrap">${esc(k)}</td><td style="padding:0.4mm 0">${escWhole(v)}</td></tr>`,
    )
    .join('')}</table>`;

export function printedEmail(e: EmailParts): PageContent {
  const p = (t: string, size = 10.5) => `<p style="font-size:${size}pt;line-height:1.4;margin-bottom:0.7em">${escWhole(t)}</p>`;
  const html = [
    `<div style="font-size:15pt;font-weight:bold;border-bottom:3pt solid #111;padding-bottom:1.5mm;margin-bottom:5mm">${escWhole(e.owner)}</div>`,
    fieldRows(e.fields, 10),
    `<div style="font-family:'DejaVu Serif';margin-top:6mm">${e.body.map((t) => p(t)).join('')}</div>`,
    `<div style="font-size:9pt;line-height:1.4;color:#1f3864;margin-top:3mm"><b>${escWhole(e.signature[0]!)}</b><br>${br(e.signature.slice(1))}</div>`,
    `<div style="border-top:0.8pt solid #b5b5b5;margin-top:7mm;padding-top:3mm">${fieldRows(e.quoted.fields, 9.5)}</div>`,
    `<div style="font-family:'DejaVu Serif'">${e.quoted.body.map((t) => p(t, 10)).join('')}</div>`,
    `<p style="font-size:7pt;line-height:1.35;color:#666;margin-top:8mm">${escWhole(e.disclaimer)}</p>`,
  ].join('');
  const fields = (fs: Array<[string, string]>) => fs.map((f) => f.join(' '));
  const truth = [e.owner, ...fields(e.fields), ...e.body, ...e.signature, ...fields(e.quoted.fields), ...e.quoted.body, e.disclaimer];
  return { html, truth: truth.join('\n'), className: 'sans' };
}
