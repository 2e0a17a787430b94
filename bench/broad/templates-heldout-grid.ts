// The held-out part's grid templates, made apart from the tuning part's: a quotation with a VAT
// column and dotted-rule rows, an application form of full-width boxes, a timetable, and a slide
// in light type on a dark background.
import { amount, esc, seededRandom, type PageContent } from './html-kit.js';
import type { AppFormParts, QuoteParts, TimetableParts } from './records-heldout.js';
import type { SlideParts } from './records-tuning.js';

export function quote(q: QuoteParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const money = (n: number) => amount(n, q.decimal, q.group);
  const rows = q.items.map((item, i) => {
    const net = random.int(2000, 250000) / 100;
    return [String(i + 1), item, money(net), `${q.vatRate}%`, money((net * (100 + q.vatRate)) / 100)];
  });
  const td = (c: string, i: number) => `<td${i >= 2 ? ' class="num"' : ''} style="border-bottom:0.8pt dotted #555">${esc(c)}</td>`;
  const html = [
    `<div style="text-align:right;font-size:10pt">${q.from.map(esc).join('<br>')}</div>`,
    `<h1 style="font-size:22pt;margin-top:10mm">${esc(q.title)}</h1>`,
    `<p style="font-size:10.5pt">${q.meta.map(esc).join('<br>')}</p>`,
    `<table style="width:100%;font-size:10.5pt;margin-top:6mm"><tr>${q.columns.map((c) => `<th style="border-bottom:1.5pt solid #111">${esc(c)}</th>`).join('')}</tr>`,
    ...rows.map((r) => `<tr>${r.map(td).join('')}</tr>`),
    `</table><p style="font-size:12pt;text-align:right;margin-top:5mm;font-weight:bold">${esc(q.validity)}</p>`,
  ].join('');
  const truth = [...q.from, q.title, ...q.meta, q.columns.join(' '), ...rows.map((r) => r.join(' ')), q.validity];
  return { html, truth: truth.join('\n'), className: 'sans' };
}

/** Full-width boxes, a label above each; yes/no questions with a ticked box (an X). */
export function appForm(f: AppFormParts): PageContent {
  const truth = [f.title, f.section];
  const parts = [
    `<h1 style="font-size:17pt;text-align:center">${esc(f.title)}</h1>`,
    `<h3 style="font-size:12pt;margin-top:5mm">${esc(f.section)}</h3>`,
  ];
  for (const [label, value] of f.fields) {
    parts.push(`<div style="font-size:9pt;margin-top:3mm">${esc(label)}</div><div class="box" style="font-size:12pt">${esc(value)}</div>`);
    truth.push(label, value);
  }
  for (const [question, yes] of f.questions) {
    const tick = (on: boolean, word: string) =>
      `<span class="box" style="display:inline-block;width:4mm;min-height:4mm;padding:0 1mm;text-align:center;margin:0 2mm">${on ? 'X' : '&nbsp;'}</span>${esc(word)}`;
    parts.push(`<p style="font-size:11pt;margin-top:4mm">${esc(question)} ${tick(yes, f.yes)} ${tick(!yes, f.no)}</p>`);
    truth.push(`${question} ${yes ? 'X ' : ''}${f.yes} ${yes ? '' : 'X '}${f.no}`);
  }
  return { html: parts.join(''), truth: truth.join('\n'), className: 'sans' };
}

/** A timetable: stops down, departures across (seeded minutes past a start time). */
export function timetable(t: TimetableParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const starts = t.departures.map((d) => Number(d.slice(0, 2)) * 60 + Number(d.slice(3)));
  let offset = 0;
  const rows = t.stops.map((stop) => {
    offset += random.int(3, 9);
    return [
      stop,
      ...starts.map(
        (s) => `${String(Math.floor((s + offset) / 60) % 24).padStart(2, '0')}${t.separator}${String((s + offset) % 60).padStart(2, '0')}`,
      ),
    ];
  });
  const all = [[t.corner, ...t.departures.map((d) => d.replace(':', t.separator))], ...rows];
  const html = [
    `<h2 style="font-size:16pt">${esc(t.title)}</h2>`,
    `<p style="font-size:10pt">${esc(t.subtitle)}</p>`,
    `<table style="width:100%;font-size:10pt;margin-top:4mm">`,
    ...all.map(
      (r, i) =>
        `<tr style="${i % 2 ? 'background:#e8e8e8' : ''}">${r.map((c, j) => `<td${j ? ' class="num"' : ''}>${esc(c)}</td>`).join('')}</tr>`,
    ),
    `</table><p style="font-size:9pt;margin-top:4mm">${esc(t.note)}</p>`,
  ].join('');
  return { html, truth: [t.title, t.subtitle, ...all.map((r) => r.join(' ')), t.note].join('\n'), className: 'condensed' };
}

export function darkSlide(s: SlideParts): PageContent {
  const html = [
    `<h1 style="font-size:30pt;margin:4mm 0 12mm;border-left:5mm solid #f0b429;padding-left:5mm">${esc(s.title)}</h1>`,
    ...s.points.map((p) => `<p style="font-size:20pt;margin:0 0 7mm 10mm">${esc(p)}</p>`),
    `<p style="position:absolute;bottom:9mm;right:22mm;font-size:10pt">${esc(s.footer)}</p>`,
  ].join('');
  return { html, truth: [s.title, ...s.points, s.footer].join('\n'), pageName: 'slide', className: 'sans dark' };
}
