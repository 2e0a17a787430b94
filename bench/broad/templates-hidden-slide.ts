// The hidden part's slide, made apart from every other part's templates: a landscape page with the
// title white on a dark green band across the top and the subtitle in a lighter green under it, a
// drawn building in the band's right corner, the points down the left after drawn green squares
// with their leads in bold, the timetable in a tinted box at the right with the dates in bold on a
// drawn line of dots and the new address under a rule, a thin green line over the foot with the
// company at the left, the date in the middle and the slide's number at the right. One truth line
// per block.
import type { PageContent } from './html-kit.js';
import type { MoveParts } from './records-hidden-grids.js';
import { t } from './templates-hidden.js';

const [green, light] = ['#1e5b3c', '#d8eadf'];

/** An office building with rows of windows and a door (drawn, no text). */
const building =
  '<svg width="30mm" height="26mm" viewBox="0 0 60 52" style="position:absolute;right:22mm;top:7mm"><rect x="6" y="4" width="48" height="48" fill="#fff" opacity="0.92"/>' +
  Array.from({ length: 4 }, (_, r) =>
    Array.from({ length: 5 }, (_, c) => `<rect x="${10 + c * 9}" y="${8 + r * 9}" width="5" height="5" fill="${green}"/>`).join(''),
  ).join('') +
  `<rect x="25" y="42" width="10" height="10" fill="${green}"/></svg>`;

const square = `<span style="flex:none;width:4mm;height:4mm;background:${green};margin-top:2.6mm"></span>`;

export function moveSlide(m: MoveParts): PageContent {
  const [planHead, plan] = m.plan;
  const [addressLabel, address] = m.address;
  const truth = [...m.band, ...m.points.map((p) => p.join(' ')), planHead, ...plan.map((p) => p.join(' '))];
  truth.push(addressLabel, ...address, ...m.foot);
  const where = [
    `<div style="border-top:0.6pt solid #9bb8a6;margin-top:1mm;padding-top:2.5mm;font-size:12.5pt">`,
    `<div style="font-size:10pt;color:#555">${t(addressLabel)}</div><b>${address.map(t).join('<br>')}</b></div>`,
  ].join('');
  const html = [
    `<div style="background:${green};color:#fff;margin:-18mm -22mm 0;padding:11mm 22mm 6mm;position:relative">`,
    `<div style="font-size:32pt;font-weight:bold;line-height:1.1;max-width:190mm">${t(m.band[0])}</div>${building}</div>`,
    `<div style="background:${light};color:${green};margin:0 -22mm;padding:2.5mm 22mm;font-size:17pt">${t(m.band[1])}</div>`,
    `<div style="display:flex;gap:12mm;margin-top:9mm"><div style="flex:1">`,
    ...m.points.map(
      ([lead, rest]) =>
        `<div style="display:flex;gap:4mm;font-size:17pt;line-height:1.3;margin-bottom:3.6mm">${square}<span><b>${t(lead)}</b> ${t(rest)}</span></div>`,
    ),
    `</div><div style="width:80mm;flex:none;background:#f2f7f4;border-top:2mm solid ${green};padding:4mm 5mm;align-self:flex-start">`,
    `<div style="font-size:16pt;font-weight:bold;color:${green};margin-bottom:3mm">${t(planHead)}</div>`,
    ...plan.map(
      ([when, what]) =>
        `<div style="border-left:1.2mm dotted ${green};padding:0 0 3mm 4mm;font-size:12.5pt"><b>${t(when)}</b><br>${t(what)}</div>`,
    ),
    `${where}</div></div>`,
    `<div style="position:absolute;left:22mm;right:22mm;bottom:10mm;border-top:0.8pt solid ${green};padding-top:1.5mm;display:flex;justify-content:space-between;font-size:10pt;color:#555">`,
    `<span>${t(m.foot[0])}</span><span>${t(m.foot[1])}</span><b style="color:${green}">${t(m.foot[2])}</b></div>`,
  ].join('');
  return { html, truth: truth.join('\n'), pageName: 'slide', className: 'sans' };
}
