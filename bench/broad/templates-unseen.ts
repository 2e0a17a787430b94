// The unseen part's small-print templates, made apart from every other part's: an operator's terms
// in one justified column with run-in clause headings, a tool's safety leaflet in three ruled
// columns under a warning box and pictograms, and an insurance policy: a letter's address window,
// the policy's data and the conditions' excerpt under § headings. Texts: prose-unseen*.ts, each
// heading over its own block of the text, whole, cut into paragraphs (or bullets) by a seed.
import { escWhole, seededRandom, type PageContent } from './html-kit.js';
import type { ConditionsParts, PolicyParts, SafetyParts } from './records-unseen.js';

/** A text's sentences, whitespace collapsed. */
export const sentencesOf = (text: string): string[] =>
  text
    .trim()
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?»])\s+(?=[\p{Lu}\p{N}«])/u);

/** Sentences run together `lo` to `hi` at a time (seeded). */
export function runs(items: string[], seed: number, lo: number, hi: number): string[] {
  const random = seededRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < items.length;) {
    const n = random.int(lo, hi);
    out.push(items.slice(i, i + n).join(' '));
    i += n;
  }
  return out;
}

/** The corpus's blocks (parted by blank lines), one per heading, each cut into runs of sentences. */
function blocks(corpus: string, headings: string[], seed: number, lo: number, hi: number): string[][] {
  const parts = corpus.trim().split(/\n\s*\n/);
  if (parts.length !== headings.length) throw new Error(`${parts.length} blocks of text for ${headings.length} headings`);
  return parts.map((b, i) => runs(sentencesOf(b), seed + i, lo, hi));
}

const br = (xs: string[]) => xs.map(escWhole).join('<br>');

export function conditions(corpus: string, pt: number, seed: number, c: ConditionsParts): PageContent {
  const parts = blocks(corpus, c.clauses, seed, 2, 4);
  const body = parts.flatMap((ps, i) =>
    ps.map(
      (t, k) =>
        `<p style="text-align:justify;margin:0 0 0.25em;${k > 0 ? 'text-indent:5mm' : ''}">${k === 0 ? `<b>${escWhole(c.clauses[i]!)}</b> ` : ''}${escWhole(t)}</p>`,
    ),
  );
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:baseline;border-bottom:0.6pt solid #111;padding-bottom:1.5mm">`,
    `<span style="font-size:12pt;font-weight:bold">${escWhole(c.company)}</span><span style="font-size:6.5pt">${escWhole(c.reference)}</span></div>`,
    `<h2 style="font-size:${pt + 3}pt;text-align:center;margin:4mm 0 2mm">${escWhole(c.title)}</h2>`,
    `<p style="font-size:${pt}pt;font-style:italic;text-align:center;margin:0 8mm 3mm">${escWhole(c.intro)}</p>`,
    `<div style="font-size:${pt}pt;line-height:1.16">${body.join('')}</div>`,
    `<div style="position:absolute;bottom:8mm;left:18mm;right:18mm;display:flex;justify-content:space-between;font-size:6.5pt;color:#333">`,
    `<span>${escWhole(c.foot[0])}</span><span>${escWhole(c.foot[1])}</span></div>`,
  ].join('');
  const truth = [c.company, c.reference, c.title, c.intro, ...parts.flatMap((ps, i) => [c.clauses[i]!, ...ps]), ...c.foot];
  return { html, truth: truth.join('\n'), className: 'sans' };
}

/** A round pictogram: a ring with a bar across (drawn, no text), its label below. */
const sign = (label: string) =>
  `<div style="width:30mm;text-align:center;font-size:7.5pt"><div style="width:11mm;height:11mm;margin:0 auto 1mm;border-radius:50%;background:#1f4e8c;position:relative">` +
  `<div style="position:absolute;left:2.5mm;right:2.5mm;top:4.7mm;height:1.6mm;background:#fff"></div></div>${escWhole(label)}</div>`;

export function safetySheet(corpus: string, pt: number, seed: number, s: SafetyParts): PageContent {
  const parts = blocks(corpus, s.headings, seed, 1, 2);
  const item = (t: string) =>
    `<p style="padding-left:3mm;position:relative;margin-bottom:0.4em"><span style="position:absolute;left:0;top:0.45em;width:1.3mm;height:1.3mm;background:#111"></span>${escWhole(t)}</p>`;
  const columns = parts
    .map(
      (ps, i) =>
        `<h3 style="font-size:${pt + 0.5}pt;margin:0.2em 0 0.4em;break-after:avoid">${escWhole(s.headings[i]!)}</h3>${ps.map(item).join('')}`,
    )
    .join('');
  const [word, sentence] = s.warning;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:center;background:#111;color:#fff;padding:2.5mm 4mm">`,
    `<span style="font-size:18pt;font-weight:bold">${escWhole(s.brand)}</span><span style="font-size:15pt">${escWhole(s.title)}</span></div>`,
    `<p style="font-size:10pt;margin:2.5mm 0 4mm">${escWhole(s.model)}</p>`,
    `<div style="display:flex;align-items:center;border:1.6pt solid #111;padding:2mm 3mm;margin-bottom:4mm">`,
    `<div style="width:0;height:0;border-left:6mm solid transparent;border-right:6mm solid transparent;border-bottom:10mm solid #e8b400;margin-right:4mm;flex:none"></div>`,
    `<div style="font-size:${pt + 0.5}pt"><b>${escWhole(word)}</b> ${escWhole(sentence)}</div></div>`,
    `<div style="display:flex;justify-content:space-around;margin-bottom:4mm">${s.signs.map(sign).join('')}</div>`,
    `<div class="cols3" style="font-size:${pt}pt;line-height:1.25;column-rule:0.5pt solid #888;text-align:justify">${columns}</div>`,
    `<h3 style="font-size:10pt;margin-top:4mm">${escWhole(s.data[0])}</h3>`,
    `<table style="font-size:8.5pt;width:110mm">${s.data[1].map(([k, v]) => `<tr><td style="border-bottom:0.4pt solid #999">${escWhole(k)}</td><td style="border-bottom:0.4pt solid #999">${escWhole(v)}</td></tr>`).join('')}</table>`,
    `<div style="position:absolute;bottom:10mm;left:18mm;font-size:7pt;line-height:1.4">${br(s.maker)}</div>`,
  ].join('');
  const truth = [s.brand, s.title, s.model, `${word} ${sentence}`, ...s.signs, ...parts.flatMap((ps, i) => [s.headings[i]!, ...ps])];
  truth.push(s.data[0], ...s.data[1].map((r) => r.join(' ')), ...s.maker);
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function policyLetter(corpus: string, pt: number, seed: number, p: PolicyParts): PageContent {
  const parts = blocks(corpus, p.headings, seed, 2, 4);
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start">`,
    `<div><div style="font-size:16pt;font-weight:bold;color:#0b4a3a">${escWhole(p.insurer)}</div><div style="font-size:8.5pt;color:#0b4a3a">${escWhole(p.tagline)}</div></div>`,
    `<div style="font-size:8pt;line-height:1.4;text-align:right">${br(p.contact)}</div></div>`,
    `<div style="display:flex;justify-content:space-between;margin-top:7mm">`,
    `<div style="width:85mm"><div style="font-size:6.5pt;text-decoration:underline;margin-bottom:2mm">${escWhole(p.returnLine)}</div>`,
    `<div style="font-size:10.5pt;line-height:1.35">${br(p.recipient)}</div></div>`,
    `<div style="font-size:8.5pt;line-height:1.5;text-align:right;padding-top:4mm">${br(p.meta)}</div></div>`,
    `<h2 style="font-size:13pt;margin:6mm 0 2.5mm">${escWhole(p.title)}</h2>`,
    `<table style="width:100%;font-size:9pt">${p.data
      .map(
        ([k, v], i) =>
          `<tr style="background:${i % 2 ? '#fff' : '#e9f0ee'}"><td style="width:48mm;font-weight:bold">${escWhole(k)}</td><td>${escWhole(v)}</td></tr>`,
      )
      .join('')}</table>`,
    `<h3 style="font-size:${pt + 1}pt;margin:4mm 0 1.5mm;border-bottom:0.6pt solid #0b4a3a;padding-bottom:1mm">${escWhole(p.excerpt)}</h3>`,
    ...parts.map(
      (ps, i) =>
        `<p style="font-size:${pt}pt;font-weight:bold;margin:2mm 0 0.8mm">${escWhole(p.headings[i]!)}</p>` +
        ps.map((t) => `<p style="font-size:${pt}pt;line-height:1.25;text-align:justify">${escWhole(t)}</p>`).join(''),
    ),
    `<div style="position:absolute;bottom:8mm;left:18mm;right:18mm;font-size:6.5pt;border-top:0.5pt solid #0b4a3a;padding-top:1.5mm">${escWhole(p.foot)}</div>`,
  ].join('');
  const truth = [p.insurer, p.tagline, ...p.contact, p.returnLine, ...p.recipient, ...p.meta, p.title, ...p.data.map((r) => r.join(' '))];
  truth.push(p.excerpt, ...parts.flatMap((ps, i) => [p.headings[i]!, ...ps]), p.foot);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
