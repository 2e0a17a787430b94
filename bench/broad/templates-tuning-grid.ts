// The tuning part's templates laid out on a grid: a form of labelled boxes, a statistical table
// of seeded figures, and a slide. Ground truth reads them row by row (label then value; a table
// row's cells left to right); the bench also scores these pages without word order (word-bag.ts).
import { amount, esc, seededRandom, type PageContent } from './html-kit.js';
import type { FormParts, SlideParts, StatsParts } from './records-tuning.js';

/** A form: a title, then label / boxed value pairs, two to a row, and a signature line. */
export function form(f: FormParts): PageContent {
  const rows: string[] = [];
  const truth = [f.title, f.intro];
  for (let i = 0; i < f.fields.length; i += 2) {
    const pair = f.fields.slice(i, i + 2);
    rows.push(
      `<tr>${pair.map(([k, v]) => `<td style="width:22%">${esc(k)}</td><td style="width:28%"><div class="box">${esc(v)}</div></td>`).join('')}</tr>`,
    );
    truth.push(pair.map(([k, v]) => `${k} ${v}`).join(' '));
  }
  truth.push(f.closing);
  const html = [
    `<h1 style="font-size:18pt">${esc(f.title)}</h1>`,
    `<p style="font-size:10pt;margin-bottom:8mm">${esc(f.intro)}</p>`,
    `<table style="width:100%;font-size:11pt;border-spacing:0 3mm;border-collapse:separate">${rows.join('')}</table>`,
    `<p style="font-size:10pt;margin-top:14mm">${esc(f.closing)}</p>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}

/** A table of figures: regions down, years across, seeded values, a total row and a source note. */
export function statsTable(s: StatsParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const values = s.rows.map(() => s.years.map(() => random.int(1200, 98000) / 10));
  const totals = s.years.map((_, c) => values.reduce((sum, row) => sum + row[c]!, 0));
  // One decimal: amount() gives two, the second always dropped.
  const one = (n: number) => amount(n, s.decimal, s.group).slice(0, -1);
  const body = s.rows.map((r, i) => [r, ...values[i]!.map(one)]);
  const all = [[s.corner, ...s.years], ...body, [s.total, ...totals.map(one)]];
  const html = [
    `<h2 style="font-size:15pt">${esc(s.title)}</h2>`,
    `<p style="font-size:10pt">${esc(s.subtitle)}</p>`,
    `<table class="ruled" style="width:100%;font-size:10pt;margin:5mm 0">`,
    ...all.map(
      (row, r) =>
        `<tr>${row.map((c, i) => (r === 0 ? `<th>${esc(c)}</th>` : `<td${i ? ' class="num"' : ''}>${esc(c)}</td>`)).join('')}</tr>`,
    ),
    `</table><p style="font-size:8.5pt">${esc(s.note)}</p>`,
  ].join('');
  return { html, truth: [s.title, s.subtitle, ...all.map((r) => r.join(' ')), s.note].join('\n'), className: 'sans' };
}

/** A landscape slide: a title, four or five points in large type, a footer. */
export function slide(s: SlideParts): PageContent {
  const html = [
    `<h1 style="font-size:34pt;margin-bottom:10mm">${esc(s.title)}</h1>`,
    ...s.points.map((p) => `<p style="font-size:21pt;margin:0 0 6mm 8mm">${esc(p)}</p>`),
    `<p style="position:absolute;bottom:10mm;left:22mm;font-size:11pt">${esc(s.footer)}</p>`,
  ].join('');
  return { html, truth: [s.title, ...s.points, s.footer].join('\n'), pageName: 'slide', className: 'sans' };
}
