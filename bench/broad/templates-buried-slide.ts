// The buried part's slide, made apart from every other part's templates: a landscape page split in
// two, a dark teal panel down the left with a drawn syringe over the title and its line in white,
// and at the right three figures side by side, each large in teal over what it counts on a pale
// ground with a coral rule above it, then the points under a heading, each after a drawn coral
// ring with its lead in bold; the hospital, the service and the slide's number in small grey type
// along the foot of the right side. One truth line per block.
import type { PageContent } from './html-kit.js';
import type { VaccineParts } from './records-buried-slide.js';
import { t } from './templates-buried.js';

const [teal, coral] = ['#0f4c5c', '#e36f5a'];

/** A syringe: barrel with marks, plunger and needle, on a slant (drawn, no text). */
const syringe =
  '<svg width="34mm" height="34mm" viewBox="0 0 60 60" style="display:block;margin-bottom:8mm"><g transform="rotate(-45 30 30)" fill="none" stroke="#fff" stroke-width="2.4">' +
  `<rect x="18" y="24" width="26" height="12" rx="1.5"/><path d="M44 30h12M4 30h14M4 23v14M24 24v5M30 24v5M36 24v5"/></g><circle cx="47" cy="47" r="6" fill="${coral}"/></svg>`;

const ring = `<span style="flex:none;width:4mm;height:4mm;border:1.3mm solid ${coral};border-radius:50%;box-sizing:border-box;margin-top:1.8mm"></span>`;

export function vaccineSlide(v: VaccineParts): PageContent {
  const [pointsHead, points] = v.points;
  const truth = [...v.title, ...v.figures.map((f) => f.join(' ')), pointsHead, ...points.map((p) => p.join(' ')), ...v.foot];
  const html = [
    `<div style="position:absolute;left:0;top:0;bottom:0;width:98mm;background:${teal};color:#fff;padding:26mm 12mm 0 14mm;box-sizing:border-box">${syringe}`,
    `<div style="font-size:25pt;font-weight:bold;line-height:1.15">${t(v.title[0])}</div><div style="font-size:15pt;margin-top:5mm;color:#cde4e8">${t(v.title[1])}</div></div>`,
    `<div style="margin-left:86mm"><div style="display:flex;gap:5mm">`,
    ...v.figures.map(
      ([n, what]) =>
        `<div style="flex:1;background:#eef5f6;border-top:1.6mm solid ${coral};padding:3mm 4mm 4mm"><div style="font-size:25pt;font-weight:bold;color:${teal}">${t(n)}</div><div style="font-size:11pt;margin-top:1.5mm">${t(what)}</div></div>`,
    ),
    `</div><div style="font-size:17pt;font-weight:bold;color:${teal};margin:9mm 0 4mm">${t(pointsHead)}</div>`,
    ...points.map(
      ([lead, rest]) =>
        `<div style="display:flex;gap:4mm;font-size:15pt;line-height:1.3;margin-bottom:3.5mm">${ring}<span><b>${t(lead)}</b> ${t(rest)}</span></div>`,
    ),
    `</div><div style="position:absolute;left:108mm;right:22mm;bottom:9mm;display:flex;justify-content:space-between;font-size:9.5pt;color:#777;border-top:0.6pt solid #ccc;padding-top:1.5mm">`,
    `<span>${t(v.foot[0])}</span><span>${t(v.foot[1])}</span><b style="color:${teal}">${t(v.foot[2])}</b></div>`,
  ].join('');
  return { html, truth: truth.join('\n'), pageName: 'slide', className: 'sans' };
}
