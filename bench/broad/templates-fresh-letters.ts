// The fresh part's templates for what people write: a letter on letterhead (an address window with
// its return line, a reference block beside it, a three-column footer in 7 pt), a CV with a
// shaded sidebar, and a slide of bullet points under a large centred title.
import { escWhole, type PageContent } from './html-kit.js';
import type { BulletSlideParts, ResumeParts } from './records-fresh.js';
import type { LetterheadParts } from './records-fresh-letters.js';

const lines = (xs: string[]) => xs.map(escWhole).join('<br>');

/** A square bullet drawn by CSS (no character in the text) before `text`. */
const bullet = (text: string, size: number, filled = true) =>
  `<span style="display:inline-block;width:${size}mm;height:${size}mm;${filled ? 'background:#222' : 'border:0.8pt solid #222;box-sizing:border-box'};margin-right:${size * 1.4}mm;vertical-align:middle"></span>${escWhole(text)}`;

export function letterhead(l: LetterheadParts): PageContent {
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1.5pt solid #1d2b4f;padding-bottom:3mm">`,
    `<div><div style="font-size:17pt;font-weight:bold;color:#1d2b4f">${escWhole(l.company)}</div><div style="font-size:9pt;color:#444">${escWhole(l.tagline)}</div></div>`,
    `<div style="font-size:8pt;text-align:right;line-height:1.35">${lines(l.contact)}</div></div>`,
    `<div style="display:flex;justify-content:space-between;margin-top:13mm">`,
    `<div style="width:88mm"><div style="font-size:7pt;border-bottom:0.5pt solid #111;padding-bottom:0.5mm;margin-bottom:3mm">${escWhole(l.returnLine)}</div>`,
    `<div style="font-size:11pt;line-height:1.35">${lines(l.recipient)}</div></div>`,
    `<div style="width:62mm;font-size:8.5pt;line-height:1.55">${lines(l.info)}</div></div>`,
    `<p style="font-size:11pt;font-weight:bold;margin:14mm 0 6mm">${escWhole(l.subject)}</p>`,
    ...l.body.map((t) => `<p style="font-size:10.5pt;line-height:1.45;margin-bottom:0.8em">${escWhole(t)}</p>`),
    `<p style="font-size:10.5pt;line-height:1.45;margin-top:6mm">${lines(l.sign)}</p>`,
    `<div style="position:absolute;bottom:9mm;left:18mm;right:18mm;border-top:0.5pt solid #1d2b4f;padding-top:1.5mm;display:flex;justify-content:space-between;font-size:7pt;line-height:1.35">`,
    ...l.footer.map((col) => `<div>${lines(col)}</div>`),
    `</div>`,
  ].join('');
  const truth = [
    l.company,
    l.tagline,
    ...l.contact,
    l.returnLine,
    ...l.recipient,
    ...l.info,
    l.subject,
    ...l.body,
    ...l.sign,
    ...l.footer.flat(),
  ];
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function resume(r: ResumeParts): PageContent {
  const heading = (t: string) =>
    `<div style="font-size:11.5pt;font-weight:bold;color:#1d2b4f;border-bottom:0.8pt solid #1d2b4f;margin:5mm 0 2mm">${escWhole(t)}</div>`;
  const side = r.side
    .map(([h, xs]) => heading(h) + xs.map((x) => `<p style="font-size:9pt;margin-bottom:1mm">${escWhole(x)}</p>`).join(''))
    .join('');
  const [jobsHeading, jobs] = r.jobs;
  const [eduHeading, schools] = r.education;
  const dated = (what: string, when: string, size: number) =>
    `<div style="display:flex;justify-content:space-between;font-size:${size}pt;margin-top:3mm"><b>${escWhole(what)}</b><span style="white-space:nowrap;margin-left:3mm">${escWhole(when)}</span></div>`;
  const main = [
    heading(r.profile[0]),
    `<p style="font-size:10pt;line-height:1.4">${escWhole(r.profile[1])}</p>`,
    heading(jobsHeading),
    ...jobs.map(
      ([role, when, did]) =>
        dated(role, when, 10) +
        did
          .map(
            (d) =>
              `<p style="font-size:9.5pt;line-height:1.35;margin:1mm 0 0 2mm;padding-left:3.6mm;text-indent:-3.6mm">${bullet(d, 1.5)}</p>`,
          )
          .join(''),
    ),
    heading(eduHeading),
    ...schools.map(([what, when]) => dated(what, when, 9.5)),
  ].join('');
  const html = [
    `<div style="font-size:26pt;font-weight:bold">${escWhole(r.name)}</div>`,
    `<div style="font-size:13pt;color:#333;margin-top:1mm">${escWhole(r.headline)}</div>`,
    `<div style="font-size:9pt;margin:2mm 0 4mm;padding-bottom:2mm;border-bottom:1.5pt solid #1d2b4f">${escWhole(r.contact)}</div>`,
    `<table style="width:100%"><tr><td style="width:52mm;background:#eceff4;padding:1mm 4mm 4mm">${side}</td>`,
    `<td style="padding:1mm 0 0 7mm">${main}</td></tr></table>`,
  ].join('');
  const truth = [
    r.name,
    r.headline,
    r.contact,
    ...r.side.flat(2),
    ...r.profile,
    jobsHeading,
    ...jobs.flatMap(([role, when, did]) => [`${role} ${when}`, ...did]),
    eduHeading,
    ...schools.map((s) => s.join(' ')),
  ];
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function bulletSlide(s: BulletSlideParts): PageContent {
  const html = [
    `<h1 style="font-size:40pt;text-align:center;margin:4mm 0 2mm">${escWhole(s.title)}</h1>`,
    `<p style="font-size:16pt;text-align:center;color:#555;margin-bottom:5mm">${escWhole(s.subtitle)}</p>`,
    `<div style="border-top:2pt solid #b03a2e;width:60%;margin:0 auto 9mm"></div>`,
    ...s.points.map(([t, level]) =>
      level === 1
        ? `<p style="font-size:22pt;margin:0 0 5mm 18mm;padding-left:8.4mm;text-indent:-8.4mm">${bullet(t, 3.5)}</p>`
        : `<p style="font-size:17pt;margin:-2mm 0 5mm 34mm">${bullet(t, 2.8, false)}</p>`,
    ),
    `<p style="position:absolute;bottom:9mm;left:22mm;font-size:10pt;color:#555">${escWhole(s.footer)}</p>`,
    `<p style="position:absolute;bottom:9mm;right:22mm;font-size:10pt;color:#555">${escWhole(s.number)}</p>`,
  ].join('');
  return {
    html,
    truth: [s.title, s.subtitle, ...s.points.map(([t]) => t), s.footer, s.number].join('\n'),
    pageName: 'slide',
    className: 'sans',
  };
}
