// The vault part's tables, made apart from every other part's templates: a trade price list (the
// merchant's name in a dark red serif at the left, the title and dates at the right with a red tag,
// a note in italics, then one table whose groups open with a tinted row of their name, codes in
// mono, list, trade and VAT-inclusive prices right-aligned, notes under a rule) and a ferry timetable
// (a navy band with drawn waves and the operator, the title large, each direction a table of
// crossings down and ports across with the vessel's sign in a circle, then the legend and the fares
// side by side in boxes, and notes), and the slide (a landscape page with a dark teal panel down its
// left third: the community small, the meeting, the slide's title large, the date and place under a
// short rule; at the right the agenda, each point's time bold in a tinted tab, the point in bold
// beside it, its sub-points after drawn squares, thin rules between points; the board and the
// slide's number at the foot). Prices and times are worked out here; one truth line per row or block.
import { amount, seededRandom, type PageContent } from './html-kit.js';
import type { FerryParts } from './records-vault-ferry.js';
import type { AgendaParts, PriceListParts } from './records-vault-grids.js';
import { lines, round2, t } from './templates-vault.js';

const pounds = (n: number) => amount(n, '.', ',');

export function priceList(p: PriceListParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const red = '#8e1b1b';
  const truth = [...p.merchant, ...p.title, p.note, p.columns.join(' ')];
  const right = (i: number) => (i >= 2 ? 'text-align:right;white-space:nowrap;' : '');
  const body = p.groups.map(([group, off, items]) => {
    truth.push(group);
    const rows = items.map(([code, what, pack, lo, hi]) => {
      const list = random.int(Math.round(lo * 100), Math.round(hi * 100)) / 100;
      const trade = round2(list * (1 - off / 100));
      const cells = [code, what, pack, pounds(list), pounds(trade), pounds(round2(trade * 1.2))];
      truth.push(cells.join(' '));
      return `<tr>${cells.map((c, i) => `<td style="border-bottom:0.4pt solid #ddd;padding:0.9mm 1.5mm;${right(i)}${i === 0 ? "font-family:'DejaVu Sans Mono';font-size:8pt;" : ''}">${t(c)}</td>`).join('')}</tr>`;
    });
    return `<tr><td colspan="6" style="background:#f3e3e3;color:${red};font-weight:bold;padding:1.2mm 1.5mm;border-top:0.8pt solid ${red}">${t(group)}</td></tr>${rows.join('')}`;
  });
  truth.push(...p.notes);
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-end"><div><div style="font-family:'DejaVu Serif';font-weight:bold;font-size:22pt;color:${red}">${t(p.merchant[0])}</div>`,
    `<div style="font-size:8pt;color:#444;margin-top:1mm">${t(p.merchant[1])}</div></div><div style="text-align:right"><div style="font-size:17pt;font-weight:bold">${t(p.title[0])}</div>`,
    `<div style="font-size:9pt;margin:0.8mm 0 1.2mm">${t(p.title[1])}</div><span style="background:${red};color:#fff;font-size:8pt;padding:0.5mm 2.5mm;border-radius:1.5mm">${t(p.title[2])}</span></div></div>`,
    `<p style="font-style:italic;font-size:8.5pt;margin:5mm 0 3mm">${t(p.note)}</p>`,
    `<table style="width:100%;font-size:8.8pt"><tr>${p.columns.map((c, i) => `<th style="border-bottom:1.2pt solid #111;padding:1mm 1.5mm;${right(i)}">${t(c)}</th>`).join('')}</tr>${body.join('')}</table>`,
    `<div style="border-top:0.6pt solid #111;margin-top:4mm;padding-top:1.5mm;font-size:8pt;line-height:1.4">${p.notes.map((n) => `<p style="margin:0 0 1mm">${t(n)}</p>`).join('')}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Waves (drawn, no text). */
const waves =
  '<svg width="16mm" height="8mm" viewBox="0 0 64 32" style="flex:none"><g fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round">' +
  '<path d="M2 12c5-6 10-6 15 0s10 6 15 0 10-6 15 0 10 6 15 0"/><path d="M2 24c5-6 10-6 15 0s10 6 15 0 10-6 15 0 10 6 15 0"/></g></svg>';

export function ferryTimetable(f: FerryParts): PageContent {
  const navy = '#123a6b';
  const [before, pier] = f.heads;
  const truth = [...f.operator, ...f.title];
  const tables = f.directions.map(([heading, ports, crossings]) => {
    const heads = [...before, ...ports, pier];
    const rows = crossings.map(([n, vessel, days, dep, calls, at]) => {
      const [a, b] = ports[0] === 'Napoli' ? f.legs[vessel]! : [...f.legs[vessel]!].reverse();
      return [n, vessel, days, clock(dep), calls ? clock(dep + a!) : '—', clock(dep + a! + b! - (calls ? 0 : 10)), at];
    });
    truth.push(heading, heads.join(' '), ...rows.map((r) => r.join(' ')));
    const cell = (c: string, i: number) =>
      i === 1
        ? `<td style="text-align:center"><span style="display:inline-block;width:5mm;height:5mm;line-height:5mm;border-radius:50%;background:${c === 'A' ? navy : '#6b8fb8'};color:#fff;font-size:7.5pt;font-weight:bold">${t(c)}</span></td>`
        : `<td style="padding:0.4mm 2mm;${i >= 2 && i <= 5 ? 'text-align:center;' : ''}">${t(c)}</td>`;
    return [
      `<div style="font-weight:bold;font-size:11pt;color:${navy};margin:4mm 0 1.2mm">${t(heading)}</div>`,
      `<table style="width:100%;font-size:9.2pt"><tr>${heads.map((c, i) => `<th style="border-bottom:1pt solid ${navy};padding:0.7mm 2mm;${i >= 1 && i <= 5 ? 'text-align:center' : ''}">${t(c)}</th>`).join('')}</tr>`,
      ...rows.map((r, k) => `<tr style="background:${k % 2 ? '#eef3f9' : '#fff'}">${r.map(cell).join('')}</tr>`),
      `</table>`,
    ].join('');
  });
  const [fareHead, fares] = f.fares;
  truth.push(...f.legend.map((l) => l.join(' ')), fareHead, ...fares.map((r) => r.join(' ')), ...f.notes);
  const html = [
    `<div style="background:${navy};color:#fff;margin:-16mm -18mm 0;padding:7mm 18mm 5mm;display:flex;align-items:center;gap:4mm">${waves}`,
    `<div><div style="font-size:15pt;font-weight:bold">${t(f.operator[0])}</div><div style="font-size:8.5pt;margin-top:0.8mm">${t(f.operator[1])}</div></div></div>`,
    `<div style="font-size:20pt;font-weight:bold;margin-top:5mm">${t(f.title[0])}</div><div style="font-size:12pt;margin-top:1mm">${t(f.title[1])}</div>`,
    `<div style="font-size:9pt;color:#444;margin-top:1mm">${t(f.title[2])}</div>`,
    ...tables,
    `<div style="display:flex;gap:6mm;margin-top:5mm;font-size:8.5pt;line-height:1.45"><div style="flex:1;border:0.6pt solid #999;padding:2mm 3mm">`,
    ...f.legend.map(([s, what]) => `<div><b style="display:inline-block;width:6mm">${t(s)}</b>${t(what)}</div>`),
    `</div><div style="flex:1.1;border:0.6pt solid #999;padding:2mm 3mm"><b>${t(fareHead)}</b>`,
    ...fares.map(([k, v]) => `<div style="display:flex;justify-content:space-between"><span>${t(k)}</span><span>${t(v)}</span></div>`),
    `</div></div><div style="font-size:8pt;line-height:1.4;margin-top:3mm">${lines(f.notes)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function agendaSlide(a: AgendaParts): PageContent {
  const teal = '#0e5a63';
  const [community, meeting, title, when] = a.panel;
  const square = `<span style="display:inline-block;width:2mm;height:2mm;background:${teal};margin:0 2.5mm 0.6mm 0;vertical-align:middle;text-indent:0"></span>`;
  const items = a.items.map(
    ([time, point, subs], i) =>
      `<div style="display:flex;gap:5mm;padding:4mm 0;${i ? 'border-top:0.5pt solid #bbb' : ''}">` +
      `<div style="width:19mm;flex:none;background:#dcecee;color:${teal};font-weight:bold;font-size:14pt;text-align:center;padding:1mm 0;align-self:flex-start">${t(time)}</div>` +
      `<div><div style="font-size:16pt;font-weight:bold;line-height:1.25">${t(point)}</div>` +
      subs
        .map((s) => `<div style="font-size:13pt;margin-top:1.5mm;color:#333;padding-left:4.5mm;text-indent:-4.5mm">${square}${t(s)}</div>`)
        .join('') +
      `</div></div>`,
  );
  const html = [
    `<div style="position:absolute;left:0;top:0;bottom:0;width:92mm;background:${teal};color:#fff;box-sizing:border-box;padding:22mm 10mm 0 14mm">`,
    `<div style="font-size:11pt;opacity:0.9">${t(community)}</div><div style="font-size:14pt;margin-top:5mm;line-height:1.3">${t(meeting)}</div>`,
    `<div style="font-size:30pt;font-weight:bold;margin-top:9mm;line-height:1.1">${t(title)}</div>`,
    `<div style="width:22mm;border-top:1.2mm solid #7fc4cc;margin:8mm 0 6mm"></div>`,
    `<div style="font-size:13pt;line-height:1.5">${when.map(t).join('<br>')}</div></div>`,
    `<div style="margin-left:78mm;margin-top:-4mm">${items.join('')}</div>`,
    `<div style="position:absolute;left:100mm;right:22mm;bottom:9mm;display:flex;justify-content:space-between;font-size:10pt;color:#555">`,
    `<span>${t(a.footer[0])}</span><span>${t(a.footer[1])}</span></div>`,
  ].join('');
  const truth = [
    community,
    meeting,
    title,
    ...when,
    ...a.items.flatMap(([time, point, subs]) => [`${time} ${point}`, ...subs]),
    ...a.footer,
  ];
  return { html, truth: truth.join('\n'), pageName: 'slide', className: 'sans' };
}
