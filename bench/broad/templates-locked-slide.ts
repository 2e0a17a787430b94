// The locked part's slide, made apart from every other part's templates: a landscape page with drawn
// waves along its foot, the venue small at the left over the title large, then three season passes as
// cards side by side (the name white on a turquoise band, the price large with its period under it,
// each thing it gives after a drawn tick), the middle card raised, darker and with a ribbon over it,
// the offer on a pale band under the cards, and the contact and the slide's number at the foot.
import type { PageContent } from './html-kit.js';
import type { PlansParts } from './records-locked-grids.js';
import { t } from './templates-locked.js';

const [aqua, deep] = ['#1593a6', '#0b4f6c'];

/** A tick (drawn, no text). */
const tick = (colour: string) =>
  `<svg width="4.5mm" height="4.5mm" viewBox="0 0 16 16" style="flex:none;margin-top:0.8mm"><path d="M2 8.5l4 4 8-9" fill="none" stroke="${colour}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** Two waves across the page's foot (drawn, no text). */
const waves =
  '<svg style="position:absolute;left:0;bottom:0;width:297mm;height:16mm" viewBox="0 0 297 16" preserveAspectRatio="none">' +
  `<path d="M0 8q12-6 25 0t25 0 25 0 25 0 25 0 25 0 25 0 25 0 25 0 25 0 25 0 25 0V16H0z" fill="#bfe6ec"/><path d="M0 12q12-5 25 0t25 0 25 0 25 0 25 0 25 0 25 0 25 0 25 0 25 0 25 0 25 0V16H0z" fill="${aqua}"/></svg>`;

export function poolSlide(p: PlansParts): PageContent {
  const [bestAt, ribbon] = p.best;
  const truth = [...p.venue, p.title];
  const cards = p.plans.map(([name, price, per, gives], i) => {
    const best = i === bestAt;
    truth.push(...(best ? [ribbon] : []), name, price, per, ...gives);
    const band = best ? deep : aqua;
    return [
      `<div style="flex:1;position:relative;border:0.8pt solid ${band};background:${best ? '#eef8fa' : '#fff'};${best ? 'margin-top:-6mm;box-shadow:0 1mm 3mm #9ab' : ''}">`,
      best
        ? `<div style="position:absolute;top:-7mm;left:50%;transform:translateX(-50%);background:#f2a900;color:#222;font-weight:bold;font-size:11pt;padding:1mm 5mm;border-radius:3mm;white-space:nowrap">${t(ribbon)}</div>`
        : '',
      `<div style="background:${band};color:#fff;font-size:20pt;font-weight:bold;text-align:center;padding:4mm 0">${t(name)}</div>`,
      `<div style="text-align:center;padding:5mm 0 1mm;font-size:34pt;font-weight:bold;color:${band};white-space:nowrap">${t(price)}</div>`,
      `<div style="text-align:center;font-size:14pt;color:#555;margin-bottom:6mm">${t(per)}</div>`,
      ...gives.map(
        (g) =>
          `<div style="display:flex;gap:2.5mm;padding:1.8mm 6mm;font-size:14pt;border-top:0.5pt solid #cfe3e7">${tick(band)}<span>${t(g)}</span></div>`,
      ),
      `</div>`,
    ].join('');
  });
  truth.push(p.offer, ...p.footer);
  const html = [
    `<div style="font-size:12pt;color:${deep}"><b>${t(p.venue[0])}</b> · ${t(p.venue[1])}</div>`,
    `<div style="font-size:30pt;font-weight:bold;margin:3mm 0 15mm">${t(p.title)}</div>`,
    `<div style="display:flex;gap:8mm;align-items:flex-start">${cards.join('')}</div>`,
    `<div style="background:#e3f4f6;font-size:13pt;text-align:center;padding:2.5mm 4mm;margin-top:8mm">${t(p.offer)}</div>`,
    waves,
    `<div style="position:absolute;left:22mm;right:22mm;bottom:18mm;display:flex;justify-content:space-between;font-size:10pt;color:#555">`,
    `<span>${t(p.footer[0])}</span><span>${t(p.footer[1])}</span></div>`,
  ].join('');
  return { html, truth: truth.join('\n'), pageName: 'slide', className: 'sans' };
}
