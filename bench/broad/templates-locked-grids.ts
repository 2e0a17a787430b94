// The locked part's tables, made apart from every other part's templates: a tide table (the issuer
// small over the port and month large at the left, the place and the note at the right, one table
// with a two-level header on a sea-blue ground, the days in rows banded by week with Sundays in bold,
// the moon's quarters drawn in their column, a missing tide as a dash, the legend of drawn quarters
// and the notes under it) and a repayment schedule (the lender's line over a double rule, the title
// at the left and the client's details in a ruled box at the right, the loan's figures on a grey
// panel two to a row, the instalments with figures at the right and a bold total row, the notes and
// two lines to sign). Tides and instalments are worked out here; one truth line per row.
import type { PageContent } from './html-kit.js';
import type { LoanParts, TidesParts } from './records-locked-grids.js';
import { lines, money, t } from './templates-locked.js';

const sea = '#0f5f7a';
/** The tide's period in minutes, and the spring and neap cycle's in days. */
const [TIDE, SPRINGS] = [745.2, 14.765];

/** A quarter of the moon: full, last quarter, new, first quarter (drawn, no text). */
const moon = (q: number) => {
  const half = q === 1 ? 'M8 1a7 7 0 0 0 0 14z' : 'M8 1a7 7 0 0 1 0 14z';
  const fill = q === 2 ? '#222' : '#fff';
  return `<svg width="3.6mm" height="3.6mm" viewBox="0 0 16 16" style="vertical-align:-0.6mm"><circle cx="8" cy="8" r="7" fill="${fill}" stroke="#222" stroke-width="1.2"/>${q % 2 ? `<path d="${half}" fill="#222"/>` : ''}</svg>`;
};

export function tideTable(m: TidesParts): PageContent {
  const [days, first, spring, sunday] = m.month;
  const clock = (min: number) =>
    `${String(Math.floor((min % 1440) / 60)).padStart(2, '0')}:${String(Math.floor(min % 60)).padStart(2, '0')}`;
  const height = (min: number, k: number, high: boolean) => {
    const swing = 1.25 + 0.45 * Math.cos((2 * Math.PI * (min / 1440 - spring)) / SPRINGS) + (k % 2 ? 0.06 : -0.06);
    return (2.05 + (high ? swing : -swing)).toFixed(1).replace('.', ',');
  };
  const waters = (offset: number, high: boolean, day: number) => {
    const out: string[] = [];
    for (let k = -1; k < 70; k++) {
      const at = first + offset + k * TIDE;
      if (at >= day * 1440 && at < (day + 1) * 1440) out.push(clock(at), height(at, k, high));
    }
    while (out.length < 4) out.push('—', '');
    return out;
  };
  const truth = [...m.issuer, ...m.title, ...m.notes, m.heads.join(' '), [m.sub, m.sub, m.sub, m.sub].flat().join(' ')];
  const rows = Array.from({ length: days }, (_, d) => {
    const phase = m.phases.find((p) => p[0] === d + 1);
    const cells = [String(d + 1), m.weekdays[d % 7]!, ...waters(0, true, d), ...waters(TIDE / 2, false, d)];
    truth.push(cells.filter(Boolean).join(' '));
    const html = cells.map(
      (c, i) =>
        `<td style="text-align:center;padding:0.55mm 1mm;${i >= 2 && i % 4 === 2 ? 'border-left:0.6pt solid #9bb;' : ''}">${t(c)}</td>`,
    );
    html.splice(2, 0, `<td style="text-align:center">${phase ? moon(phase[1]) : ''}</td>`);
    return `<tr style="background:${Math.floor(d / 7) % 2 ? '#eef5f7' : '#fff'};${d % 7 === sunday ? 'font-weight:bold' : ''}">${html.join('')}</tr>`;
  });
  truth.push(...m.phases.map(([day, , name]) => `${name} ${day}`), ...m.foot);
  const th = (c: string, style = '', span = 1) => `<th colspan="${span}" style="text-align:center;padding:0.8mm 1mm;${style}">${t(c)}</th>`;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2pt solid ${sea};padding-bottom:2mm">`,
    `<div><div style="font-size:8.5pt;color:#444">${lines(m.issuer)}</div><div style="font-size:20pt;font-weight:bold;color:${sea};margin-top:2mm">${t(m.title[0])}</div>`,
    `<div style="font-size:13pt">${t(m.title[1])} · <b>${t(m.title[2])}</b></div></div><div style="width:72mm;font-size:8pt;text-align:right">${lines(m.notes)}</div></div>`,
    `<table style="width:100%;font-size:9pt;margin-top:4mm"><tr style="background:${sea};color:#fff">`,
    `${th(m.heads[0], 'width:9mm')}${th(m.heads[1], 'width:10mm')}${th(m.heads[2], 'width:9mm')}${th(m.heads[3], 'border-left:0.6pt solid #fff', 4)}${th(m.heads[4], 'border-left:0.6pt solid #fff', 4)}</tr>`,
    `<tr style="background:#d4e6ec;font-size:8pt"><th></th><th></th><th></th>${[m.sub, m.sub, m.sub, m.sub].map(([a, b]) => th(a) + th(b)).join('')}</tr>`,
    ...rows,
    `</table><div style="display:flex;gap:7mm;font-size:8.5pt;margin-top:3mm">`,
    ...m.phases.map(([day, q, name]) => `<span>${moon(q)} ${t(name)} ${day}</span>`),
    `</div><div style="font-size:7.5pt;color:#444;margin-top:3mm;line-height:1.4">${lines(m.foot)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function loanSchedule(l: LoanParts): PageContent {
  const [principal, fee, yearly, months, [day, month, year]] = l.loan;
  const rate = yearly / 1200;
  const cents = (n: number) => Math.round(n * 100) / 100;
  const instalment = Math.round((principal * rate) / (1 - (1 + rate) ** -months));
  let left = principal;
  const payments: number[] = [];
  const rows = Array.from({ length: months }, (_, k) => {
    const interest = cents(left * rate);
    const pay = k === months - 1 ? cents(left + interest) : instalment;
    left = cents(left - (pay - interest));
    payments.push(pay);
    const at = month - 1 + k;
    return [
      String(k + 1),
      `${day}. ${(at % 12) + 1}. ${year + Math.floor(at / 12)}`,
      money(pay),
      money(interest),
      money(cents(pay - interest)),
      money(left),
    ];
  });
  const paid = payments.reduce((s, p) => s + p, 0);
  // The APR: the monthly rate at which the instalments, discounted, are worth the loan less its fee.
  let [lo, hi] = [0, 0.05];
  for (let n = 0; n < 60; n++) {
    const mid = (lo + hi) / 2;
    if (payments.reduce((s, p, k) => s + p / (1 + mid) ** (k + 1), 0) > principal - fee) lo = mid;
    else hi = mid;
  }
  const values = [
    `${money(principal)} Kč`,
    `${yearly.toFixed(2).replace('.', ',')} % p. a.`,
    `${money(fee)} Kč`,
    String(months),
    `${money(instalment)} Kč`,
    `${money(paid + fee)} Kč`,
    `${(((1 + lo) ** 12 - 1) * 100).toFixed(2).replace('.', ',')} %`,
  ];
  const facts = l.facts.map((k, i) => [k, values[i]!]);
  const pairs = Array.from({ length: Math.ceil(facts.length / 2) }, (_, i) => facts.slice(2 * i, 2 * i + 2));
  const total = [l.total, '', money(paid), money(cents(paid - principal)), money(principal), ''];
  const truth = [...l.lender, ...l.title, l.made, ...l.client.map((r) => r.join(' ')), ...pairs.map((r) => r.flat().join(' '))];
  truth.push(l.columns.join(' '), ...rows.map((r) => r.join(' ')), total.filter(Boolean).join(' '), ...l.notes, ...l.signatures);
  const right = (i: number) => (i >= 2 ? 'text-align:right;' : i === 0 ? 'text-align:center;' : '');
  const html = [
    `<div style="font-size:8pt;color:#333;border-bottom:2.5pt double #5a2d82;padding-bottom:1.5mm"><b style="font-size:11pt;color:#5a2d82">${t(l.lender[0])}</b><br>${t(l.lender[1])}</div>`,
    `<div style="display:flex;justify-content:space-between;gap:8mm;margin:4mm 0"><div><div style="font-size:18pt;font-weight:bold">${t(l.title[0])}</div>`,
    `<div style="font-size:10pt">${t(l.title[1])}</div><div style="font-size:8.5pt;color:#555;margin-top:1mm">${t(l.made)}</div></div>`,
    `<table style="font-size:8.5pt;border:0.6pt solid #777;width:96mm">${l.client.map(([k, v]) => `<tr><td style="color:#555;white-space:nowrap">${t(k)}</td><td>${t(v)}</td></tr>`).join('')}</table></div>`,
    `<table style="width:100%;background:#f0ecf4;font-size:8.8pt;margin-bottom:4mm">`,
    ...pairs.map(
      (r) =>
        `<tr>${r.map(([k, v]) => `<td style="color:#444">${t(k!)}</td><td style="font-weight:bold;white-space:nowrap">${t(v!)}</td>`).join('')}</tr>`,
    ),
    `</table><table style="width:100%;font-size:8.8pt"><tr>${l.columns.map((c, i) => `<th style="border-bottom:1pt solid #111;border-top:1pt solid #111;${right(i)}">${t(c)}</th>`).join('')}</tr>`,
    ...rows.map(
      (r) =>
        `<tr>${r.map((c, i) => `<td style="padding:0.45mm 0.5em;white-space:nowrap;border-bottom:0.3pt solid #ddd;${right(i)}">${t(c)}</td>`).join('')}</tr>`,
    ),
    `<tr style="font-weight:bold">${total.map((c, i) => `<td style="border-top:1pt solid #111;white-space:nowrap;${right(i)}">${t(c)}</td>`).join('')}</tr></table>`,
    `<div style="font-size:7.8pt;color:#333;margin-top:3mm;line-height:1.4">${lines(l.notes)}</div>`,
    `<div style="display:flex;gap:25mm;margin-top:12mm;font-size:8.5pt">${l.signatures.map((s) => `<div style="flex:1;border-top:0.6pt solid #111;padding-top:0.8mm">${t(s)}</div>`).join('')}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
