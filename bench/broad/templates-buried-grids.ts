// The buried part's tables, made apart from every other part's templates. The fixtures: a volleyball
// committee's list (a drawn ball beside the committee's line, the league large and the season under
// it; one table with a navy head, each round's number large on a tinted cell spanning its matches,
// a heavier rule between rounds, the scores of the rounds played in bold; the notes after drawn
// dashes, the update's line at the right). The ski prices: a resort's board (a drawn mountain with
// a snow cap beside the resort's name, the title over an ice-blue rule; the prices under two season
// heads spanning two columns each, the groups on pale blue rows, the figures at the right; the notes
// and the lifts' hours side by side under it; the validity in small type at the foot). Rounds,
// hours, scores and prices are worked out here; one truth line per row.
import { seededRandom, type PageContent } from './html-kit.js';
import type { FixturesParts, SkiParts } from './records-buried-grids.js';
import { t } from './templates-buried.js';

const navy = '#1c2f5e';

/** A volleyball: a circle and three curved seams (drawn, no text). */
const ball =
  `<svg width="14mm" height="14mm" viewBox="0 0 40 40" style="flex:none"><circle cx="20" cy="20" r="18" fill="#f6d24a" stroke="${navy}" stroke-width="1.8"/>` +
  `<g fill="none" stroke="${navy}" stroke-width="1.6"><path d="M20 2c-6 8-6 18 0 18s14 6 16 12"/><path d="M20 20c-8 2-14 8-15 13"/><path d="M4 12c8-2 14 0 16 8"/></g></svg>`;

export function fixturesList(f: FixturesParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const scores = ['3-0', '3-1', '3-2', '2-3', '1-3', '0-3'];
  const n = f.teams.length;
  const truth = [...f.league, f.columns.join(' ')];
  const body: string[] = [];
  // The circle method: the last team stays put while the others turn round it, one place a round;
  // swapping every other pair keeps each team from playing more than two rounds running at home.
  for (let r = 0; r < n - 1; r++) {
    const day = new Date(`${f.first}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 7 * r);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const pairs: Array<[number, number]> = [r % 2 ? [n - 1, r] : [r, n - 1]];
    for (let i = 1; i < n / 2; i++) {
      const [a, b] = [(r + i) % (n - 1), (r - i + n - 1) % (n - 1)];
      pairs.push(i % 2 ? [a, b] : [b, a]);
    }
    pairs.forEach(([home, away], k) => {
      const [hName, hall, hour] = f.teams[home]!;
      const score = r < f.played ? scores[random.int(0, scores.length - 1)]! : '';
      const cells = [hour, hName, f.teams[away]![0], hall, score];
      truth.push([...(k === 0 ? [`${r + 1}ª`, date] : []), ...cells].filter(Boolean).join(' '));
      const first =
        k === 0
          ? `<td rowspan="${pairs.length}" style="background:#e3e8f3;text-align:center;vertical-align:middle;color:${navy}"><div style="font-size:15pt;font-weight:bold">${r + 1}ª</div><div style="font-size:7.5pt">${date}</div></td>`
          : '';
      const tds = cells.map(
        (c, i) =>
          `<td style="padding:1.1mm 1.6mm;${i < 3 ? 'white-space:nowrap;' : ''}${i === 4 ? 'text-align:center;font-weight:bold;' : ''}">${t(c)}</td>`,
      );
      body.push(`<tr style="border-top:${k === 0 ? `1.2pt solid ${navy}` : '0.4pt solid #c4c9d6'}">${first}${tds.join('')}</tr>`);
    });
  }
  truth.push(...f.notes, f.updated);
  const html = [
    `<div style="display:flex;gap:4mm;align-items:center">${ball}<div><div style="font-size:8.5pt;color:#444">${t(f.league[0])}</div>`,
    `<div style="font-size:19pt;font-weight:bold;color:${navy};margin:0.8mm 0">${t(f.league[1])}</div><div style="font-size:10pt">${t(f.league[2])}</div></div></div>`,
    `<table style="width:100%;font-size:8.4pt;margin-top:5mm;border-bottom:1.2pt solid ${navy}"><tr style="background:${navy};color:#fff">`,
    ...f.columns.map((c, i) => `<th style="padding:1.2mm 1.6mm;${i === 5 ? 'text-align:center;' : ''}">${t(c)}</th>`),
    `</tr>${body.join('')}</table><div style="font-size:8pt;margin-top:4mm;line-height:1.4">`,
    ...f.notes.map(
      (x) =>
        `<div style="display:flex;gap:2mm"><span style="flex:none;width:3mm;border-top:0.8pt solid ${navy};margin-top:1.6mm"></span><span>${t(x)}</span></div>`,
    ),
    `</div><div style="text-align:right;font-size:8pt;color:#555;margin-top:3mm">${t(f.updated)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}

const ice = '#1a6aa0';

/** A mountain with a snow cap and a smaller peak behind it (drawn, no text). */
const mountain =
  '<svg width="20mm" height="13mm" viewBox="0 0 60 40" style="flex:none"><path d="M30 38L44 14l14 24z" fill="#8fb3cf"/><path d="M2 38L22 4l20 34z" fill="#2c5f86"/>' +
  '<path d="M22 4l6 10-3-1-3 3-3-3-3 1z" fill="#fff"/></svg>';

export function skiPrices(s: SkiParts): PageContent {
  const round = (n: number) => Math.round(n / 10) * 10;
  const kc = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')} Kč`;
  const [main, off] = s.seasons;
  const [passHead, adult, child] = s.columns;
  const truth = [...s.resort, s.title, `${main} ${off}`, [passHead, adult, child, adult, child].join(' ')];
  const rows = s.groups.map(([group, passes]) => {
    truth.push(group);
    const lines = passes.map(([pass, price]) => {
      const cells = [
        pass,
        ...[price, round(price * s.shares.child), round(price * s.shares.off), round(price * s.shares.off * s.shares.child)].map(kc),
      ];
      truth.push(cells.join(' '));
      return `<tr style="border-bottom:0.4pt solid #c9d9e6">${cells.map((c, i) => `<td style="padding:1.8mm 3mm;${i ? 'text-align:right;white-space:nowrap;' : ''}${i === 2 ? 'border-right:0.8pt solid #9bb9d1;' : ''}">${t(c)}</td>`).join('')}</tr>`;
    });
    return `<tr style="background:#e2eef7"><td colspan="5" style="padding:1.2mm 3mm;font-weight:bold;color:${ice}">${t(group)}</td></tr>${lines.join('')}`;
  });
  const [liftHead, liftCols, lifts] = s.lifts;
  truth.push(...s.notes, liftHead, liftCols.join(' '), ...lifts.map((r) => r.join(' ')), s.foot);
  const th = (x: string, extra = '') => `<th style="padding:1.2mm 3mm;${extra}">${t(x)}</th>`;
  const html = [
    `<div style="display:flex;gap:3mm;align-items:center">${mountain}<div><div style="font-size:15pt;font-weight:bold;color:${ice}">${t(s.resort[0])}</div><div style="font-size:8pt;color:#444">${t(s.resort[1])}</div></div></div>`,
    `<div style="font-size:17pt;font-weight:bold;margin:6mm 0 2mm">${t(s.title)}</div><div style="border-top:2pt solid #8fc1e3;margin-bottom:4mm"></div>`,
    `<table style="width:100%;font-size:10pt"><tr style="background:${ice};color:#fff"><th></th>`,
    `<th colspan="2" style="padding:1.2mm 3mm;text-align:center;border-right:0.8pt solid #fff">${t(main)}</th><th colspan="2" style="padding:1.2mm 3mm;text-align:center">${t(off)}</th></tr>`,
    `<tr style="border-bottom:1pt solid ${ice}">${th(passHead, 'text-align:left')}${th(adult, 'text-align:right')}${th(child, 'text-align:right')}${th(adult, 'text-align:right')}${th(child, 'text-align:right')}</tr>`,
    ...rows,
    `</table><div style="display:flex;gap:8mm;margin-top:6mm;font-size:8.8pt;line-height:1.4"><div style="flex:1">`,
    ...s.notes.map((x) => `<p style="margin:0 0 1.5mm">${t(x)}</p>`),
    `</div><div style="width:82mm"><div style="font-weight:bold;color:${ice};margin-bottom:1mm">${t(liftHead)}</div><table style="width:100%">`,
    `<tr style="border-bottom:0.8pt solid ${ice}">${liftCols.map((c, i) => `<td style="padding:0.6mm 1.5mm;font-weight:bold;${i ? 'text-align:right;' : ''}">${t(c)}</td>`).join('')}</tr>`,
    ...lifts.map(
      (r) =>
        `<tr>${r.map((c, i) => `<td style="padding:0.6mm 1.5mm;${i ? 'text-align:right;white-space:nowrap;' : ''}">${t(c)}</td>`).join('')}</tr>`,
    ),
    `</table></div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:7.5pt;color:#666">${t(s.foot)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
