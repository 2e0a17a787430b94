// The blind part's grids, made apart from every other part's templates: a league table (banded rows,
// the top three and the last two tinted, the last round's results and the top scorers in two boxes
// below), a price list (sections on rows with a coloured side bar, banded rows, services the insurer
// pays marked in italics) and a landscape slide of square-bulleted points beside a small table.
// The league's scores and the prices are drawn from seeds; one truth line per row.
import { escWhole, seededRandom, type PageContent } from './html-kit.js';
import type { PriceListParts, TableSlideParts } from './records-blind-grids.js';
import type { StandingsParts } from './records-blind-league.js';
import { br, bullets } from './templates-blind.js';

/** A round robin's rounds by the circle method: pairs of team indices, home first. */
function rounds(n: number): Array<Array<[number, number]>> {
  const ring = Array.from({ length: n }, (_, i) => i);
  const out: Array<Array<[number, number]>> = [];
  for (let r = 0; r < n - 1; r++) {
    out.push(Array.from({ length: n / 2 }, (_, i) => (r % 2 ? [ring[n - 1 - i]!, ring[i]!] : [ring[i]!, ring[n - 1 - i]!])));
    ring.splice(1, 0, ring.pop()!);
  }
  return out;
}

export function standings(s: StandingsParts, seed: number, played = 14): PageContent {
  const random = seededRandom(seed);
  const first = rounds(s.teams.length);
  const all = [...first, ...first.map((r) => r.map(([h, a]) => [a, h] as [number, number]))].slice(0, played);
  const stats = s.teams.map(() => ({ w: 0, d: 0, l: 0, f: 0, a: 0 }));
  const results = all.map((round) =>
    round.map(([h, a]) => {
      const [gh, ga] = [random.int(0, 7), random.int(0, 6)];
      for (const [t, f, o] of [
        [h, gh, ga],
        [a, ga, gh],
      ] as const) {
        const x = stats[t]!;
        x.f += f;
        x.a += o;
        if (f > o) x.w++;
        else if (f === o) x.d++;
        else x.l++;
      }
      return `${s.teams[h]![0]} — ${s.teams[a]![0]} ${gh}:${ga}`;
    }),
  );
  const points = (i: number) => stats[i]!.w * 3 + stats[i]!.d;
  const order = s.teams
    .map((_, i) => i)
    .sort((x, y) => points(y) - points(x) || stats[y]!.f - stats[y]!.a - (stats[x]!.f - stats[x]!.a) || stats[y]!.f - stats[x]!.f || x - y);
  const rows = order.map((i, place) => {
    const x = stats[i]!;
    return [String(place + 1), ...s.teams[i]!, String(played), String(x.w), String(x.d), String(x.l), `${x.f}-${x.a}`, String(points(i))];
  });
  const tint = (k: number) => (k < 3 ? '#dcefe0' : k >= rows.length - 2 ? '#f6dede' : k % 2 ? '#fff' : '#f2f2f2');
  const box = (head: string, inner: string) =>
    `<div style="flex:1;border:0.8pt solid #444"><div style="background:#444;color:#fff;font-weight:bold;padding:1mm 2mm">${escWhole(head)}</div><div style="padding:1.5mm 2mm;line-height:1.5">${inner}</div></div>`;
  const [scorersHead, scorers] = s.scorers;
  const html = [
    `<div style="font-size:8.5pt;color:#555">${escWhole(s.league)}</div>`,
    `<h1 style="font-size:15pt;margin:3mm 0 1mm">${escWhole(s.title)}</h1>`,
    `<p style="font-size:10.5pt;margin-bottom:4mm">${escWhole(s.subtitle)}</p>`,
    `<table style="width:100%;font-size:10pt"><tr>${s.columns.map((c, i) => `<th style="border-bottom:1.2pt solid #111;${i > 2 ? 'text-align:center' : ''}">${escWhole(c)}</th>`).join('')}</tr>`,
    ...rows.map(
      (r, k) =>
        `<tr style="background:${tint(k)}">${r.map((c, i) => `<td style="padding:1.2mm 2mm;${i > 2 || i === 0 ? 'text-align:center;' : ''}${i === 8 ? 'font-weight:bold' : ''}">${escWhole(c)}</td>`).join('')}</tr>`,
    ),
    `</table><div style="display:flex;gap:5mm;margin-top:6mm;font-size:9pt">`,
    box(s.round, br(results[played - 1]!)),
    box(scorersHead, br(scorers.map(([name, team, goals], i) => `${i + 1}. ${name} (${team}) ${goals}`))),
    `</div>${s.notes.map((n) => `<p style="font-size:8.5pt;margin-top:3mm">${escWhole(n)}</p>`).join('')}`,
  ].join('');
  const truth = [s.league, s.title, s.subtitle, s.columns.join(' '), ...rows.map((r) => r.join(' ')), s.round, ...results[played - 1]!];
  truth.push(scorersHead, ...scorers.map(([name, team, goals], i) => `${i + 1}. ${name} (${team}) ${goals}`), ...s.notes);
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function priceList(p: PriceListParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const teal = '#00796b';
  const price = (lo: number, hi: number) =>
    lo === 0 ? p.insured : String(Math.round(random.int(lo, hi) / 50) * 50).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const truth = [...p.practice, p.title, p.validity, p.columns.join(' ')];
  const body = p.sections.flatMap(([head, rows]) => {
    truth.push(head);
    const out = [
      `<tr><td colspan="3" style="border-left:3pt solid ${teal};font-weight:bold;font-size:10.5pt;padding:3.5mm 2mm 1mm">${escWhole(head)}</td></tr>`,
    ];
    rows.forEach(([code, name, lo, hi], k) => {
      const cost = price(lo, hi);
      truth.push(`${code} ${name} ${cost}`);
      out.push(
        `<tr style="background:${k % 2 ? '#fff' : '#e9f4f2'}"><td style="color:#555;width:18mm">${escWhole(code)}</td><td>${escWhole(name)}</td>` +
          `<td style="text-align:right;white-space:nowrap;${lo === 0 ? 'font-style:italic;font-size:8.5pt' : ''}">${escWhole(cost)}</td></tr>`,
      );
    });
    return out;
  });
  const html = [
    `<div style="display:flex;gap:4mm;align-items:center"><div style="width:11mm;height:11mm;border-radius:50%;border:2.5pt solid ${teal};flex:none"></div>`,
    `<div style="font-size:9pt;line-height:1.4"><b style="font-size:13pt;color:${teal}">${escWhole(p.practice[0]!)}</b><br>${br(p.practice.slice(1))}</div></div>`,
    `<h1 style="font-size:20pt;font-weight:normal;margin:8mm 0 1mm">${escWhole(p.title)}</h1>`,
    `<p style="font-size:9.5pt;color:#444;margin-bottom:4mm">${escWhole(p.validity)}</p>`,
    `<table style="width:100%;font-size:9.5pt"><tr>${p.columns.map((c, i) => `<th style="border-bottom:1pt solid #111;${i === 2 ? 'text-align:right' : ''}">${escWhole(c)}</th>`).join('')}</tr>`,
    ...body,
    `</table>${p.notes.map((n) => `<p style="font-size:8.5pt;line-height:1.4;margin-top:2.5mm">${escWhole(n)}</p>`).join('')}`,
  ].join('');
  truth.push(...p.notes);
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function tableSlide(t: TableSlideParts): PageContent {
  const green = '#2f6b3a';
  const [caption, cols, rows] = t.table;
  const html = [
    `<div style="font-size:26pt;font-weight:bold;color:${green};line-height:1.15">${escWhole(t.title)}</div>`,
    `<div style="font-size:13pt;color:#666;margin:2mm 0 4mm">${escWhole(t.subtitle)}</div>`,
    `<div style="border-top:2pt solid ${green};margin-bottom:9mm"></div>`,
    `<div style="display:flex;gap:12mm"><div style="flex:1;line-height:1.35">${bullets(t.points, '17pt', green, 2.6)}</div>`,
    `<div style="flex:1.1"><div style="font-size:12pt;font-weight:bold;margin-bottom:2mm">${escWhole(caption)}</div>`,
    `<table style="width:100%;font-size:12pt"><tr>${cols.map((c, i) => `<th style="background:${green};color:#fff;padding:1.5mm 2mm;${i ? 'text-align:right;white-space:nowrap' : ''}">${escWhole(c)}</th>`).join('')}</tr>`,
    ...rows.map(
      (r) =>
        `<tr>${r.map((c, i) => `<td style="border-bottom:0.6pt solid #bbb;padding:1.8mm 2mm;${i ? 'text-align:right;white-space:nowrap;' : ''}${i === 3 ? `color:${green};font-weight:bold` : ''}">${escWhole(c)}</td>`).join('')}</tr>`,
    ),
    `</table></div></div>`,
    `<div style="position:absolute;left:22mm;right:22mm;bottom:10mm;display:flex;justify-content:space-between;align-items:center;font-size:10pt;color:#555">`,
    `<span>${escWhole(t.footer[0])}</span><span style="background:${green};color:#fff;padding:1mm 3mm;font-weight:bold">${escWhole(t.footer[1])}</span></div>`,
  ].join('');
  const truth = [t.title, t.subtitle, ...t.points, caption, cols.join(' '), ...rows.map((r) => r.join(' ')), ...t.footer];
  return { html, truth: truth.join('\n'), pageName: 'slide', className: 'sans' };
}
