// The held-out part's text templates, made apart from the tuning part's (templates-tuning.ts):
// a manual of numbered steps with a warning box, terms of service with run-in clause titles, a
// newsletter in three columns and a memo. Texts from prose-heldout.ts, seeds from 900 up.
import { budget, esc, paragraphs, prose, type PageContent } from './html-kit.js';
import type { MemoParts } from './records-heldout.js';

/** Steps "Step n." in a condensed sans, a boxed warning after the first block. */
export function manual(corpus: string, pt: number, seed: number, title: string, warning: string): PageContent {
  const steps = prose(corpus, budget(pt, 174, 230, 0.45, 0.5), seed).map((s, i) => `${i + 1}. ${s}`);
  const cut = Math.min(6, steps.length);
  const p = (t: string) => `<p style="font-size:${pt}pt;line-height:1.3;margin-left:4mm">${esc(t)}</p>`;
  const html = [
    `<h1 style="font-size:${pt * 2}pt;border-bottom:1.5pt solid #111;padding-bottom:2mm">${esc(title)}</h1>`,
    ...steps.slice(0, cut).map(p),
    `<div style="border:1.5pt solid #111;padding:3mm;margin:3mm 0;font-size:${pt + 1}pt;font-weight:bold">${esc(warning)}</div>`,
    ...steps.slice(cut).map(p),
  ].join('');
  return { html, truth: [title, ...steps.slice(0, cut), warning, ...steps.slice(cut)].join('\n'), className: 'condensed' };
}

/** Terms: a centred title, then paragraphs each opening with a bold run-in "§ n" heading. */
export function terms(corpus: string, pt: number, seed: number, title: string, updated: string): PageContent {
  const paras = paragraphs(prose(corpus, budget(pt, 174, 240, 0.74), seed), seed + 7).map((t, i) => [`§ ${i + 1}`, t] as const);
  const html = [
    `<h2 style="font-size:${pt * 1.4}pt;text-align:center;text-transform:none">${esc(title)}</h2>`,
    `<p style="font-size:${pt}pt;text-align:center;font-style:italic;margin-bottom:1em">${esc(updated)}</p>`,
    ...paras.map(
      ([h, t]) => `<p style="font-size:${pt}pt;line-height:1.2;text-align:justify;text-indent:0"><b>${esc(h)}</b> ${esc(t)}</p>`,
    ),
  ].join('');
  return { html, truth: [title, updated, ...paras.map(([h, t]) => `${h} ${t}`)].join('\n') };
}

/** A newsletter: a masthead, then sections with headings flowing through `columns` columns. */
export function newsletter(corpus: string, pt: number, seed: number, masthead: string, headings: string[], columns: 2 | 3): PageContent {
  const paras = paragraphs(prose(corpus, budget(pt, 174, 225, 0.66), seed), seed + 11);
  const per = Math.ceil(paras.length / headings.length);
  const sections = headings.map((h, i) => [h, ...paras.slice(i * per, (i + 1) * per)]);
  const body = sections
    .map(
      ([h, ...ps]) =>
        `<h3 style="font-size:${pt + 3}pt">${esc(h!)}</h3>${ps.map((t) => `<p style="text-align:left">${esc(t)}</p>`).join('')}`,
    )
    .join('');
  const html = [
    `<div style="font-size:26pt;font-weight:bold;border-bottom:3pt double #111;margin-bottom:5mm">${esc(masthead)}</div>`,
    `<div class="cols${columns}" style="font-size:${pt}pt;line-height:1.3">${body}</div>`,
  ].join('');
  return { html, truth: [masthead, ...sections.flat()].join('\n'), className: 'sans' };
}

/** A memo: a header block of To/From/Date/Subject fields, a rule, and the body. */
export function memo(corpus: string, pt: number, seed: number, m: MemoParts): PageContent {
  const body = paragraphs(prose(corpus, 1500, seed), seed + 13);
  const html = [
    `<div style="font-size:24pt;letter-spacing:3pt;margin-bottom:6mm">${esc(m.heading)}</div>`,
    `<table style="font-size:${pt}pt;margin-bottom:4mm">${m.fields.map(([k, v]) => `<tr><td style="font-weight:bold;padding-right:8mm">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>`,
    `<hr style="border:0;border-top:1pt solid #111;margin-bottom:6mm">`,
    ...body.map((t) => `<p style="font-size:${pt}pt;line-height:1.5;margin-bottom:1em">${esc(t)}</p>`),
    `<p style="font-size:${pt}pt;margin-top:8mm">${esc(m.sign)}</p>`,
  ].join('');
  return { html, truth: [m.heading, ...m.fields.map(([k, v]) => `${k} ${v}`), ...body, m.sign].join('\n') };
}
