// The buried part's column pages, made apart from every other part's templates. The allotment
// newsletter: a garden's monthly sheet (the paper's name large in green serif with a drawn seedling
// at the right, the garden under it, the line between a heavy and a thin green rule, three
// sans columns, each section's heading white on a green strip, the board's word signed in serif
// italics, the jobs with their dates in bold behind a green edge, the water's sectors and the fees
// in small ruled tables with the figures at the right, the tip on a pale green ground, the news, the notices
// after drawn green squares, the office's hours white on green across the foot). The theatre
// programme: a drama theatre's programme (the theatre and the season over a double burgundy rule,
// the author, the play's name very large and its kind in italics centred, a drawn ornament, the
// running time and the age mark in a ring, then two columns side by side: what the play is about
// and the director's word on a tinted ground at the left, the roles and the team with dotted
// leaders to the players' names at the right; the notes to the audience at the foot). One truth line
// per block or row.
import type { PageContent } from './html-kit.js';
import type { AllotmentParts } from './records-buried-allotment.js';
import type { TheatreParts } from './records-buried-theatre.js';
import { lines, t } from './templates-buried.js';

const green = '#2f6b2a';

/** A seedling: a stem with two leaves over a mound of soil (drawn, no text). */
const seedling =
  `<svg width="16mm" height="16mm" viewBox="0 0 40 40" style="flex:none"><path d="M20 34V16" stroke="${green}" stroke-width="2.4"/>` +
  `<path d="M20 22C12 23 7 17 7 10c8 0 13 5 13 12zM20 18c1-7 6-11 13-11 0 7-5 12-13 11z" fill="#5fa04e"/><path d="M6 36c4-4 24-4 28 0z" fill="#7a5a3a"/></svg>`;

export function allotmentPage(a: AllotmentParts): PageContent {
  const truth = [...a.masthead];
  const head = (x: string) => {
    truth.push(x);
    return `<div style="background:${green};color:#fff;font-weight:bold;font-size:9.5pt;padding:0.8mm 2mm;margin:2.8mm 0 1.4mm;break-after:avoid">${t(x)}</div>`;
  };
  const para = (x: string) => {
    truth.push(x);
    return `<p style="margin:0 0 1.2mm;text-align:justify">${t(x)}</p>`;
  };
  const table = (rows: Array<[string, string]>, bold = false) => {
    truth.push(...rows.map((r) => r.join(' ')));
    const tr = rows.map(
      ([k, v], i) =>
        `<tr style="border-bottom:0.4pt solid #9bb897;${bold && i === 0 ? 'font-weight:bold;' : ''}"><td style="padding:0.5mm 1mm 0.5mm 0">${t(k)}</td><td style="padding:0.5mm 0;text-align:right;white-space:nowrap">${t(v)}</td></tr>`,
    );
    return `<table style="width:100%;margin:0.5mm 0 1.5mm">${tr.join('')}</table>`;
  };
  const [boardHead, board, signed] = a.board;
  const parts = [head(boardHead), ...board.map(para)];
  truth.push(signed);
  parts.push(`<div style="font-family:'DejaVu Serif';font-style:italic;text-align:right;margin-bottom:1mm">${t(signed)}</div>`);
  const [jobsHead, jobs] = a.jobs;
  parts.push(head(jobsHead));
  for (const [when, what] of jobs) {
    truth.push(`${when} ${what}`);
    parts.push(`<div style="border-left:1mm solid #8cc07d;padding-left:1.8mm;margin-bottom:1.2mm"><b>${t(when)}</b> ${t(what)}</div>`);
  }
  const [waterHead, lead, cols, sectors, after] = a.water;
  parts.push(head(waterHead), para(lead), table([cols, ...sectors], true), para(after));
  const [tipHead, tip] = a.tip;
  parts.push(head(tipHead), `<div style="background:#e7f2e3;padding:1.5mm 2mm 0.5mm">${tip.map(para).join('')}</div>`);
  const [newsHead, news] = a.news;
  parts.push(head(newsHead), ...news.map(para));
  const [feesHead, fees, payment] = a.fees;
  parts.push(head(feesHead), table(fees));
  truth.push(...payment);
  parts.push(`<div style="margin-bottom:1mm">${lines(payment)}</div>`);
  const [noticesHead, notices] = a.notices;
  parts.push(head(noticesHead));
  for (const n of notices) {
    truth.push(n);
    parts.push(
      `<div style="display:flex;gap:1.8mm;margin-bottom:1.2mm"><span style="flex:none;width:1.8mm;height:1.8mm;background:${green};margin-top:1.3mm"></span><span>${t(n)}</span></div>`,
    );
  }
  truth.push(...a.office);
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-end"><div><div style="font-family:'DejaVu Serif';font-size:27pt;font-weight:bold;color:${green};line-height:1">${t(a.masthead[0])}</div>`,
    `<div style="font-size:10pt;margin-top:1.5mm">${t(a.masthead[1])}</div></div>${seedling}</div>`,
    `<div style="border-top:2pt solid ${green};border-bottom:0.5pt solid ${green};margin:2mm 0 1mm;padding:1mm 0;text-align:center;font-size:8.5pt">${t(a.masthead[2])}</div>`,
    `<div class="cols3" style="font-size:9pt;line-height:1.3;column-gap:5mm">${parts.join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;background:${green};color:#fff;font-size:8pt;padding:1.5mm 3mm;display:flex;justify-content:space-between;gap:4mm">`,
    ...a.office.map((x) => `<span>${t(x)}</span>`),
    `</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}

const wine = '#7a1f2b';

/** A thin rule with a diamond in the middle (drawn, no text). */
const ornament =
  `<svg width="60mm" height="4mm" viewBox="0 0 150 10" style="display:block;margin:2mm auto"><path d="M0 5h64M86 5h64" stroke="${wine}" stroke-width="0.8"/>` +
  `<path d="M75 0l6 5-6 5-6-5z" fill="${wine}"/><circle cx="64" cy="5" r="1.5" fill="${wine}"/><circle cx="86" cy="5" r="1.5" fill="${wine}"/></svg>`;

const leader = ([role, who]: [string, string]) =>
  `<div style="display:flex;align-items:flex-end;gap:1mm;margin-bottom:1.2mm"><span style="max-width:58%">${t(role)}</span><span style="flex:1;border-bottom:0.8pt dotted #888;margin-bottom:1mm"></span><b style="white-space:nowrap">${t(who)}</b></div>`;

export function theatreProgramme(p: TheatreParts): PageContent {
  const [author, play, kind, premiere] = p.play;
  const [aboutHead, about] = p.about;
  const [wordHead, word, director] = p.word;
  const [castHead, cast] = p.cast;
  const [teamHead, team] = p.team;
  const truth = [...p.theatre, author, play, kind, premiere, ...p.facts, aboutHead, ...about, wordHead, word, director];
  truth.push(castHead, ...cast.map((r) => r.join(' ')), teamHead, ...team.map((r) => r.join(' ')), ...p.foot);
  const h = (x: string) => `<div style="color:${wine};font-weight:bold;font-size:11pt;margin:0 0 2mm">${t(x)}</div>`;
  const html = [
    `<div style="text-align:center;border-bottom:2.4pt double ${wine};padding-bottom:1.5mm"><div style="font-size:10.5pt;font-weight:bold">${t(p.theatre[0])}</div>`,
    `<div style="font-size:8.5pt;color:#555">${t(p.theatre[1])}</div></div>`,
    `<div style="text-align:center;margin-top:7mm"><div style="font-size:13pt">${t(author)}</div>`,
    `<div style="font-size:36pt;font-weight:bold;color:${wine};line-height:1.2;margin:2mm 0">${t(play)}</div>`,
    `<div style="font-style:italic;font-size:12pt">${t(kind)}</div>${ornament}<div style="font-size:9.5pt">${t(premiere)}</div></div>`,
    `<div style="display:flex;justify-content:space-between;align-items:center;margin:5mm 0 5mm;font-size:9pt;border-top:0.5pt solid #bbb;border-bottom:0.5pt solid #bbb;padding:1.5mm 0">`,
    `<span>${t(p.facts[0])}</span><span style="border:1.2pt solid ${wine};border-radius:50%;width:9mm;height:9mm;line-height:9mm;text-align:center;font-weight:bold;color:${wine}">${t(p.facts[1])}</span></div>`,
    `<div style="display:flex;gap:9mm;font-size:9.8pt;line-height:1.38"><div style="flex:1.1;text-align:justify">${h(aboutHead)}`,
    ...about.map((x) => `<p style="margin:0 0 1.6mm;text-indent:5mm">${t(x)}</p>`),
    `<div style="background:#f6eced;padding:2.5mm 3.5mm;margin-top:4mm">${h(wordHead)}<div style="font-style:italic">${t(word)}</div>`,
    `<div style="text-align:right;margin-top:1.5mm;font-weight:bold">${t(director)}</div></div></div>`,
    `<div style="flex:1;font-size:9.3pt">${h(castHead)}${cast.map(leader).join('')}<div style="height:4mm"></div>${h(teamHead)}${team.map(leader).join('')}</div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:10mm;text-align:center;font-size:8pt;color:#444;border-top:0.5pt solid ${wine};padding-top:1.5mm">${lines(p.foot)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}
