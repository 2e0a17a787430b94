// The blind part's letters, made apart from every other part's templates: an offer letter (a drawn
// cog beside the firm's name over an orange rule, the conditions in a two-column table with shaded
// labels, an acceptance slip of three labelled boxes), board minutes (centred title, a table of who
// and when, a numbered agenda, run-in "Ad n." items with resolutions in bold on a side bar, two
// signature lines) and a publisher's letter with its details in a dark strip down the left edge.
import { escWhole, type PageContent } from './html-kit.js';
import type { MinutesParts, OfferParts, PublisherLetterParts } from './records-blind-letters.js';
import { br } from './templates-blind.js';

/** A signature: one looping stroke (no text). */
const signature = (width: number, colour: string) =>
  `<svg width="${width}mm" height="${width * 0.3}mm" viewBox="0 0 100 30" style="display:block"><path d="M3 22 C12 2 20 30 26 14 C30 4 34 26 40 18 S52 6 56 20 C58 26 64 10 70 14 S82 24 97 8" fill="none" stroke="${colour}" stroke-width="1.4" stroke-linecap="round"/></svg>`;

/** A cog (drawn, no text). */
const cog =
  '<svg width="15mm" height="15mm" viewBox="0 0 40 40" style="flex:none"><circle cx="20" cy="20" r="13" fill="none" stroke="#d35400" stroke-width="6" stroke-dasharray="5 3.2"/>' +
  '<circle cx="20" cy="20" r="9" fill="#d35400"/><circle cx="20" cy="20" r="4" fill="#fff"/></svg>';

export function offerLetter(o: OfferParts): PageContent {
  const p = (t: string) => `<p style="text-align:justify;margin:0 0 0.6em">${escWhole(t)}</p>`;
  const [acceptText, acceptBoxes] = o.accept;
  const html = [
    `<div style="display:flex;gap:4mm;align-items:center">${cog}<div><div style="font-size:14pt;font-weight:bold">${escWhole(o.company[0]!)}</div>`,
    `<div style="font-size:8pt;color:#444;line-height:1.35">${br(o.company.slice(1))}</div></div></div>`,
    `<div style="border-top:2pt solid #d35400;margin:3mm 0 7mm"></div>`,
    `<div style="text-align:right;font-size:10.5pt">${escWhole(o.placeDate)}</div>`,
    `<div style="font-size:10.5pt;line-height:1.4;margin:2mm 0 7mm">${br(o.recipient)}</div>`,
    `<p style="font-size:10.5pt;font-weight:bold;margin-bottom:4mm">${escWhole(o.subject)}</p>`,
    `<div style="font-size:10pt;line-height:1.38">${o.before.map(p).join('')}`,
    `<table style="width:100%;margin:1mm 0 4mm;font-size:9.5pt">${o.terms
      .map(
        ([k, v]) =>
          `<tr><td style="width:45mm;background:#fbeee6;font-weight:bold;border-bottom:0.5pt solid #fff">${escWhole(k)}</td><td style="border-bottom:0.5pt solid #ddd">${escWhole(v)}</td></tr>`,
      )
      .join('')}</table>`,
    `${o.after.map(p).join('')}</div>`,
    `<div style="margin-left:4mm">${signature(36, '#1d3557')}<div style="font-size:10pt;line-height:1.35">${br(o.signer)}</div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:12mm;border-top:1pt dashed #777;padding-top:2.5mm">`,
    `<div style="font-size:9pt;font-weight:bold;margin-bottom:2mm">${escWhole(acceptText)}</div><div style="display:flex;gap:3mm">`,
    ...acceptBoxes.map(
      (b, i) =>
        `<div style="flex:${i === 0 ? 2 : 1};height:13mm;border:0.8pt solid #333;padding:0.8mm 1.5mm;font-size:7pt;color:#444">${escWhole(b)}</div>`,
    ),
    `</div></div>`,
  ].join('');
  const truth = [...o.company, o.placeDate, ...o.recipient, o.subject, ...o.before, ...o.terms.map((r) => r.join(' ')), ...o.after];
  truth.push(...o.signer, acceptText, ...acceptBoxes);
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function minutes(m: MinutesParts): PageContent {
  const [agendaHead, agenda] = m.agenda;
  const items = m.items.map(([text, resolution], i) => {
    const html =
      `<p style="text-align:justify;margin:0 0 0.4em"><b>Ad ${i + 1}.</b> ${escWhole(text)}</p>` +
      (resolution
        ? `<p style="font-weight:bold;border-left:2.5pt solid #555;padding-left:3mm;margin:0 0 0.6em 4mm">${escWhole(resolution)}</p>`
        : '');
    return { html, truth: [`Ad ${i + 1}. ${text}`, ...(resolution ? [resolution] : [])] };
  });
  const html = [
    `<div style="font-size:8.5pt;line-height:1.35;color:#333">${br(m.body)}</div>`,
    `<h1 style="text-align:center;font-size:15pt;margin:8mm 0 1.5mm">${escWhole(m.title)}</h1>`,
    `<p style="text-align:center;font-size:10.5pt;margin:0 12mm 5mm">${escWhole(m.subtitle)}</p>`,
    `<table style="font-size:9.5pt;margin-bottom:4mm">${m.meta.map(([k, v]) => `<tr><td style="width:30mm;font-weight:bold;padding-left:0">${escWhole(k)}:</td><td>${escWhole(v)}</td></tr>`).join('')}</table>`,
    `<div style="font-size:10pt;line-height:1.36">`,
    `<p style="font-weight:bold;margin-bottom:1mm">${escWhole(agendaHead)}:</p>`,
    `<div style="margin:0 0 4mm 6mm">${agenda.map((a, i) => `<div>${i + 1}. ${escWhole(a)}</div>`).join('')}</div>`,
    ...items.map((x) => x.html),
    `<p style="margin-top:3mm;font-style:italic">${escWhole(m.next)}</p></div>`,
    `<div style="display:flex;justify-content:space-around;margin-top:12mm;font-size:9.5pt;text-align:center">`,
    ...m.signs.map(
      ([role, name]) =>
        `<div style="width:60mm">${escWhole(role)}<div style="border-top:0.8pt dotted #111;margin-top:11mm;padding-top:1mm">${escWhole(name)}</div></div>`,
    ),
    `</div>`,
  ].join('');
  const truth = [...m.body, m.title, m.subtitle, ...m.meta.map(([k, v]) => `${k}: ${v}`), `${agendaHead}:`];
  truth.push(...agenda.map((a, i) => `${i + 1}. ${a}`), ...items.flatMap((x) => x.truth), m.next, ...m.signs.flat());
  return { html, truth: truth.join('\n') };
}

export function publisherLetter(r: PublisherLetterParts): PageContent {
  const green = '#24453a';
  const html = [
    `<div style="position:absolute;left:0;top:0;bottom:0;width:50mm;background:${green};color:#f1efe6;padding:18mm 5mm 0 7mm;box-sizing:border-box">`,
    `<div style="font-size:13pt;font-weight:bold;line-height:1.25;margin-bottom:6mm">${escWhole(r.house)}</div>`,
    `<div style="font-family:'DejaVu Sans';font-size:7.5pt;line-height:1.6">${br(r.strip)}</div></div>`,
    `<div style="margin-left:38mm;font-size:10.5pt;line-height:1.42">`,
    `<div style="font-family:'DejaVu Sans';font-size:9pt;margin-top:2mm">${escWhole(r.number)}</div>`,
    `<div style="margin:8mm 0 12mm 52mm">${br(r.addressee)}</div>`,
    `<p style="text-align:center;font-weight:bold;margin-bottom:4mm">${escWhole(r.body[0]!)}</p>`,
    ...r.body.slice(1).map((t) => `<p style="text-align:justify;text-indent:8mm;margin:0 0 0.55em">${escWhole(t)}</p>`),
    `<div style="display:flex;justify-content:space-between;align-items:center;margin-top:6mm">`,
    `<span>${escWhole(r.signer[0])}</span>${signature(30, '#2a3b8f')}<span>${escWhole(r.signer[1])}</span></div></div>`,
    `<div style="position:absolute;left:56mm;right:18mm;bottom:12mm;font-family:'DejaVu Sans';font-size:7.5pt;line-height:1.5;color:#333">${br(r.footer)}</div>`,
  ].join('');
  const truth = [r.house, ...r.strip, r.number, ...r.addressee, ...r.body, ...r.signer, ...r.footer];
  return { html, truth: truth.join('\n') };
}
