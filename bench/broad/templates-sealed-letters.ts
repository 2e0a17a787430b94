// The sealed part's letters, made apart from every other part's templates: a private complaint (the
// sender's address right-aligned, the recipient under a note of how it was sent, references in a
// small grid, an underlined subject, faults lettered (a) to (d), a drawn signature, enclosures), a
// firm's reference (a drawn roof beside the firm's name, contacts at the right over a two-tone rule,
// a centred title, a round stamp drawn over the signature, legal details at the foot) and a
// landlord's notice of a rent change (the landlord's block beside a ruled edge, the addressee to the
// right, a centred title, a ruled table of sums right-aligned, a slip to sign under a dashed line).
import { escWhole, type PageContent } from './html-kit.js';
import type { ComplaintParts, ReferenceParts } from './records-sealed-letters.js';
import type { RentParts } from './records-sealed-rent.js';
import { lines } from './templates-sealed.js';

/** A handwritten signature: two strokes (drawn, no text). */
const signed = (width: number, colour: string) =>
  `<svg width="${width}mm" height="${width * 0.32}mm" viewBox="0 0 100 32" style="display:block"><g fill="none" stroke="${colour}" stroke-width="1.5" stroke-linecap="round">` +
  '<path d="M4 24c6-20 12-22 10-6s4 8 9-4 6-6 6 4 8-10 14-8-2 14 6 12 14-16 20-10"/><path d="M52 22c10-2 26-6 44-16"/></g></svg>';

export function complaintLetter(c: ComplaintParts): PageContent {
  const p = (t: string) => `<p style="text-align:justify;margin:0 0 0.8em">${escWhole(t)}</p>`;
  const letter = (i: number) => `(${String.fromCharCode(97 + i)})`;
  const html = [
    `<div style="font-size:10.5pt;line-height:1.4;text-align:right;margin-top:4mm">${lines(c.sender)}</div>`,
    `<div style="text-align:right;font-size:10.5pt;margin:5mm 0 6mm">${escWhole(c.date)}</div>`,
    `<div style="font-size:8.5pt;font-weight:bold;font-family:'DejaVu Sans';margin-bottom:2mm">${escWhole(c.via)}</div>`,
    `<div style="font-size:10.5pt;line-height:1.4;margin-bottom:6mm">${lines(c.recipient)}</div>`,
    `<table style="font-size:9.5pt;margin-bottom:5mm">${c.refs.map(([k, v]) => `<tr><td style="padding-left:0;width:34mm">${escWhole(k)}</td><td style="font-weight:bold">${escWhole(v)}</td></tr>`).join('')}</table>`,
    `<div style="font-size:11pt;line-height:1.42">${p(c.greeting)}`,
    `<p style="font-weight:bold;text-decoration:underline;margin:0 0 0.8em">${escWhole(c.subject)}</p>${c.before.map(p).join('')}`,
    `<div style="margin:0 0 0.8em 8mm">${c.faults.map((f, i) => `<div style="display:flex"><span style="width:8mm;flex:none">${letter(i)}</span><span>${escWhole(f)}</span></div>`).join('')}</div>`,
    `${c.after.map(p).join('')}<p style="margin:0">${escWhole(c.closing)}</p>${signed(38, '#1b2a6b')}<p>${escWhole(c.name)}</p></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:14mm;font-size:8.5pt;border-top:0.5pt solid #888;padding-top:1.5mm">${escWhole(c.enclosures)}</div>`,
  ].join('');
  const truth = [...c.sender, c.date, c.via, ...c.recipient, ...c.refs.map((r) => r.join(' ')), c.greeting, c.subject, ...c.before];
  truth.push(...c.faults.map((f, i) => `${letter(i)} ${f}`), ...c.after, c.closing, c.name, c.enclosures);
  return { html, truth: truth.join('\n') };
}

/** A roof over a wall (drawn, no text). */
const roof =
  '<svg width="14mm" height="12mm" viewBox="0 0 42 36" style="flex:none"><path d="M2 18L21 3l19 15" fill="none" stroke="#c0561b" stroke-width="4" stroke-linejoin="round"/>' +
  '<path d="M8 18v16h26V18" fill="none" stroke="#34495e" stroke-width="3"/><rect x="17" y="23" width="8" height="11" fill="#34495e"/></svg>';

/** A round rubber stamp: two rings and a star (drawn, no text). */
const stamp =
  '<svg width="26mm" height="26mm" viewBox="0 0 60 60" style="position:absolute;left:40mm;top:-6mm;opacity:0.75"><g fill="none" stroke="#3b4fa8" stroke-width="1.6">' +
  '<circle cx="30" cy="30" r="27"/><circle cx="30" cy="30" r="18"/></g><path d="M30 20l3 7h7l-6 5 2 7-6-4-6 4 2-7-6-5h7z" fill="#3b4fa8"/></svg>';

export function referenceLetter(r: ReferenceParts): PageContent {
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:center">`,
    `<div style="display:flex;gap:3mm;align-items:center">${roof}<div><div style="font-size:16pt;font-weight:bold;color:#34495e">${escWhole(r.firm[0])}</div>`,
    `<div style="font-size:9pt;color:#c0561b">${escWhole(r.firm[1])}</div></div></div>`,
    `<div style="font-size:8.5pt;line-height:1.45;text-align:right;color:#333">${lines(r.contact)}</div></div>`,
    `<div style="display:flex;margin:3mm 0 12mm"><div style="flex:1;height:1.5mm;background:#34495e"></div><div style="width:30mm;height:1.5mm;background:#c0561b"></div></div>`,
    `<div style="text-align:right;font-size:10.5pt">${escWhole(r.place)}</div>`,
    `<h1 style="text-align:center;font-size:16pt;margin:12mm 0 9mm">${escWhole(r.title)}</h1>`,
    `<div style="font-size:11pt;line-height:1.5"><p style="margin-bottom:0.6em">${escWhole(r.greeting)}</p>`,
    ...r.body.map((t) => `<p style="text-align:justify;margin:0 0 0.7em">${escWhole(t)}</p>`),
    `<p style="margin-top:6mm">${escWhole(r.closing)}</p>`,
    `<div style="position:relative;margin-top:2mm">${signed(34, '#222')}${stamp}<div>${lines(r.signer)}</div></div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:10mm;font-size:7.5pt;line-height:1.4;color:#444;text-align:center;border-top:0.5pt solid #aaa;padding-top:1.5mm">${escWhole(r.legal)}</div>`,
  ].join('');
  const truth = [...r.firm, ...r.contact, r.place, r.title, r.greeting, ...r.body, r.closing, ...r.signer, r.legal];
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function rentNotice(r: RentParts): PageContent {
  const para = (t: string) => `<p style="text-align:justify;text-indent:10mm;margin:0 0 0.5em">${escWhole(t)}</p>`;
  const last = r.rows.length - 1;
  const [slipText, slipFields] = r.slip;
  const html = [
    `<div style="display:flex;justify-content:space-between"><div style="border-left:2pt solid #555;padding-left:3mm;font-size:8.5pt;line-height:1.45;width:78mm">`,
    `<b style="font-size:11pt">${escWhole(r.landlord[0]!)}</b><br>${lines(r.landlord.slice(1))}<div style="margin-top:3mm;font-size:9pt">${escWhole(r.outgoing)}</div></div>`,
    `<div style="width:76mm;font-size:10.5pt;line-height:1.45;padding-top:14mm">${lines(r.addressee)}</div></div>`,
    `<div style="text-align:center;margin:12mm 0 6mm"><div style="font-size:14pt;font-weight:bold">${escWhole(r.title[0])}</div><div style="font-size:11.5pt">${escWhole(r.title[1])}</div></div>`,
    `<div style="font-size:11pt;line-height:1.42"><p style="text-align:center;margin-bottom:4mm">${escWhole(r.greeting)}</p>${r.before.map(para).join('')}`,
    `<table class="ruled" style="width:100%;margin:3mm 0 4mm;font-size:10pt"><tr style="background:#eee">${r.columns.map((c, i) => `<th style="${i ? 'text-align:right;width:38mm' : ''}">${escWhole(c)}</th>`).join('')}</tr>`,
    ...r.rows.map(
      (row, k) =>
        `<tr style="${k === last ? 'font-weight:bold' : ''}">${row.map((c, i) => `<td style="${i ? 'text-align:right;white-space:nowrap' : ''}">${escWhole(c)}</td>`).join('')}</tr>`,
    ),
    `</table>${r.after.map(para).join('')}`,
    `<div style="display:flex;justify-content:space-between;align-items:center;margin-top:8mm"><span>${escWhole(r.signer[0])}</span>${signed(30, '#1c3f94')}<span>${escWhole(r.signer[1])}</span></div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:12mm;border-top:1pt dashed #666;padding-top:3mm;font-size:9.5pt">`,
    `<div style="margin-bottom:9mm">${escWhole(slipText)}</div><div style="display:flex;gap:8mm">`,
    ...slipFields.map(
      (f) => `<div style="flex:1;border-top:0.6pt solid #111;text-align:center;font-size:7.5pt;padding-top:0.8mm">${escWhole(f)}</div>`,
    ),
    `</div></div>`,
  ].join('');
  const truth = [...r.landlord, r.outgoing, ...r.addressee, ...r.title, r.greeting, ...r.before, r.columns.join(' ')];
  truth.push(...r.rows.map((row) => row.join(' ')), ...r.after, ...r.signer, slipText, ...slipFields);
  return { html, truth: truth.join('\n') };
}
