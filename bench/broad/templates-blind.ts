// The blind part's small-print templates, made apart from every other part's: a product data sheet
// (a maker's band, notes and features in a wide column beside a shaded box of technical data, with
// an ordering-code table and a drawing with dimension lines under it), the first page of a journal
// paper (running head, authors with superscript marks, an abstract with a rule at its side, a
// three-rule table and footnotes at the foot of the page) and a town's public call (a drawn crest
// over the authority, premises, centred article headings, a signature block). One truth line per
// block or row.
import { escWhole, type PageContent } from './html-kit.js';
import type { Blocks } from './prose-blind.js';
import type { CallParts, DatasheetParts } from './records-blind.js';
import type { JournalParts } from './records-blind-paper.js';

export const br = (xs: string[]) => xs.map(escWhole).join('<br>');

/** A square bullet (drawn, no text, `dot` mm wide) before each item. */
export const bullets = (items: string[], size: string, colour: string, dot = 1.4) =>
  items
    .map(
      (t) =>
        `<div style="position:relative;padding-left:${dot * 2.5}mm;margin-bottom:0.35em;font-size:${size}"><span style="position:absolute;left:0.3mm;top:calc(0.65em - ${dot / 2}mm);width:${dot}mm;height:${dot}mm;background:${colour}"></span>${escWhole(t)}</div>`,
    )
    .join('');

/** A side view of a transmitter with dimension arrows: lines only, no text. */
const drawing =
  '<svg width="36mm" height="33mm" viewBox="0 0 110 100"><g fill="none" stroke="#222" stroke-width="1.2">' +
  '<rect x="35" y="8" width="34" height="46" rx="3"/><rect x="41" y="54" width="22" height="10"/><path d="M38 64h28l-4 8h-20z"/><rect x="46" y="72" width="12" height="16"/>' +
  '<rect x="44" y="0" width="16" height="8"/></g><g stroke="#555" stroke-width="0.6"><path d="M35 94h34M35 91v6M69 91v6M84 0v88M81 0h6M81 88h6"/></g></svg>';

export function datasheet(d: DatasheetParts, notes: Blocks): PageContent {
  const teal = '#0e5a66';
  const block = ([h, ps]: Blocks[number]) =>
    `<h3 style="font-size:9.5pt;color:${teal};margin:2.6mm 0 1mm">${escWhole(h)}</h3>` +
    ps.map((p) => `<p style="text-align:justify;margin:0 0 0.35em">${escWhole(p)}</p>`).join('');
  const [featHead, features] = d.features;
  const left = [block(notes[0]!), `<h3 style="font-size:9.5pt;color:${teal};margin:2.6mm 0 1mm">${escWhole(featHead)}</h3>`];
  left.push(bullets(features, '8pt', teal), ...notes.slice(1).map(block));
  const [specHead, groups] = d.specs;
  const specRows = groups.flatMap(([g, rows]) => [
    `<tr><td colspan="2" style="font-weight:bold;padding:1.8mm 0 0.6mm;border-bottom:0.8pt solid ${teal}">${escWhole(g)}</td></tr>`,
    ...rows.map(
      ([k, v]) =>
        `<tr><td style="padding:0.5mm 2mm 0.5mm 0;color:#333;width:42%">${escWhole(k)}</td><td style="padding:0.5mm 0">${escWhole(v)}</td></tr>`,
    ),
  ]);
  const [orderHead, orderCols, orderRows] = d.ordering;
  const cell = (c: string, th = false) =>
    `<${th ? 'th' : 'td'} style="padding:0.5mm 1.2mm;border-bottom:0.4pt solid #aaa;${th ? `background:${teal};color:#fff` : ''}">${escWhole(c)}</${th ? 'th' : 'td'}>`;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:center">`,
    `<div style="background:${teal};color:#fff;font-size:11pt;font-weight:bold;padding:1.5mm 3mm">${escWhole(d.maker)}</div>`,
    `<div style="font-size:7pt;color:#444">${escWhole(d.docCode)}</div></div>`,
    `<h1 style="font-size:17pt;margin:4mm 0 1mm">${escWhole(d.product)}</h1>`,
    `<p style="font-size:10pt;color:#333;margin-bottom:3mm">${escWhole(d.tagline)}</p>`,
    `<div style="display:flex;gap:6mm;font-size:8pt;line-height:1.28">`,
    `<div style="flex:1">${left.join('')}</div>`,
    `<div style="width:68mm;flex:none"><div style="background:#eef2f3;padding:2mm 3mm">`,
    `<div style="font-size:9.5pt;font-weight:bold;color:${teal}">${escWhole(specHead)}</div>`,
    `<table style="width:100%;font-size:7.5pt">${specRows.join('')}</table></div>`,
    `<div style="font-size:9pt;font-weight:bold;color:${teal};margin:3mm 0 1mm">${escWhole(orderHead)}</div>`,
    `<table style="width:100%;font-size:7.5pt"><tr>${orderCols.map((c) => cell(c, true)).join('')}</tr>`,
    ...orderRows.map((r) => `<tr>${r.map((c) => cell(c)).join('')}</tr>`),
    `</table><div style="text-align:center;margin-top:3mm">${drawing}</div></div></div>`,
    `<div style="position:absolute;bottom:8mm;left:18mm;right:18mm;font-size:6.5pt;color:#444;border-top:0.5pt solid #999;padding-top:1mm">${br(d.notes)}</div>`,
  ].join('');
  const truth = [d.maker, d.docCode, d.product, d.tagline, notes[0]![0], ...notes[0]![1], featHead, ...features];
  truth.push(
    ...notes.slice(1).flatMap(([h, ps]) => [h, ...ps]),
    specHead,
    ...groups.flatMap(([g, rows]) => [g, ...rows.map((r) => r.join(' '))]),
  );
  truth.push(orderHead, orderCols.join(' '), ...orderRows.map((r) => r.filter(Boolean).join(' ')), ...d.notes);
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function journalPage(j: JournalParts, body: Blocks): PageContent {
  const blue = '#23466e';
  const section = ([h, ps]: Blocks[number]) =>
    `<h3 style="font-family:'DejaVu Sans';font-size:9.5pt;margin:3mm 0 1.2mm">${escWhole(h)}</h3>` +
    ps.map((p, i) => `<p style="text-align:justify;margin:0;${i > 0 ? 'text-indent:5mm' : ''}">${escWhole(p)}</p>`).join('');
  const [caption, cols, rows] = j.table;
  const td = (c: string, i: number, th = false) =>
    `<${th ? 'th' : 'td'} style="padding:0.6mm 2.5mm;${i > 0 ? 'text-align:right;' : ''}${th ? 'border-bottom:0.6pt solid #111;font-weight:normal;font-style:italic' : ''}">${escWhole(c)}</${th ? 'th' : 'td'}>`;
  const table = [
    `<div style="margin:3.5mm 0 1mm;font-size:8pt"><b>${escWhole(caption)}</b></div>`,
    `<table style="font-size:8pt;border-top:1pt solid #111;border-bottom:1pt solid #111;margin-bottom:1mm">`,
    `<tr>${cols.map((c, i) => td(c, i, true)).join('')}</tr>${rows.map((r) => `<tr>${r.map((c, i) => td(c, i)).join('')}</tr>`).join('')}</table>`,
  ].join('');
  // A column as tall as the page: the footnotes sit at its foot, under the body however long it is.
  const html = [
    `<div style="display:flex;flex-direction:column;height:100%">`,
    `<div style="display:flex;justify-content:space-between;font-size:7.5pt;font-family:'DejaVu Sans';border-bottom:0.5pt solid #111;padding-bottom:1mm">`,
    `<span style="font-style:italic">${escWhole(j.journal)}</span><span>${escWhole(j.folio)}</span></div>`,
    `<div style="font-family:'DejaVu Sans';font-size:8pt;font-weight:bold;color:${blue};margin:5mm 0 2mm">${escWhole(j.kind)}</div>`,
    `<h1 style="font-size:16pt;line-height:1.25;margin:0 0 3mm">${escWhole(j.title)}</h1>`,
    `<p style="font-size:10.5pt;margin-bottom:1.5mm">${escWhole(j.authors)}</p>`,
    `<p style="font-size:7.5pt;font-style:italic;line-height:1.35;margin-bottom:4mm">${br(j.affiliations)}</p>`,
    `<div style="border-left:2pt solid ${blue};background:#f0f3f7;padding:2mm 3mm;font-size:8.5pt;line-height:1.32;text-align:justify">`,
    `<b>${escWhole(j.abstract[0])}</b><br>${escWhole(j.abstract[1])}</div>`,
    `<p style="font-size:8pt;font-style:italic;margin:1.5mm 0 2mm">${escWhole(j.keywords)}</p>`,
    `<div style="font-size:9pt;line-height:1.3">${body.slice(0, 3).map(section).join('')}${table}${body.slice(3).map(section).join('')}</div>`,
    `<div style="margin-top:auto;padding-top:3mm;font-size:7pt;line-height:1.35">`,
    `<div style="width:40mm;border-top:0.5pt solid #111;margin-bottom:1mm"></div>${br(j.footnotes)}`,
    `<div style="margin-top:1.5mm;color:#444">${escWhole(j.received)}</div></div></div>`,
  ].join('');
  const truth = [j.journal, j.folio, j.kind, j.title, j.authors, ...j.affiliations, ...j.abstract, j.keywords];
  truth.push(...body.slice(0, 3).flatMap(([h, ps]) => [h, ...ps]), caption, cols.join(' '), ...rows.map((r) => r.join(' ')));
  truth.push(...body.slice(3).flatMap(([h, ps]) => [h, ...ps]), ...j.footnotes, j.received);
  return { html, truth: truth.join('\n') };
}

/** A crest: a shield with a tower on it (drawn, no text). */
const crest =
  '<svg width="11mm" height="13mm" viewBox="0 0 40 48" style="display:block;margin:0 auto 1mm"><path d="M2 2h36v22c0 12-9 19-18 22C11 43 2 36 2 24z" fill="#f4f4f4" stroke="#222" stroke-width="1.6"/>' +
  '<path d="M13 34V16h3v-4h3v4h2v-4h3v4h3v18z" fill="#8a1c1c"/></svg>';

export function publicCall(c: CallParts, articles: Blocks): PageContent {
  const p = (t: string, extra = '') => `<p style="text-align:justify;margin:0 0 0.3em;${extra}">${escWhole(t)}</p>`;
  const centred = (t: string, size: string) =>
    `<div style="text-align:center;font-weight:bold;font-size:${size};margin:1.8mm 0 0.8mm">${escWhole(t)}</div>`;
  const html = [
    crest,
    `<div style="text-align:center;font-size:13pt;font-weight:bold">${escWhole(c.authority[0]!)}</div>`,
    `<div style="text-align:center;font-size:9.5pt;line-height:1.35">${br(c.authority.slice(1))}</div>`,
    `<div style="font-size:8.5pt;border-bottom:0.6pt solid #222;padding-bottom:1mm;margin:3mm 0 3mm">${escWhole(c.protocol)}</div>`,
    `<div style="text-align:center;font-size:11.5pt;font-weight:bold;line-height:1.3;margin:0 8mm 3mm">${escWhole(c.title)}</div>`,
    `<div style="font-size:10pt;line-height:1.2">`,
    centred(c.issuer, '10pt'),
    ...c.premises.map((t) => p(t)),
    centred(c.announce, '10.5pt'),
    ...articles.flatMap(([h, ps]) => [centred(h, '10pt'), ...ps.map((t) => p(t))]),
    `<div style="display:flex;justify-content:space-between;margin-top:4mm"><span>${escWhole(c.place)}</span>`,
    `<span style="text-align:center">${br(c.signer)}</span></div></div>`,
    `<div style="position:absolute;bottom:8mm;left:18mm;right:18mm;font-size:7pt;text-align:center;color:#333;border-top:0.5pt solid #666;padding-top:1mm">${escWhole(c.foot)}</div>`,
  ].join('');
  const truth = [...c.authority, c.protocol, c.title, c.issuer, ...c.premises, c.announce, ...articles.flatMap(([h, ps]) => [h, ...ps])];
  truth.push(c.place, ...c.signer, c.foot);
  return { html, truth: truth.join('\n'), className: 'serif-condensed' };
}
