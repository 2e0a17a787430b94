// The unseen part's column pages, made apart from every other part's: a newspaper page (masthead,
// headline, standfirst, a picture across the page, the story in two ruled columns with crossheads
// and a pull quote) and a landscape leaflet folded in three panels. Records: records-unseen-columns.ts.
import { escWhole, type PageContent } from './html-kit.js';
import type { ArticleParts, BrochureParts } from './records-unseen-columns.js';
import { runs, sentencesOf } from './templates-unseen.js';

/** A picture's place: a grey gradient with a darker band, no text. */
const picture = (height: number) =>
  `<div style="height:${height}mm;background:linear-gradient(160deg,#c9ccd1 0%,#8d949c 55%,#5d646b 100%);position:relative">` +
  `<div style="position:absolute;left:0;right:0;bottom:30%;height:12%;background:#4a5057"></div></div>`;

export function article(corpus: string, seed: number, a: ArticleParts): PageContent {
  const paras = runs(sentencesOf(corpus), seed, 2, 4);
  const heads = new Map(a.crossheads.map(([share, h]) => [Math.round(share * paras.length), h]));
  const quoteAt = Math.round(paras.length / 2);
  const body: string[] = [];
  const order: string[] = [];
  paras.forEach((t, i) => {
    const head = heads.get(i);
    if (head) {
      body.push(`<h3 style="font-size:10.5pt;margin:2.5mm 0 1mm;font-family:'DejaVu Sans'">${escWhole(head)}</h3>`);
      order.push(head);
    }
    body.push(`<p style="text-align:justify;text-indent:${i === 0 || head ? 0 : 4}mm;margin:0 0 0.3em">${escWhole(t)}</p>`);
    order.push(t);
    if (i === quoteAt) {
      body.push(
        `<div style="break-inside:avoid;border-top:1.5pt solid #8b1a1a;border-bottom:1.5pt solid #8b1a1a;margin:3mm 0;padding:2mm 0;font-size:13pt;font-style:italic;text-align:center">${escWhole(a.quote)}</div>`,
      );
      order.push(a.quote);
    }
  });
  const html = [
    `<div style="text-align:center;font-size:24pt;font-weight:bold">${escWhole(a.paper)}</div>`,
    `<div style="border-top:0.6pt solid #111;border-bottom:2pt solid #111;text-align:center;font-size:7.5pt;font-family:'DejaVu Sans';padding:1mm 0;margin:1.5mm 0 5mm">${escWhole(a.issue)}</div>`,
    `<div style="display:inline-block;background:#8b1a1a;color:#fff;font-family:'DejaVu Sans';font-size:8pt;font-weight:bold;padding:0.6mm 2mm">${escWhole(a.section)}</div>`,
    `<h1 style="font-size:23pt;line-height:1.15;margin:2mm 0 2.5mm">${escWhole(a.headline)}</h1>`,
    `<p style="font-size:11.5pt;font-style:italic;line-height:1.3">${escWhole(a.standfirst)}</p>`,
    `<p style="font-size:8.5pt;font-family:'DejaVu Sans';font-weight:bold;margin:2mm 0 3mm">${escWhole(a.byline)}</p>`,
    picture(36),
    `<p style="font-size:7.5pt;font-family:'DejaVu Sans';color:#333;margin:1mm 0 4mm">${escWhole(a.caption)}</p>`,
    `<div class="cols2" style="font-size:9.5pt;line-height:1.3;column-gap:7mm;column-rule:0.5pt solid #999">${body.join('')}</div>`,
    `<div style="position:absolute;bottom:9mm;left:18mm;right:18mm;display:flex;justify-content:space-between;font-size:7.5pt;border-top:0.5pt solid #111;padding-top:1mm">`,
    `<span>${escWhole(a.folio)}</span><span>${escWhole(a.paper)}</span></div>`,
  ].join('');
  const truth = [a.paper, a.issue, a.section, a.headline, a.standfirst, a.byline, a.caption, ...order, a.folio, a.paper];
  return { html, truth: truth.join('\n') };
}

export function brochure(b: BrochureParts): PageContent {
  const h = (t: string) =>
    `<h3 style="font-size:11pt;color:#6b2d1f;margin:0 0 1.5mm;border-bottom:0.8pt solid #6b2d1f">${escWhole(t)}</h3>`;
  const p = (t: string, style = '') => `<p style="font-size:9pt;line-height:1.35;${style}">${escWhole(t)}</p>`;
  const dot = (t: string) =>
    `<p style="font-size:9pt;line-height:1.3;padding-left:4mm;position:relative"><span style="position:absolute;left:0.5mm;top:0.45em;width:1.6mm;height:1.6mm;border-radius:50%;background:#6b2d1f"></span>${escWhole(t)}</p>`;
  const panel = (inner: string, first = false) =>
    `<div style="width:78mm;padding:0 6mm;${first ? 'padding-left:0' : 'border-left:0.5pt dashed #bbb'}">${inner}</div>`;
  const [pricesHead, priceCols, priceRows] = b.prices;
  const cell = (c: string, i: number, th = false) =>
    `<${th ? 'th' : 'td'} style="border-bottom:0.4pt solid #c9b8a6;padding:0.8mm 1mm;${i > 0 ? 'text-align:right' : ''}">${escWhole(c)}</${th ? 'th' : 'td'}>`;
  const one = [
    `<div style="font-size:19pt;font-weight:bold;color:#6b2d1f;line-height:1.15">${escWhole(b.name)}</div>`,
    `<p style="font-size:10pt;font-style:italic;margin:1mm 0 3mm">${escWhole(b.tagline)}</p>`,
    picture(42),
    `<div style="margin-top:3mm">${b.intro.map((t) => p(t, 'text-align:justify')).join('')}</div>`,
  ].join('');
  const two = [
    h(b.rooms[0]),
    b.rooms[1].map(dot).join(''),
    `<div style="margin-top:4mm">${h(pricesHead)}</div>`,
    `<table style="width:100%;font-size:8.5pt"><tr>${priceCols.map((c, i) => cell(c, i, true)).join('')}</tr>`,
    ...priceRows.map((r) => `<tr>${r.map((c, i) => cell(c, i)).join('')}</tr>`),
    `</table>${p(b.priceNote, 'font-size:7.5pt;margin-top:2mm;font-style:italic')}`,
  ].join('');
  const three = [
    h(b.visit[0]),
    b.visit[1].map((t) => p(t)).join(''),
    `<div style="margin-top:4mm">${h(b.hours[0])}</div>`,
    `<table style="width:100%;font-size:9pt">${b.hours[1].map(([d, t]) => `<tr><td style="padding:0.6mm 0">${escWhole(d)}</td><td style="text-align:right">${escWhole(t)}</td></tr>`).join('')}</table>`,
    `<div style="margin-top:5mm;font-size:9pt;line-height:1.45">${b.contact.map(escWhole).join('<br>')}</div>`,
    `<div style="margin-top:5mm;background:#6b2d1f;color:#fff;text-align:center;font-size:11pt;font-weight:bold;padding:2.5mm">${escWhole(b.web)}</div>`,
  ].join('');
  const html = `<div style="display:flex;height:100%">${panel(one, true)}${panel(two)}${panel(three)}</div>`;
  const truth = [
    b.name,
    b.tagline,
    ...b.intro,
    b.rooms[0],
    ...b.rooms[1],
    pricesHead,
    priceCols.join(' '),
    ...priceRows.map((r) => r.join(' ')),
  ];
  truth.push(b.priceNote, b.visit[0], ...b.visit[1], b.hours[0], ...b.hours[1].map((r) => r.join(' ')), ...b.contact, b.web);
  return { html, truth: truth.join('\n'), pageName: 'slide', className: 'sans' };
}
