// The sealed part's slide, made apart from every other part's templates: a landscape page with the
// title over a thin rule, a timeline across the page (dates over drawn rings on a line, filled where
// done, the milestones under them), four key figures large in a two-by-two grid beside numbered next
// steps, and a footer with the page number in a drawn circle. One truth line per block.
import { escWhole, type PageContent } from './html-kit.js';
import type { TimelineSlideParts } from './records-sealed-slide.js';

export function timelineSlide(s: TimelineSlideParts): PageContent {
  const violet = '#4b3a8c';
  const stops = s.milestones.map(
    ([date, what, done]) =>
      `<div style="flex:1;text-align:center;position:relative"><div style="font-size:13pt;font-weight:bold;color:${violet};margin-bottom:2mm">${escWhole(date)}</div>` +
      `<div style="width:6mm;height:6mm;border-radius:50%;margin:0 auto;box-sizing:border-box;border:1.6mm solid ${violet};background:${done ? violet : '#fff'};position:relative;z-index:1"></div>` +
      `<div style="font-size:11.5pt;line-height:1.3;margin:3mm 3mm 0">${escWhole(what)}</div></div>`,
  );
  const figures = s.figures.map(
    ([big, label]) =>
      `<div style="border-left:1.5mm solid ${violet};padding:1mm 0 1mm 4mm"><div style="font-size:24pt;font-weight:bold;color:${violet}">${escWhole(big)}</div>` +
      `<div style="font-size:11pt;color:#333">${escWhole(label)}</div></div>`,
  );
  const html = [
    `<div style="font-size:25pt;font-weight:bold;line-height:1.15">${escWhole(s.title)}</div>`,
    `<div style="font-size:12.5pt;color:#666;margin:2mm 0 3mm">${escWhole(s.subtitle)}</div>`,
    `<div style="border-top:0.8pt solid #999;margin-bottom:8mm"></div>`,
    `<div style="position:relative;display:flex"><div style="position:absolute;left:10%;right:10%;top:calc(13pt * 1.2 + 5mm);border-top:1mm solid #c9c2e3"></div>${stops.join('')}</div>`,
    `<div style="display:flex;gap:14mm;margin-top:12mm"><div style="flex:1.2;display:grid;grid-template-columns:1fr 1fr;gap:6mm 8mm">${figures.join('')}</div>`,
    `<div style="flex:1;background:#f0eef8;padding:4mm 6mm"><div style="font-size:14pt;font-weight:bold;margin-bottom:3mm">${escWhole(s.nextHead)}</div>`,
    ...s.next.map(
      (x, i) =>
        `<div style="display:flex;font-size:12pt;line-height:1.3;margin-bottom:2.5mm"><span style="width:7mm;flex:none;font-weight:bold;color:${violet}">${i + 1}.</span><span>${escWhole(x)}</span></div>`,
    ),
    `</div></div>`,
    `<div style="position:absolute;left:22mm;right:22mm;bottom:9mm;display:flex;justify-content:space-between;align-items:center;font-size:10pt;color:#555">`,
    `<span>${escWhole(s.footer[0])}</span><span style="width:9mm;height:9mm;line-height:9mm;border-radius:50%;border:0.8pt solid ${violet};text-align:center;color:${violet}">${escWhole(s.footer[1])}</span></div>`,
  ].join('');
  const truth = [s.title, s.subtitle, s.milestones.map(([d]) => d).join(' '), ...s.milestones.map(([, what]) => what)];
  truth.push(...s.figures.flatMap(([big, label]) => [big, label]), s.nextHead, ...s.next.map((x, i) => `${i + 1}. ${x}`), ...s.footer);
  return { html, truth: truth.join('\n'), pageName: 'slide', className: 'sans' };
}
