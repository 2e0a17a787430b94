// The sealed part's column pages, made apart from every other part's templates: a residents'
// newsletter (a large italic title over a ribbon of issue, season and price between rules, then three
// columns: the editorial in italics signed at its right, articles under coloured sans headings, a
// drawn garden picture with its caption, an agenda in a tinted box, a footer rule) and a library's
// questions and answers (a dark band with the library's name, each question after a number in a
// drawn circle, answers indented, two columns, the opening hours in a ruled box below). One truth
// line per block.
import { escWhole, type PageContent } from './html-kit.js';
import type { NewsletterParts } from './records-sealed-columns.js';
import type { FaqParts } from './records-sealed-faq.js';

/** Raised beds with plants on them (drawn, no text). */
const garden =
  '<div style="height:30mm;background:linear-gradient(180deg,#dfe9d8 0%,#dfe9d8 55%,#8b6d4c 55%,#8b6d4c 100%);position:relative;margin-top:1mm">' +
  [8, 38, 68]
    .map(
      (x) =>
        `<div style="position:absolute;left:${x}%;width:24%;bottom:12%;height:34%;background:#6a4b2e;border-top:2mm solid #3f7a35"></div>` +
        `<div style="position:absolute;left:${x + 4}%;width:3mm;height:8mm;bottom:46%;border-radius:50% 50% 0 0;background:#3f7a35"></div>`,
    )
    .join('') +
  '</div>';

/** French spacing: a no-break space before : ; ! ? and », after «, so none starts a line alone. */
const fr = (t: string) =>
  escWhole(t)
    .replace(/ ([:;!?»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0');

export function newsletter(n: NewsletterParts): PageContent {
  const plum = '#7b2d5e';
  const head = (t: string) =>
    `<div style="font-family:'DejaVu Sans';font-weight:bold;font-size:10.5pt;color:${plum};margin:2.5mm 0 1mm;break-after:avoid">${fr(t)}</div>`;
  const para = (t: string) => `<p style="margin:0 0 0.45em">${fr(t)}</p>`;
  const [edHead, edText, edSigner] = n.editorial;
  const [agendaHead, dates] = n.agenda;
  const truth = [n.title, n.strap, ...n.issue, edHead, edText, edSigner];
  const body = [
    head(edHead),
    `<p style="font-style:italic;margin:0">${fr(edText)}</p><p style="text-align:right;font-weight:bold;margin:0.5mm 0 1mm">${fr(edSigner)}</p>`,
  ];
  n.articles.forEach(([h, ps], i) => {
    body.push(head(h), ...ps.map(para));
    truth.push(h, ...ps);
    if (i === n.pictureAfter) {
      body.push(
        `<div style="break-inside:avoid;margin:1mm 0 2mm">${garden}<div style="font-family:'DejaVu Sans';font-size:7pt;color:#444;margin-top:0.8mm">${fr(n.caption)}</div></div>`,
      );
      truth.push(n.caption);
    }
  });
  body.push(
    `<div style="break-inside:avoid;background:#f3e6ee;border-top:2pt solid ${plum};padding:1.5mm 2.5mm;margin-top:2mm;font-family:'DejaVu Sans';font-size:8pt">`,
    `<div style="font-weight:bold;font-size:10pt;color:${plum};margin-bottom:1mm">${fr(agendaHead)}</div>`,
    ...dates.map(([d, what]) => `<div style="margin-bottom:1.2mm"><b>${fr(d)}</b><br>${fr(what)}</div>`),
    `</div>`,
  );
  truth.push(agendaHead, ...dates.flat(), n.foot);
  const html = [
    `<div style="text-align:center;font-size:32pt;font-style:italic;color:${plum};line-height:1.1">${fr(n.title)}</div>`,
    `<div style="text-align:center;font-size:9.5pt;margin:1mm 0 2mm">${fr(n.strap)}</div>`,
    `<div style="display:flex;justify-content:space-between;font-family:'DejaVu Sans';font-size:8.5pt;font-weight:bold;border-top:1.5pt solid #111;border-bottom:0.5pt solid #111;padding:1mm 0;margin-bottom:3mm">`,
    ...n.issue.map((x) => `<span>${fr(x)}</span>`),
    `</div><div class="cols3" style="font-size:9.5pt;line-height:1.38;column-rule:0.4pt solid #bbb">${body.join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;font-family:'DejaVu Sans';font-size:7pt;color:#444;text-align:center;border-top:0.5pt solid #999;padding-top:1mm">${fr(n.foot)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}

export function faq(f: FaqParts): PageContent {
  const red = '#a83232';
  const items = f.questions.map(
    ([q, a], i) =>
      `<div style="break-inside:avoid;margin-bottom:4.5mm"><div style="display:flex;gap:2mm;align-items:flex-start;font-weight:bold;margin-bottom:0.8mm">` +
      `<span style="flex:none;width:5.5mm;height:5.5mm;line-height:5.5mm;border-radius:50%;background:${red};color:#fff;text-align:center;font-size:8pt">${i + 1}</span>` +
      `<span>${escWhole(q)}</span></div><div style="padding-left:7.5mm">${escWhole(a)}</div></div>`,
  );
  const [hoursHead, hours] = f.hours;
  const html = [
    `<div style="background:#2b2b2b;color:#fff;margin:-16mm -18mm 0;padding:9mm 18mm 5mm">`,
    `<div style="font-size:14pt;font-weight:bold">${escWhole(f.library[0])}</div><div style="font-size:8.5pt;color:#ddd;margin-top:1mm">${escWhole(f.library[1])}</div></div>`,
    `<h1 style="font-size:21pt;color:${red};margin:7mm 0 2mm">${escWhole(f.title)}</h1>`,
    `<p style="font-size:10pt;line-height:1.4;margin-bottom:5mm">${escWhole(f.intro)}</p>`,
    `<div class="cols2" style="font-size:10pt;line-height:1.42;column-gap:9mm">${items.join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:12mm;border:0.8pt solid #2b2b2b;display:flex;font-size:9pt">`,
    `<div style="background:#2b2b2b;color:#fff;font-weight:bold;padding:2mm 4mm;display:flex;align-items:center">${escWhole(hoursHead)}</div>`,
    `<table style="margin:1mm 3mm">${hours.map(([d, h]) => `<tr><td style="padding:0.4mm 4mm 0.4mm 0">${escWhole(d)}</td><td style="text-align:right;font-weight:bold;white-space:nowrap">${escWhole(h)}</td></tr>`).join('')}</table>`,
    `<div style="flex:1;border-left:0.5pt solid #999;padding:2mm 3mm;font-size:8pt;display:flex;align-items:center"><span>${escWhole(f.contact)}</span></div></div>`,
  ].join('');
  const truth = [...f.library, f.title, f.intro, ...f.questions.flatMap(([q, a], i) => [`${i + 1} ${q}`, a]), hoursHead];
  truth.push(...hours.map((r) => r.join(' ')), f.contact);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
