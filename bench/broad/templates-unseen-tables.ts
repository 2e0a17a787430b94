// The unseen part's grids, made apart from every other part's templates: a contents page with
// dotted leaders to the page numbers, and a statistics table with a grouped header, thousands
// parted by spaces and shares in per cent (drawn from a seed), and a landscape slide of points
// beside a bar chart with its values over the bars. One truth line per row.
import { escWhole, seededRandom, type PageContent } from './html-kit.js';
import type { ChartSlideParts, ContentsParts, FiguresParts } from './records-unseen-tables.js';

export function contents(c: ContentsParts): PageContent {
  const leader = '<span style="flex:1;border-bottom:1.2pt dotted #555;margin:0 2mm 1.2mm;min-width:8mm"></span>';
  const entry = ([level, number, title, page]: ContentsParts['entries'][number]) => {
    if (level === 0)
      return `<div style="font-size:11.5pt;font-weight:bold;color:#2c5d8a;margin:7mm 0 2.5mm;border-bottom:0.6pt solid #2c5d8a">${escWhole(title)}</div>`;
    const size = level === 1 ? 11.5 : 10.5;
    return (
      `<div style="display:flex;align-items:flex-end;font-size:${size}pt;margin:${level === 1 ? 2.2 : 1.2}mm 0 0 ${level === 1 ? 0 : 11}mm;${level === 1 ? 'font-weight:bold' : ''}">` +
      `<span style="width:${level === 1 ? 11 : 12}mm;flex:none">${escWhole(number)}</span><span>${escWhole(title)}</span>${leader}<span>${escWhole(page)}</span></div>`
    );
  };
  const html = [
    `<div style="font-size:8pt;color:#555;border-bottom:0.5pt solid #999;padding-bottom:1mm">${escWhole(c.running)}</div>`,
    `<h1 style="font-size:30pt;font-weight:normal;color:#2c5d8a;margin:14mm 0 6mm">${escWhole(c.title)}</h1>`,
    `<div style="margin-right:6mm">${c.entries.map(entry).join('')}</div>`,
    `<div style="position:absolute;bottom:10mm;left:0;right:0;text-align:center;font-size:9pt">${escWhole(c.folio)}</div>`,
  ].join('');
  const truth = [c.running, c.title, ...c.entries.map(([, n, t, p]) => [n, t, p].filter(Boolean).join(' ')), c.folio];
  return { html, truth: truth.join('\n'), className: 'sans' };
}

const thousands = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const percent = (n: number, sign = false) => `${sign && n > 0 ? '+' : ''}${n.toFixed(1).replace('.', ',')} %`;

export function figuresTable(f: FiguresParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const draw = (lo: number, hi: number) => random.int(lo * 10, hi * 10) / 10;
  const rows = f.rows.map(([name, lo, hi]) => ({
    name,
    n: random.int(lo, hi),
    shares: [draw(44, 54), draw(9, 16), draw(22, 33), draw(-4, 4)],
  }));
  const all = rows.reduce((s, r) => s + r.n, 0);
  const mean = (k: number) => rows.reduce((s, r) => s + r.n * r.shares[k]!, 0) / all;
  const cells = (name: string, n: number, shares: number[]) => [name, thousands(n), ...shares.map((x, k) => percent(x, k === 3))];
  const body = rows.map((r) => cells(r.name, r.n, r.shares));
  const total = cells(f.total, all, [0, 1, 2, 3].map(mean));
  const [group, from, to] = f.group;
  const th = (c: string, extra = '') =>
    `<th style="border:0.6pt solid #666;padding:1.2mm;font-size:8pt;text-align:center;background:#e3e8ef"${extra}>${escWhole(c)}</th>`;
  const first = f.columns
    .map((c, i) => (i === from ? th(group, ` colspan="${to - from + 1}"`) : i > from && i <= to ? '' : th(c, ' rowspan="2"')))
    .join('');
  const second = f.columns
    .slice(from, to + 1)
    .map((c) => th(c))
    .join('');
  const td = (c: string, i: number) =>
    `<td style="border:0.6pt solid #999;padding:1mm 1.5mm;${i === 0 ? '' : 'text-align:right'}">${escWhole(c)}</td>`;
  const html = [
    `<div style="font-size:8pt;color:#555;border-bottom:0.5pt solid #999;padding-bottom:1mm">${escWhole(f.source)}</div>`,
    `<h2 style="font-size:13pt;margin:8mm 0 4mm">${escWhole(f.title)}</h2>`,
    `<p style="font-size:10pt;line-height:1.45;text-align:justify;margin-bottom:6mm">${escWhole(f.lead)}</p>`,
    `<table style="width:100%;font-size:9pt"><tr>${first}</tr><tr>${second}</tr>`,
    ...body.map((r, i) => `<tr style="background:${i % 2 ? '#f3f3f3' : '#fff'}">${r.map(td).join('')}</tr>`),
    `<tr style="font-weight:bold;border-top:1.5pt solid #111">${total.map(td).join('')}</tr></table>`,
    ...f.notes.map((n) => `<p style="font-size:7.5pt;margin-top:1.5mm">${escWhole(n)}</p>`),
  ].join('');
  const head = [
    f.columns
      .filter((_, i) => i < from || i > to)
      .toSpliced(from, 0, group)
      .join(' '),
    f.columns.slice(from, to + 1).join(' '),
  ];
  const truth = [f.source, f.title, f.lead, ...head, ...[...body, total].map((r) => r.join(' ')), ...f.notes];
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function chartSlide(s: ChartSlideParts): PageContent {
  const [heading, bars] = s.chart;
  const top = Math.max(...bars.map(([, v]) => v));
  const bar = ([label, value]: [string, number]) =>
    `<div style="width:17mm;text-align:center;font-size:12pt"><div style="font-weight:bold;margin-bottom:1mm">${value}</div>` +
    `<div style="height:${((value / top) * 62).toFixed(1)}mm;background:${label === bars.at(-1)![0] ? '#e07b1f' : '#1f6f5c'}"></div>` +
    `<div style="border-top:1pt solid #333;padding-top:1mm">${escWhole(label)}</div></div>`;
  const point = (t: string) =>
    `<p style="font-size:17pt;line-height:1.3;margin-bottom:4.5mm;padding-left:8mm;position:relative"><span style="position:absolute;left:0;top:0.4em;width:3mm;height:3mm;background:#1f6f5c"></span>${escWhole(t)}</p>`;
  const html = [
    `<div style="position:absolute;left:0;top:0;bottom:0;width:7mm;background:#1f6f5c"></div>`,
    `<h1 style="font-size:30pt;margin:0 0 1mm">${escWhole(s.title)}</h1>`,
    `<p style="font-size:15pt;color:#555;margin-bottom:4mm">${escWhole(s.subtitle)}</p>`,
    `<div style="border-top:1.5pt solid #e07b1f;width:70mm;margin-bottom:9mm"></div>`,
    `<div style="display:flex;justify-content:space-between"><div style="width:138mm">${s.points.map(point).join('')}</div>`,
    `<div style="width:105mm"><div style="font-size:12pt;font-weight:bold;margin-bottom:5mm">${escWhole(heading)}</div>`,
    `<div style="display:flex;align-items:flex-end;justify-content:space-between;height:82mm">${bars.map(bar).join('')}</div></div></div>`,
    `<div style="position:absolute;bottom:8mm;left:22mm;right:22mm;display:flex;justify-content:space-between;font-size:10pt;color:#555">`,
    ...s.footer.map((t) => `<span>${escWhole(t)}</span>`),
    `</div>`,
  ].join('');
  const truth = [s.title, s.subtitle, ...s.points, heading, bars.map(([, v]) => v).join(' '), bars.map(([l]) => l).join(' '), ...s.footer];
  return { html, truth: truth.join('\n'), pageName: 'slide', className: 'sans' };
}
