// The fresh part's small-print templates, made apart from the tuning and held-out parts' (none is a
// manual, terms, a newsletter or a memo): a page from the middle of a contract in two dense
// columns, a package leaflet with headings on grey bars, a council's notice under its authority's
// heading, and a certified lease excerpt with the parties' signatures. Texts: prose-fresh.ts.
import { budget, escWhole, paragraphs, prose, type PageContent } from './html-kit.js';
import type { FramedParts } from './records-fresh.js';

/**
 * Paragraphs of the corpus shared out under `headings`; with `dot`, numbered `<n>.<k><dot>` after
 * each heading's number.
 */
function sections(corpus: string, chars: number, seed: number, headings: string[], dot?: string): string[][] {
  const paras = paragraphs(prose(corpus, chars, seed), seed + 1);
  const at = (i: number) => Math.round((i * paras.length) / headings.length);
  return headings.map((h, i) => {
    const n = h.split('.')[0]!;
    return [h, ...paras.slice(at(i), at(i + 1)).map((t, k) => (dot === undefined ? t : `${n}.${k + 1}${dot} ${t}`))];
  });
}

const line = (style: string) => `<span style="display:inline-block;width:24mm;border-bottom:0.5pt solid #111;${style}"></span>`;

/** A contract page: running header, part title, numbered clauses in two justified columns, initials at the foot. */
export function contractPage(corpus: string, pt: number, seed: number, f: FramedParts): PageContent {
  const parts = sections(corpus, budget(pt, 174, 232, 0.86), seed, f.headings, '');
  const body = parts
    .map(
      ([h, ...cs]) =>
        `<h3 style="font-size:${pt + 0.5}pt;margin:0.6em 0 0.3em">${escWhole(h!)}</h3>` +
        cs.map((c) => `<p style="padding-left:6mm;text-indent:-6mm;text-align:justify">${escWhole(c)}</p>`).join(''),
    )
    .join('');
  const [who, other, foot] = f.end as [string, string, string];
  const html = [
    `<div style="display:flex;justify-content:space-between;font-size:7pt;border-bottom:0.5pt solid #111;padding-bottom:1mm;margin-bottom:4mm"><span>${escWhole(f.top[0]!)}</span><span>${escWhole(f.top[1]!)}</span></div>`,
    `<h2 style="font-size:${pt + 3}pt;text-align:center">${escWhole(f.title)}</h2>`,
    `<div class="cols2" style="font-size:${pt}pt;line-height:1.22;column-gap:7mm">${body}</div>`,
    `<div style="position:absolute;bottom:9mm;left:18mm;right:18mm;font-size:7pt;border-top:0.5pt solid #111;padding-top:1.5mm;display:flex;justify-content:space-between">`,
    `<span>${escWhole(who)} ${line('margin-right:4mm')} ${escWhole(other)} ${line('')}</span><span>${escWhole(foot)}</span></div>`,
  ].join('');
  return { html, truth: [...f.top, f.title, ...parts.flat(), who, other, foot].join('\n'), className: 'serif-condensed' };
}

/** A package leaflet: title block, boxed advice, then sections under grey heading bars in two columns. */
export function leaflet(corpus: string, pt: number, seed: number, f: FramedParts): PageContent {
  const parts = sections(corpus, budget(pt, 174, 215, 0.72), seed, f.headings);
  const body = parts
    .map(
      ([h, ...ps]) =>
        `<div style="background:#d6d6d6;font-weight:bold;padding:0.6mm 1.5mm;margin:0.5em 0 0.35em;break-after:avoid">${escWhole(h!)}</div>` +
        ps.map((p) => `<p>${escWhole(p)}</p>`).join(''),
    )
    .join('');
  const [kind, name, substance] = f.top as [string, string, string];
  const html = [
    `<div style="font-size:8pt;font-weight:bold">${escWhole(kind)}</div>`,
    `<div style="font-size:17pt;font-weight:bold;margin-top:1mm">${escWhole(name)}</div>`,
    `<div style="font-size:10pt;margin-bottom:3mm">${escWhole(substance)}</div>`,
    `<div style="border:1pt solid #111;padding:2mm 3mm;font-size:${pt}pt;font-weight:bold;margin-bottom:3mm">${escWhole(f.title)}</div>`,
    `<div class="cols2" style="font-size:${pt}pt;line-height:1.25;column-gap:7mm">${body}</div>`,
    `<div style="font-size:7.5pt;margin-top:4mm;border-top:0.5pt solid #111;padding-top:1.5mm">${f.end.map(escWhole).join('<br>')}</div>`,
  ].join('');
  return { html, truth: [...f.top, f.title, ...parts.flat(), ...f.end].join('\n'), className: 'condensed' };
}

/** A council's notice: the authority centred above a double rule, title, place and date, indented paragraphs, signature. */
export function notice(corpus: string, pt: number, seed: number, f: FramedParts): PageContent {
  const body = paragraphs(prose(corpus, budget(pt, 174, 175, 0.62), seed), seed + 1);
  const [about, place, date] = f.headings as [string, string, string];
  const [role, name, clerk] = f.end as [string, string, string];
  const sizes = [9, 13, 12, 7.5];
  const html = [
    ...f.top.map(
      (t, i) =>
        `<div style="text-align:center;font-size:${sizes[i]}pt;${i === 1 || i === 2 ? 'font-weight:bold;' : ''}">${escWhole(t)}</div>`,
    ),
    `<div style="border-top:3pt double #111;margin:2mm 0 7mm"></div>`,
    `<h1 style="font-size:17pt;text-align:center;margin-bottom:1mm">${escWhole(f.title)}</h1>`,
    `<p style="font-size:${pt + 1.5}pt;font-weight:bold;text-align:center;margin-bottom:5mm">${escWhole(about)}</p>`,
    `<div style="display:flex;justify-content:space-between;font-size:${pt}pt;margin-bottom:5mm"><span>${escWhole(place)}</span><span>${escWhole(date)}</span></div>`,
    ...body.map((t) => `<p style="font-size:${pt}pt;line-height:1.35;text-align:justify;text-indent:10mm">${escWhole(t)}</p>`),
    `<div style="display:flex;justify-content:space-between;font-size:${pt + 1}pt;margin-top:10mm"><span style="width:90mm">${escWhole(role)}</span><b>${escWhole(name)}</b></div>`,
    `<div style="position:absolute;bottom:10mm;left:18mm;font-size:7pt">${escWhole(clerk)}</div>`,
  ].join('');
  return { html, truth: [...f.top, f.title, about, place, date, ...body, role, name, clerk].join('\n') };
}

/** A lease excerpt: heading, place and date, preamble, numbered clauses, both parties' signatures, a certifying stamp. */
export function leaseExcerpt(corpus: string, pt: number, seed: number, f: FramedParts): PageContent {
  const [head, sub, place, date, preamble] = f.top as [string, string, string, string, string];
  const parts = sections(corpus, budget(pt, 174, 150, 0.62), seed, f.headings, '.');
  const p = (t: string, style = '') => `<p style="font-size:${pt}pt;line-height:1.3;text-align:justify;${style}">${escWhole(t)}</p>`;
  const party = (lines: string[]) =>
    `<td style="width:50%;font-size:${pt}pt;line-height:1.5"><b>${escWhole(lines[0]!)}</b><br>${lines.slice(1).map(escWhole).join('<br>')}` +
    `<div style="border-bottom:0.6pt solid #111;width:45mm;height:9mm"></div></td>`;
  const html = [
    `<h2 style="font-size:15pt;text-align:center;margin:0">${escWhole(head)}</h2>`,
    `<p style="font-size:11pt;text-align:center;margin-bottom:5mm">${escWhole(sub)}</p>`,
    `<div style="display:flex;justify-content:space-between;font-size:${pt}pt;margin-bottom:4mm"><span>${escWhole(place)}</span><span>${escWhole(date)}</span></div>`,
    p(preamble, 'text-indent:8mm'),
    ...parts.flatMap(([h, ...cs]) => [
      `<h3 style="font-size:${pt}pt;text-align:center;margin:0.8em 0 0.3em">${escWhole(h!)}</h3>`,
      ...cs.map((c) => p(c, 'text-indent:8mm')),
    ]),
    `<table style="width:100%;margin-top:7mm"><tr>${party(f.end.slice(0, 3))}${party(f.end.slice(3))}</tr></table>`,
    `<div style="margin:8mm 0 0 auto;width:75mm;border:1.3pt solid #333;border-radius:2mm;padding:2mm 3mm;font-size:9pt;font-style:italic">${escWhole(f.title)}</div>`,
  ].join('');
  return { html, truth: [...f.top, ...parts.flat(), ...f.end, f.title].join('\n') };
}
