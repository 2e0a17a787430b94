// The sealed part's public notice, made apart from every other part's templates: a water company's
// notice of a supply cut, as pinned to the doors of blocks of flats (a drawn drop in a ring over the
// centred issuer, a double rule, the title centred in capitals, paragraphs with first-line indents,
// a ruled table of streets under a grey header row, two lists after drawn dots, contacts in a framed
// box with a tinted head, the signature across the foot). One truth line per block or row.
import { escWhole, type PageContent } from './html-kit.js';
import type { NoticeBody } from './prose-sealed-more.js';
import type { NoticeParts } from './records-sealed.js';
import { dots, lines } from './templates-sealed.js';

/** A water drop inside a ring (drawn, no text). */
const emblem =
  '<svg width="13mm" height="13mm" viewBox="0 0 40 40" style="display:block;margin:0 auto 1.5mm"><circle cx="20" cy="20" r="18" fill="none" stroke="#1f5fa8" stroke-width="2.5"/>' +
  '<path d="M20 7C15 15 11 20 11 25a9 9 0 0 0 18 0c0-5-4-10-9-18z" fill="#1f5fa8"/><path d="M15 25a5 5 0 0 0 5 5" fill="none" stroke="#fff" stroke-width="1.6"/></svg>';

export function waterNotice(n: NoticeParts, b: NoticeBody): PageContent {
  const blue = '#1f5fa8';
  const para = (t: string) => `<p style="text-align:justify;text-indent:8mm;margin:0 0 0.45em">${escWhole(t)}</p>`;
  const list = (head: string, items: string[]) =>
    `<p style="font-weight:bold;margin:2mm 0 1mm">${escWhole(head)}</p><div style="margin-left:4mm">${dots(items, '10pt', blue)}</div>`;
  const [contactHead, contacts] = n.contacts;
  const html = [
    emblem,
    `<div style="text-align:center;font-family:'DejaVu Sans';font-size:11pt;font-weight:bold">${escWhole(n.issuer[0]!)}</div>`,
    `<div style="text-align:center;font-family:'DejaVu Sans';font-size:8.5pt;line-height:1.4">${lines(n.issuer.slice(1))}</div>`,
    `<div style="border-top:2.5pt double ${blue};margin:2.5mm 0 2mm"></div>`,
    `<div style="font-size:9pt">${escWhole(n.number)}</div>`,
    `<h1 style="text-align:center;font-size:15pt;margin:5mm 10mm 5mm">${escWhole(n.title)}</h1>`,
    `<div style="font-size:10pt;line-height:1.34">${b.before.map(para).join('')}`,
    `<table class="ruled" style="width:100%;margin:2.5mm 0 1mm;font-family:'DejaVu Sans';font-size:9pt"><tr style="background:#dde6f0">${n.columns.map((c) => `<th>${escWhole(c)}</th>`).join('')}</tr>`,
    ...n.rows.map((r) => `<tr>${r.map((c) => `<td>${escWhole(c)}</td>`).join('')}</tr>`),
    `</table>${list(b.whileHead, b.whileItems)}${list(b.askHead, b.askItems)}`,
    `<div style="margin-top:2mm">${b.after.map(para).join('')}</div></div>`,
    `<div style="border:1pt solid ${blue};margin:4mm 25mm 0;font-family:'DejaVu Sans';font-size:9pt">`,
    `<div style="background:${blue};color:#fff;font-weight:bold;text-align:center;padding:1mm">${escWhole(contactHead)}</div>`,
    `<div style="padding:1.5mm 3mm;line-height:1.5;text-align:center">${lines(contacts)}</div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:16mm;display:flex;justify-content:space-between;font-size:10.5pt">`,
    `<span>${escWhole(n.signer[0])}</span><span style="font-weight:bold">${escWhole(n.signer[1])}</span></div>`,
  ].join('');
  const truth = [...n.issuer, n.number, n.title, ...b.before, n.columns.join(' '), ...n.rows.map((r) => r.join(' '))];
  truth.push(b.whileHead, ...b.whileItems, b.askHead, ...b.askItems, ...b.after, contactHead, ...contacts, ...n.signer);
  return { html, truth: truth.join('\n') };
}
