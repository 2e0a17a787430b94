// The fresh part's tables and forms: a delivery note (boxed parties, ticked transport, a ruled item
// list, empty signature boxes), a two-column menu with dotted leaders to the prices, a conference
// programme with session rows across the table, and laboratory results with out-of-range values in
// bold (drawn from a seed). One truth line per row, empty cells left out.
import { escWhole, seededRandom, type PageContent } from './html-kit.js';
import type { MenuParts } from './records-fresh-shop.js';
import type { DeliveryParts, LabParts, ProgrammeParts } from './records-fresh-tables.js';

const br = (xs: string[]) => xs.map(escWhole).join('<br>');

export function deliveryNote(d: DeliveryParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const [ask, options, chosen] = d.transport;
  const tick = (on: boolean, word: string) =>
    `<span class="box" style="display:inline-block;width:4mm;min-height:4mm;padding:0 1mm;text-align:center;margin:0 1.5mm 0 5mm">${on ? 'X' : '&nbsp;'}</span>${escWhole(word)}`;
  const items = d.items.map(([code, name, unit], i) => {
    const qty = unit === 'm²' ? (random.int(100, 600) / 10).toFixed(1).replace('.', ',') : String(random.int(1, 24));
    return [`${i + 1}.`, code, name, qty, unit];
  });
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start"><h1 style="font-size:20pt">${escWhole(d.title)}</h1>`,
    `<div class="box" style="font-size:9.5pt;line-height:1.5">${br(d.meta)}</div></div>`,
    `<table style="width:100%;margin:6mm 0 4mm;border-collapse:separate;border-spacing:3mm 0"><tr>`,
    ...d.parties.map(
      ([who, lines]) =>
        `<td class="box" style="width:50%;font-size:10pt;line-height:1.4"><div style="font-size:8pt;font-weight:bold;margin-bottom:1mm">${escWhole(who)}</div>${br(lines)}</td>`,
    ),
    `</tr></table>`,
    `<p style="font-size:10pt;margin:0 0 4mm 3mm">${escWhole(ask)} ${options.map((o, i) => tick(i === chosen, o)).join(' ')}</p>`,
    `<table class="ruled" style="width:100%;font-size:9.5pt"><tr style="background:#e4e4e4">${d.columns.map((c) => `<th>${escWhole(c)}</th>`).join('')}</tr>`,
    ...items.map((r) => `<tr>${r.map((c, i) => `<td${i === 0 || i === 3 ? ' class="num"' : ''}>${escWhole(c)}</td>`).join('')}</tr>`),
    `</table><p style="font-size:9.5pt;margin-top:4mm;line-height:1.5">${br(d.summary)}</p>`,
    `<table style="width:100%;margin-top:10mm;border-collapse:separate;border-spacing:3mm 0"><tr>`,
    ...d.signatures.map(
      (s) => `<td style="width:33%;font-size:8.5pt;text-align:center"><div class="box" style="height:18mm"></div>${escWhole(s)}</td>`,
    ),
    `</tr></table>`,
  ].join('');
  const truth = [d.title, ...d.meta, ...d.parties.flat(2)];
  truth.push(
    `${ask} ${options.map((o, i) => `${i === chosen ? 'X ' : ''}${o}`).join(' ')}`,
    d.columns.join(' '),
    ...items.map((r) => r.join(' ')),
  );
  return { html, truth: [...truth, ...d.summary, ...d.signatures].join('\n'), className: 'sans' };
}

export function menu(m: MenuParts): PageContent {
  const dish = ([name, price, note]: [string, string, string]) =>
    `<div style="break-inside:avoid;margin-bottom:2.6mm"><div style="display:flex;align-items:flex-end;font-size:11pt">` +
    `<span>${escWhole(name)}</span><span style="flex:1;border-bottom:1.3pt dotted #444;margin:0 1.5mm 1mm;min-width:6mm"></span><span style="white-space:nowrap">${escWhole(price)}</span></div>` +
    (note ? `<div style="font-size:9pt;font-style:italic;color:#333">${escWhole(note)}</div>` : '') +
    `</div>`;
  const html = [
    `<h1 style="font-size:27pt;text-align:center;margin:4mm 0 1mm">${escWhole(m.name)}</h1>`,
    `<p style="font-size:12pt;text-align:center;font-style:italic">${escWhole(m.subtitle)}</p>`,
    `<div style="border-top:0.8pt solid #111;border-bottom:0.8pt solid #111;height:1.2mm;width:50%;margin:3mm auto 8mm"></div>`,
    `<div class="cols2" style="column-gap:12mm">`,
    ...m.sections.map(
      ([h, dishes]) =>
        `<h2 style="font-size:15pt;text-align:center;margin:2mm 0 4mm;break-after:avoid">${escWhole(h)}</h2>` + dishes.map(dish).join(''),
    ),
    `</div><p style="position:absolute;bottom:14mm;left:18mm;right:18mm;text-align:center;font-size:9pt">${escWhole(m.footer)}</p>`,
  ].join('');
  const truth = [
    m.name,
    m.subtitle,
    ...m.sections.flatMap(([h, ds]) => [h, ...ds.flatMap(([n, p, note]) => [`${n} ${p}`, note].filter(Boolean))]),
  ];
  return { html, truth: [...truth, m.footer].join('\n') };
}

export function programme(p: ProgrammeParts): PageContent {
  const line = 'border-bottom:0.4pt solid #bbb;padding:1.4mm 1.5mm';
  const rows = p.rows.map((r) =>
    r.length === 1
      ? `<tr><td colspan="4" style="background:#dfe5ee;font-weight:bold;padding:1.6mm 1.5mm;font-size:10.5pt">${escWhole(r[0])}</td></tr>`
      : `<tr>${r.map((c, i) => `<td style="${line}${i === 0 ? ';font-weight:bold' : ''}${i === 3 ? ';font-style:italic' : ''}">${escWhole(c)}</td>`).join('')}</tr>`,
  );
  const html = [
    `<h1 style="font-size:19pt">${escWhole(p.title)}</h1>`,
    `<p style="font-size:11pt">${escWhole(p.subtitle)}</p>`,
    `<h2 style="font-size:13pt;margin:6mm 0 3mm;border-left:2.5mm solid #1d2b4f;padding-left:3mm">${escWhole(p.day)}</h2>`,
    `<table style="width:100%;font-size:9.5pt"><tr>${p.columns.map((c) => `<th style="border-bottom:1.2pt solid #111;padding:1mm 1.5mm">${escWhole(c)}</th>`).join('')}</tr>`,
    ...rows,
    `</table><p style="font-size:8.5pt;margin-top:5mm">${escWhole(p.note)}</p>`,
  ].join('');
  return {
    html,
    truth: [p.title, p.subtitle, p.day, p.columns.join(' '), ...p.rows.map((r) => r.filter(Boolean).join(' ')), p.note].join('\n'),
  };
}

export function labResults(l: LabParts, seed: number): PageContent {
  const random = seededRandom(seed);
  const comma = (n: number, d: number) => n.toFixed(d).replace('.', ',');
  const pairs = l.patient.map(([k, v]) => `${k}: ${v}`);
  const patientRows = [0, 2, 4].map((i) => pairs.slice(i, i + 2));
  const sections = l.sections.map(([h, tests]) => {
    const rows = tests.map(([name, lo, hi, unit, d]) => {
      const span = hi - lo;
      const value = lo - 0.15 * span + (random.int(0, 1000) / 1000) * 1.3 * span;
      const shown = Number(value.toFixed(d));
      return { cells: [name, comma(value, d), unit, `${comma(lo, d)} – ${comma(hi, d)}`], out: shown < lo || shown > hi };
    });
    return [h, rows] as const;
  });
  const cell = 'padding:1.1mm 1.5mm;border-bottom:0.3pt solid #aaa';
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1.2pt solid #111;padding-bottom:2mm">`,
    `<div><div style="font-size:14pt;font-weight:bold">${escWhole(l.lab[0]!)}</div><div style="font-size:8pt">${escWhole(l.lab[1]!)}</div></div>`,
    `<div style="font-size:12pt;font-weight:bold">${escWhole(l.title)}</div></div>`,
    `<table style="width:100%;font-size:9pt;margin:4mm 0 6mm;border:0.8pt solid #111">`,
    ...patientRows.map((r) => `<tr>${r.map((c) => `<td style="width:50%;padding:1mm 2mm">${escWhole(c)}</td>`).join('')}</tr>`),
    `</table><table style="width:100%;font-size:9.5pt"><tr>${l.columns.map((c, i) => `<th style="border-bottom:1.2pt solid #111;${i === 1 ? 'text-align:right' : ''}">${escWhole(c)}</th>`).join('')}</tr>`,
    ...sections.flatMap(([h, rows]) => [
      `<tr><td colspan="4" style="font-weight:bold;font-size:10.5pt;padding:4mm 1.5mm 1mm">${escWhole(h)}</td></tr>`,
      ...rows.map(
        ({ cells, out }) =>
          `<tr>${cells.map((c, i) => `<td style="${cell}${i === 1 ? ';text-align:right' : ''}${i === 1 && out ? ';font-weight:bold' : ''}">${escWhole(c)}</td>`).join('')}</tr>`,
      ),
    ]),
    `</table><p style="font-size:8pt;margin-top:6mm">${escWhole(l.note)}</p>`,
    `<p style="font-size:9.5pt;text-align:right;margin-top:12mm">${br(l.sign)}</p>`,
  ].join('');
  const truth = [...l.lab, l.title, ...patientRows.map((r) => r.join(' ')), l.columns.join(' ')];
  for (const [h, rows] of sections) truth.push(h, ...rows.map((r) => r.cells.join(' ')));
  return { html, truth: [...truth, l.note, ...l.sign].join('\n'), className: 'sans' };
}
