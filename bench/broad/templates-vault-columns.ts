// The vault part's column pages, made apart from every other part's templates: a page of a book of
// abstracts (a running head split left and right over a double rule, the session's title on a tinted
// band, two serif columns under a thin rule, each abstract's code in a small box before its bold
// title, authors in small sans, the institution and address in italics, keywords after the text, the
// page number centred at the foot) and a village bulletin (a dark masthead band with the title at the
// left and the issue in a drawn circle at the right, three ragged-right sans columns, headings after
// a coloured bar, boxes of short lines on a pale ground, the imprint at the foot). One truth line per
// block.
import type { PageContent } from './html-kit.js';
import type { AbstractsParts } from './records-vault-abstracts.js';
import type { BulletinParts } from './records-vault-bulletin.js';
import { foot, t } from './templates-vault.js';

export function abstractsPage(a: AbstractsParts): PageContent {
  const navy = '#1e3a5f';
  const truth = [...a.running, a.session];
  const items = a.abstracts.map(([code, title, authors, where, mail, text, keys]) => {
    truth.push(code, title, authors, where, mail, text, keys);
    return [
      `<div style="margin-bottom:4mm"><div style="font-weight:bold;font-size:10pt;line-height:1.25;margin-bottom:1mm">`,
      `<span style="font-family:'DejaVu Sans';font-size:7.5pt;border:0.6pt solid ${navy};color:${navy};padding:0 1mm;margin-right:1.5mm">${t(code)}</span>${t(title)}</div>`,
      `<div style="font-family:'DejaVu Sans';font-size:8pt">${t(authors)}</div>`,
      `<div style="font-style:italic;font-size:8.5pt;color:#333">${t(where)}</div><div style="font-family:'DejaVu Sans';font-size:7.5pt;color:#333;margin-bottom:1mm">${t(mail)}</div>`,
      `<p style="text-align:justify;margin:0 0 1mm">${t(text)}</p><div style="font-size:8.5pt"><i>${t(keys)}</i></div></div>`,
    ].join('');
  });
  truth.push(a.page);
  const html = [
    `<div style="display:flex;justify-content:space-between;font-size:8.5pt;font-style:italic;border-bottom:2.5pt double ${navy};padding-bottom:1mm">`,
    `<span>${t(a.running[0])}</span><span>${t(a.running[1])}</span></div>`,
    `<div style="background:#e3ebf4;color:${navy};font-family:'DejaVu Sans';font-weight:bold;font-size:11pt;padding:2mm 3mm;margin:4mm 0 3mm">${t(a.session)}</div>`,
    `<div class="cols2" style="font-size:9.5pt;line-height:1.33;column-rule:0.4pt solid #aaa;column-gap:9mm">${items.join('')}</div>`,
    `<div style="position:absolute;left:0;right:0;bottom:9mm;text-align:center;font-size:9pt">${t(a.page)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}

/** A French phone number's five pairs of digits kept on one line. */
const phones = (html: string) => html.replace(/\d\d(?: \d\d){4}/g, (n) => `<span style="white-space:nowrap">${n}</span>`);

export function bulletinPage(b: BulletinParts): PageContent {
  const green = '#2f6b3a';
  const truth = [b.title, b.strap, ...b.issue];
  const items = b.items.map(([head, paras, boxed]) => {
    truth.push(head, ...paras);
    const headHtml = `<div style="display:flex;gap:2mm;align-items:stretch;margin:0 0 1.2mm;break-after:avoid"><span style="width:1.2mm;flex:none;background:${green}"></span><b style="font-size:10.5pt">${t(head)}</b></div>`;
    if (boxed)
      return `<div style="break-inside:avoid;background:#eaf2e6;padding:2mm 2.5mm;margin-bottom:3.5mm">${headHtml}${paras.map((p) => `<div style="margin-bottom:1mm">${phones(t(p))}</div>`).join('')}</div>`;
    return `<div style="margin-bottom:3.5mm">${headHtml}${paras.map((p) => `<p style="margin:0 0 1.2mm">${t(p)}</p>`).join('')}</div>`;
  });
  truth.push(b.imprint);
  const html = [
    `<div style="background:${green};color:#fff;margin:-16mm -18mm 0;padding:9mm 18mm 6mm;display:flex;justify-content:space-between;align-items:center">`,
    `<div><div style="font-family:'DejaVu Serif';font-size:25pt;font-weight:bold">${t(b.title)}</div><div style="font-size:9.5pt;margin-top:1.5mm">${t(b.strap)}</div></div>`,
    `<div style="width:25mm;height:25mm;border-radius:50%;border:1pt solid #fff;display:flex;flex-direction:column;align-items:center;justify-content:center;flex:none;text-align:center">`,
    `<div style="font-size:13pt;font-weight:bold">${t(b.issue[0])}</div><div style="font-size:8pt">${t(b.issue[1])}</div></div></div>`,
    `<div class="cols3" style="font-size:8.8pt;line-height:1.36;margin-top:6mm">${items.join('')}</div>`,
    foot(t(b.imprint), 'text-align:center'),
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
