// The sealed part's form, made apart from every other part's templates: a membership application
// (a drawn mountain beside the club, a dashed box for the photograph, the title centred, sections
// under grey bands, each field a small label over a box holding the handwritten value in blue
// italics, options each after a box with a drawn tick, a drawn signature in its box, and the board's
// box, left empty, in a tinted frame at the foot). One truth line per field, question or option row.
import { escWhole, type PageContent } from './html-kit.js';
import type { Field, MembershipParts } from './records-sealed-form.js';
import { lines } from './templates-sealed.js';

const ink = '#1f3a9e';

/** Two peaks (drawn, no text). */
const peaks =
  '<svg width="14mm" height="10mm" viewBox="0 0 42 30" style="flex:none"><path d="M1 29L14 8l7 10 7-15 13 26z" fill="#2d6a4f"/><path d="M28 3l4 8-4-2-3 3z" fill="#fff"/></svg>';

/** A box, ticked or not (drawn, no text). */
const box = (on: boolean) =>
  `<svg width="4mm" height="4mm" viewBox="0 0 16 16" style="flex:none;vertical-align:-0.8mm"><rect x="1" y="1" width="14" height="14" fill="#fff" stroke="#222" stroke-width="1.3"/>` +
  (on ? `<path d="M3 8l4 5 8-12" fill="none" stroke="${ink}" stroke-width="2.2" stroke-linecap="round"/>` : '') +
  `</svg>`;

const signature =
  '<svg width="28mm" height="7mm" viewBox="0 0 80 20"><path d="M3 15c5-12 9-12 8-2s6-10 9-9-3 10 4 8 6-8 10-7 0 9 6 7 14-6 34-9" fill="none" stroke="#1f3a9e" stroke-width="1.3" stroke-linecap="round"/></svg>';

const band = (t: string) =>
  `<div style="background:#e6e6e6;font-weight:bold;padding:1mm 2mm;margin:3.2mm 0 1.6mm;font-size:9.5pt">${escWhole(t)}</div>`;

/** A row of labelled boxes; `sign` puts the drawn signature in the box labelled so. */
const fields = (row: Field[], sign = '') =>
  `<div style="display:flex;gap:4mm;margin-bottom:1.6mm">${row
    .map(
      ([label, value, share]) =>
        `<div style="flex:${share}"><div style="font-size:7.5pt;color:#555;margin-bottom:0.5mm">${escWhole(label)}</div>` +
        `<div style="border:0.8pt solid #333;height:7.5mm;padding:0 2mm;display:flex;align-items:center;font-family:'DejaVu Serif';font-style:italic;font-size:11pt;color:${ink}"><span>${label === sign ? signature : escWhole(value)}</span></div></div>`,
    )
    .join('')}</div>`;

const options = (items: string[], ticked: number[]) =>
  `<div style="display:flex;flex-wrap:wrap;gap:1.5mm 7mm;margin:1mm 0 2.5mm 3mm">${items
    .map((o, i) => `<span style="display:inline-flex;align-items:center;gap:1.5mm">${box(ticked.includes(i))}${escWhole(o)}</span>`)
    .join('')}</div>`;

export function membershipForm(m: MembershipParts): PageContent {
  const fieldTruth = (row: Field[]) => row.map(([l, v]) => (v ? `${l} ${v}` : l));
  const [healthQ, healthAnswers, healthYes, healthField] = m.health;
  const [officeHead, officeFields] = m.office;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start"><div style="display:flex;gap:3mm;align-items:center">${peaks}`,
    `<div style="font-size:8.5pt;line-height:1.4"><b style="font-size:12pt;color:#2d6a4f">${escWhole(m.club[0]!)}</b><br>${lines(m.club.slice(1))}</div></div>`,
    `<div style="width:27mm;height:36mm;border:0.8pt dashed #777;display:flex;align-items:center;justify-content:center;font-size:8pt;color:#777">${escWhole(m.photo)}</div></div>`,
    `<div style="text-align:center;margin:-14mm 0 4mm"><div style="font-size:16pt;font-weight:bold">${escWhole(m.title[0])}</div><div style="font-size:11pt">${escWhole(m.title[1])}</div></div>`,
    `<p style="font-size:9.5pt;line-height:1.4;text-align:justify;margin:6mm 0 0">${escWhole(m.intro)}</p>`,
    `<div style="font-size:9.5pt">${band(m.personalHead)}${m.personal.map((row) => fields(row)).join('')}`,
    ...m.choices.map(([q, items, ticked]) => band(q) + options(items, ticked)),
    band(m.emergencyHead),
    fields(m.emergency),
    band(healthQ),
    options(healthAnswers, [healthYes ? 0 : 1]),
    fields([healthField]),
    `<div style="display:flex;gap:2mm;align-items:flex-start;margin:4mm 0 3mm;font-size:8.5pt;line-height:1.35">${box(true)}<span>${escWhole(m.consent)}</span></div>`,
    fields(m.signed, m.signed[1]![0]),
    `</div><div style="margin-top:4mm;border:0.8pt solid #999;background:#f4f4f4;padding:2mm 3mm;font-size:9pt">`,
    `<div style="font-weight:bold;margin-bottom:1.5mm">${escWhole(officeHead)}</div>${fields(officeFields)}</div>`,
  ].join('');
  const truth = [...m.club, m.photo, ...m.title, m.intro, m.personalHead, ...m.personal.flatMap(fieldTruth)];
  truth.push(...m.choices.flatMap(([q, items]) => [q, items.join(' ')]), m.emergencyHead, ...fieldTruth(m.emergency));
  truth.push(
    healthQ,
    healthAnswers.join(' '),
    ...fieldTruth([healthField]),
    m.consent,
    ...fieldTruth(m.signed),
    officeHead,
    ...fieldTruth(officeFields),
  );
  return { html, truth: truth.join('\n'), className: 'sans' };
}
