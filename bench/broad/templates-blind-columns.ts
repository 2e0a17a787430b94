// The blind part's column pages, made apart from every other part's templates: a glossary from a
// guide (a tinted introduction across the page, then two columns of terms under large initial
// letters, each term in bold over its indented definition) and a magazine interview (kicker,
// quoted headline, a picture with its caption beside a profile box, questions in bold colour and
// answers in two columns). Records: records-blind-columns.ts.
import { escWhole, type PageContent } from './html-kit.js';
import type { GlossaryParts, InterviewParts } from './records-blind-columns.js';
import { br, bullets } from './templates-blind.js';

/** A term's letter for the glossary's headings: its first letter without accents. */
const initial = (term: string) => term.normalize('NFD').charAt(0).toUpperCase();

export function glossary(g: GlossaryParts): PageContent {
  const wine = '#6d1f3b';
  const body: string[] = [];
  const truth = [g.series, g.title, g.intro];
  let letter = '';
  for (const [term, text] of g.entries) {
    if (initial(term) !== letter) {
      letter = initial(term);
      body.push(
        `<div style="break-after:avoid;font-size:13pt;font-weight:bold;color:${wine};border-bottom:0.6pt solid ${wine};margin:1.5mm 0 1mm">${letter}</div>`,
      );
      truth.push(letter);
    }
    body.push(
      `<div style="break-inside:avoid;margin-bottom:1.3mm"><div style="font-weight:bold;font-family:'DejaVu Sans'">${escWhole(term)}</div>` +
        `<div style="padding-left:3mm;text-align:justify">${escWhole(text)}</div></div>`,
    );
    truth.push(term, text);
  }
  const html = [
    `<div style="font-family:'DejaVu Sans';font-size:8pt;color:${wine}">${escWhole(g.series)}</div>`,
    `<h1 style="font-size:22pt;font-weight:normal;margin:2mm 0 4mm;padding-bottom:2mm;border-bottom:2.5pt solid ${wine}">${escWhole(g.title)}</h1>`,
    `<div style="background:#f5ecef;padding:2.5mm 4mm;font-size:10pt;line-height:1.35;font-style:italic;margin-bottom:3mm">${escWhole(g.intro)}</div>`,
    `<div class="cols2" style="font-size:9pt;line-height:1.3;column-gap:9mm">${body.join('')}</div>`,
    `<div style="position:absolute;bottom:9mm;left:18mm;right:18mm;display:flex;justify-content:space-between;align-items:center;font-family:'DejaVu Sans';font-size:7.5pt">`,
    `<span>${escWhole(g.foot[0])}</span><span style="background:${wine};color:#fff;border-radius:50%;width:7mm;height:7mm;line-height:7mm;text-align:center;font-weight:bold">${escWhole(g.foot[1])}</span></div>`,
  ].join('');
  truth.push(...g.foot);
  return { html, truth: truth.join('\n') };
}

/** A picture's place: sky, water and a pier in flat shapes, no text. */
const picture =
  '<div style="height:48mm;background:linear-gradient(180deg,#b9cfd8 0%,#dfe8ea 45%,#6f8f99 46%,#3f5d66 100%);position:relative">' +
  '<div style="position:absolute;left:8%;right:40%;bottom:34%;height:5%;background:#5a4a3c"></div>' +
  '<div style="position:absolute;left:52%;bottom:38%;width:7mm;height:16mm;border-radius:3mm 3mm 0 0;background:#2f2a28"></div></div>';

export function interview(v: InterviewParts): PageContent {
  const sea = '#0f5e73';
  const [profileHead, profile] = v.profile;
  const talk = v.talk
    .map(
      ([q, a]) =>
        `<p style="font-family:'DejaVu Sans';font-weight:bold;color:${sea};margin:2mm 0 0.8mm;break-after:avoid">${escWhole(q)}</p>` +
        `<p style="text-align:justify;margin:0">${escWhole(a)}</p>`,
    )
    .join('');
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:baseline;font-family:'DejaVu Sans';border-bottom:0.6pt solid #111;padding-bottom:1mm">`,
    `<span style="font-size:13pt;font-weight:bold;color:${sea}">${escWhole(v.magazine[0])}</span><span style="font-size:8pt">${escWhole(v.magazine[1])}</span></div>`,
    `<div style="display:inline-block;margin-top:5mm;background:#c0392b;color:#fff;font-family:'DejaVu Sans';font-size:8pt;font-weight:bold;padding:0.8mm 2.5mm">${escWhole(v.kicker)}</div>`,
    `<h1 style="font-size:23pt;font-style:italic;font-weight:normal;line-height:1.15;margin:3mm 0">${escWhole(v.title)}</h1>`,
    `<p style="font-size:11pt;line-height:1.35;margin-bottom:1.5mm">${escWhole(v.standfirst)}</p>`,
    `<p style="font-family:'DejaVu Sans';font-size:7.5pt;color:#555;margin-bottom:3mm">${escWhole(v.byline)}</p>`,
    `<div style="display:flex;gap:6mm;margin-bottom:3mm"><div style="flex:1">${picture}`,
    `<div style="font-family:'DejaVu Sans';font-size:7.5pt;color:#333;margin-top:1mm">${escWhole(v.caption)}</div></div>`,
    `<div style="width:52mm;flex:none;border-top:3pt solid ${sea};background:#edf4f6;padding:2mm 3mm;font-family:'DejaVu Sans'">`,
    `<div style="font-weight:bold;font-size:10pt;margin-bottom:1.5mm;color:${sea}">${escWhole(profileHead)}</div>${bullets(profile, '8.5pt', sea)}</div></div>`,
    `<div class="cols2" style="font-size:9.5pt;line-height:1.32;column-gap:7mm">${talk}</div>`,
    `<div style="position:absolute;bottom:9mm;left:18mm;right:18mm;text-align:center;font-family:'DejaVu Sans';font-size:8pt">${br([v.folio])}</div>`,
  ].join('');
  const truth = [...v.magazine, v.kicker, v.title, v.standfirst, v.byline, v.caption, profileHead, ...profile, ...v.talk.flat(), v.folio];
  return { html, truth: truth.join('\n') };
}
