// The hidden part's tables, made apart from every other part's templates. The timetable: a bus
// line's (the line's number white in a large orange square beside the operator and the route, the
// date it holds from under them, then one table a kind of day under a dark heading band, the stops
// down the left, each departure a column with its note's letter over it on an orange row, rows
// banded grey and white, a dash where a run ends early, the notes, the fares in a framed box beside
// them, the helpline at the foot). The transcript: a French university's (drawn waves in a blue
// square beside the university and its faculty, the title centred, the student's details in a
// framed grid, the programme on a blue band, the units in bold with their parts under them in grey
// italics and their weights, the averages, credits, result, mention and rank in a box at the right,
// the note in small type, the signature under a drawn round stamp). Times, marks and averages are
// worked out here; one truth line per row.
import { seededRandom, type PageContent } from './html-kit.js';
import type { BusParts } from './records-hidden-bus.js';
import type { TranscriptParts } from './records-hidden-grids.js';
import { lines, signature, t } from './templates-hidden.js';

const orange = '#e2731c';

export function busTimetable(b: BusParts): PageContent {
  const minutes = (hm: string) => Number(hm.split(':')[0]) * 60 + Number(hm.split(':')[1]);
  const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const short = b.notes[0]![0];
  const truth = [...b.operator, ...b.line];
  const tables = b.days.map(([head, runs]) => {
    truth.push(head, [b.stopsHead, ...runs.map((r) => r[1]).filter(Boolean)].join(' '));
    const rows = b.stops.map(([stop, off], k) => {
      const cells = runs.map(([hm, note]) => {
        const at = minutes(hm);
        const peak = (at >= 420 && at < 540) || (at >= 1020 && at < 1110);
        return note === short && k === b.stops.length - 1 ? '—' : clock(at + Math.round(off * (peak ? 1.25 : 1)));
      });
      truth.push([stop, ...cells].join(' '));
      const tds = cells.map((c) => `<td style="text-align:center;padding:1.3mm 0.6mm">${c}</td>`).join('');
      return `<tr style="background:${k % 2 ? '#fff' : '#f0f0f0'}"><td style="padding:1.3mm 2mm;white-space:nowrap">${t(stop)}</td>${tds}</tr>`;
    });
    const letters = runs.map(([, n]) => `<td style="text-align:center;font-weight:bold">${n}</td>`).join('');
    return [
      `<div style="background:#333;color:#fff;font-weight:bold;font-size:11pt;padding:1.2mm 3mm;margin-top:5mm">${t(head)}</div>`,
      `<table style="width:100%;font-size:8.6pt"><tr style="background:${orange};color:#fff"><td style="padding:0.8mm 2mm;font-weight:bold">${t(b.stopsHead)}</td>${letters}</tr>${rows.join('')}</table>`,
    ].join('');
  });
  truth.push(...b.notes.map((n) => n.join(' ')), b.fares[0], ...b.fares[1], ...b.foot);
  const html = [
    `<div style="display:flex;gap:4mm;align-items:center"><div style="width:20mm;height:20mm;line-height:20mm;background:${orange};color:#fff;font-size:34pt;font-weight:bold;text-align:center;flex:none">${t(b.line[0])}</div>`,
    `<div style="flex:1"><div style="font-size:9pt;color:#555">${t(b.operator[0])} · ${t(b.operator[1])}</div><div style="font-size:17pt;font-weight:bold;margin-top:1mm">${t(b.line[1])}</div>`,
    `<div style="font-size:9pt;margin-top:1mm">${t(b.line[2])}</div></div></div>`,
    tables.join(''),
    `<div style="display:flex;gap:8mm;margin-top:5mm;font-size:8.5pt"><div style="flex:1;line-height:1.5">`,
    ...b.notes.map(([k, v]) => `<div>${k ? `<b style="display:inline-block;width:5mm">${k}</b>` : ''}${t(v)}</div>`),
    `</div><div style="width:70mm;border:0.8pt solid ${orange};padding:1.5mm 3mm"><b>${t(b.fares[0])}</b><br>${lines(b.fares[1])}</div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:7.5pt;color:#555;border-top:0.5pt solid #aaa;padding-top:1mm">${lines(b.foot)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}

const blue = '#1d4e89';

/** Three waves in a square (drawn, no text). */
const waves =
  `<svg width="13mm" height="13mm" viewBox="0 0 40 40" style="flex:none"><rect width="40" height="40" fill="${blue}"/><g fill="none" stroke="#fff" stroke-width="2.5">` +
  '<path d="M5 14q5-5 10 0t10 0 10 0"/><path d="M5 22q5-5 10 0t10 0 10 0"/><path d="M5 30q5-5 10 0t10 0 10 0"/></g></svg>';

/** A round stamp: two rings and a star (drawn, no text). */
const stamp =
  '<svg width="22mm" height="22mm" viewBox="0 0 40 40" style="position:absolute;left:-24mm;top:2mm;opacity:0.75"><g fill="none" stroke="#3b4fa0"><circle cx="20" cy="20" r="18" stroke-width="1.6"/><circle cx="20" cy="20" r="12" stroke-width="0.8"/></g>' +
  '<path d="M20 13l2 5h5l-4 3 1.6 5-4.6-3-4.6 3 1.6-5-4-3h5z" fill="#3b4fa0"/></svg>';

export function transcriptPage(r: TranscriptParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const mark = (n: number) => n.toFixed(2).replace('.', ',');
  const rows: Array<{ cells: string[]; unit: boolean }> = [];
  let points = 0;
  const units = r.units.map(([code, name, ects, parts]) => {
    const marks = parts.map(() => random.int(28, 70) / 4);
    const avg = Math.round(parts.reduce((s, [, w], i) => s + w * marks[i]!, 0) * 100) / 100;
    points += avg * ects;
    const row = { cells: [code, name, String(ects), String(ects), mark(avg), ''], unit: true };
    rows.push(row);
    const weight = (w: number) => String(w).replace('.', ',');
    if (parts.length > 1)
      parts.forEach(([part, w], i) => rows.push({ cells: ['', part, weight(w), '', mark(marks[i]!), ''], unit: false }));
    return { row, avg, ects };
  });
  const total = units.reduce((s, u) => s + u.ects, 0);
  const semester = Math.round((points / total) * 100) / 100;
  for (const u of units) u.row.cells[5] = u.avg >= 10 ? r.results[0] : semester >= 10 ? r.results[1] : r.results[2];
  const gained = semester >= 10 ? total : units.filter((u) => u.avg >= 10).reduce((s, u) => s + u.ects, 0);
  const mention = semester >= 10 ? r.mentions[Math.min(3, Math.max(0, Math.floor((semester - 10) / 2)))]! : '—';
  const rank = `${random.int(12, 60)} / ${random.int(110, 140)}`;
  const summary = [mark(semester), `${gained} / ${total}`, semester >= 10 ? r.results[0] : r.results[2], mention, rank];
  const truth = [...r.university, ...r.title, ...r.student.map((s) => s.join(' ')), r.programme, r.columns.join(' ')];
  truth.push(...rows.map((x) => x.cells.filter(Boolean).join(' ')), ...r.summary.map((k, i) => `${k} ${summary[i]!}`), r.note, ...r.signed);
  const right = (i: number) => (i >= 2 && i <= 4 ? 'text-align:center;' : '');
  const html = [
    `<div style="display:flex;gap:3mm;align-items:center">${waves}<div><div style="font-size:13pt;font-weight:bold;color:${blue}">${t(r.university[0])}</div>`,
    `<div style="font-size:9pt">${t(r.university[1])}</div><div style="font-size:7.5pt;color:#555">${t(r.university[2])}</div></div></div>`,
    `<div style="text-align:center;margin:6mm 0 4mm"><div style="font-size:16pt;font-weight:bold">${t(r.title[0])}</div><div style="font-size:9.5pt">${t(r.title[1])}</div></div>`,
    `<div style="display:grid;grid-template-columns:1fr 1fr;gap:1mm 8mm;border:0.6pt solid #777;padding:2mm 4mm;font-size:9pt">`,
    ...r.student.map(([k, v]) => `<div><span style="color:#555;display:inline-block;width:24mm">${t(k)}</span><b>${t(v)}</b></div>`),
    `</div><div style="background:${blue};color:#fff;font-weight:bold;font-size:10pt;padding:1.2mm 3mm;margin:4mm 0 0">${t(r.programme)}</div>`,
    `<table style="width:100%;font-size:9pt"><tr style="border-bottom:0.8pt solid #111">${r.columns.map((c, i) => `<th style="${right(i)}white-space:nowrap">${t(c)}</th>`).join('')}</tr>`,
    ...rows.map(({ cells, unit }) => {
      const style = unit ? 'font-weight:bold;border-top:0.5pt solid #999;' : 'font-style:italic;color:#555;';
      return `<tr style="${style}">${cells.map((c, i) => `<td style="${right(i)}${!unit && i === 1 ? 'padding-left:6mm;' : ''}">${t(c)}</td>`).join('')}</tr>`;
    }),
    `</table><div style="display:flex;justify-content:flex-end;margin-top:4mm"><table style="border:1pt solid ${blue};font-size:9.5pt;min-width:85mm">`,
    ...r.summary.map((k, i) => `<tr><td>${t(k)}</td><td style="text-align:right;font-weight:bold">${t(summary[i]!)}</td></tr>`),
    `</table></div><div style="font-size:7.5pt;color:#444;margin-top:4mm">${t(r.note)}</div>`,
    `<div style="position:relative;margin:7mm 0 0 95mm;font-size:9pt">${stamp}${lines(r.signed.slice(0, 3))}${signature('#1b2a5c', 30)}${t(r.signed[3])}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
