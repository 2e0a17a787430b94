// The sealed part's small-print templates, made apart from every other part's: a bike share's terms
// of use (a drawn wheel logo beside the brand, the title over a tinted introduction, clauses numbered
// on two levels with the numbers hanging in a left gutter, a footer rule) and a laboratory's test
// method (a ruled document grid at the head, numbered sections under hairlines, round bullets,
// numbered steps, a centred formula, a three-rule precision table and a safety box with a drawn
// warning sign). The water company's notice: templates-sealed-notice.ts. One truth line per block.
import { escWhole, type PageContent } from './html-kit.js';
import type { Clauses } from './prose-sealed.js';
import type { MethodSection } from './prose-sealed-more.js';
import type { MethodParts, TermsParts } from './records-sealed.js';

export const lines = (xs: string[]) => xs.map(escWhole).join('<br>');

/** Items each after a drawn round dot (no text), `size` the font size. */
export const dots = (items: string[], size: string, colour: string) =>
  items
    .map(
      (t) =>
        `<div style="position:relative;padding-left:4mm;margin-bottom:0.3em;font-size:${size}"><span style="position:absolute;left:0.8mm;top:0.45em;width:1.3mm;height:1.3mm;border-radius:50%;background:${colour}"></span>${escWhole(t)}</div>`,
    )
    .join('');

/** Two bicycle wheels and a frame (drawn, no text). */
const wheels =
  '<svg width="16mm" height="10mm" viewBox="0 0 64 40"><g fill="none" stroke="#1b7f4b" stroke-width="3"><circle cx="13" cy="27" r="11"/><circle cx="51" cy="27" r="11"/>' +
  '<path d="M13 27l12-16h18l8 16M25 11l9 16h-21M43 11l-9 16M22 7h8"/></g></svg>';

export function termsPage(t: TermsParts, clauses: Clauses): PageContent {
  const green = '#1b7f4b';
  const numbered = (n: string, inner: string, extra = '') =>
    `<div style="display:flex;${extra}"><span style="width:7mm;flex:none">${n}</span><span style="flex:1;text-align:justify">${inner}</span></div>`;
  const body = clauses.flatMap(([head, paras], i) => [
    numbered(`${i + 1}.`, `<b>${escWhole(head)}</b>`, 'margin:1.3mm 0 0.4mm;font-size:8.6pt'),
    ...paras.map((p, j) => numbered(`${i + 1}.${j + 1}`, escWhole(p), 'margin-bottom:0.4mm')),
  ]);
  const html = [
    `<div style="display:flex;align-items:center;gap:2.5mm">${wheels}<span style="font-size:17pt;font-weight:bold;color:${green}">${escWhole(t.brand)}</span></div>`,
    `<h1 style="font-size:15pt;margin:3mm 0 1mm">${escWhole(t.title)}</h1>`,
    `<div style="font-size:8pt;color:#555;margin-bottom:3mm">${escWhole(t.version)}</div>`,
    `<div style="background:#e7f3ec;border-left:2.5pt solid ${green};padding:2mm 3mm;font-size:8.6pt;line-height:1.35;margin-bottom:2mm">${escWhole(t.intro)}</div>`,
    `<div style="font-size:8pt;line-height:1.23">${body.join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;display:flex;justify-content:space-between;gap:8mm;font-size:6.5pt;color:#444;border-top:0.5pt solid #999;padding-top:1mm">`,
    `<span>${escWhole(t.footer[0])}</span><span style="flex:none">${escWhole(t.footer[1])}</span></div>`,
  ].join('');
  const truth = [t.brand, t.title, t.version, t.intro];
  clauses.forEach(([head, paras], i) => truth.push(`${i + 1}. ${head}`, ...paras.map((p, j) => `${i + 1}.${j + 1} ${p}`)));
  truth.push(...t.footer);
  return { html, truth: truth.join('\n'), className: 'condensed' };
}

/** A warning triangle with an exclamation mark (drawn, no text). */
const warning =
  '<svg width="9mm" height="8mm" viewBox="0 0 36 32" style="flex:none"><path d="M18 2L34 30H2z" fill="#f2c200" stroke="#111" stroke-width="2" stroke-linejoin="round"/>' +
  '<path d="M18 11v10" stroke="#111" stroke-width="3.2"/><circle cx="18" cy="25.5" r="1.9" fill="#111"/></svg>';

export function labMethod(m: MethodParts, sections: MethodSection[]): PageContent {
  const blue = '#214f7a';
  const truth: string[] = [];
  const grid = m.grid
    .map((row) => {
      truth.push(row.map((c) => c.join(' ')).join(' '));
      const cells = row.map(([k, v]) => `<td style="width:12%;color:#555;font-size:7pt">${escWhole(k)}</td><td>${escWhole(v)}</td>`);
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('');
  truth.push(m.title);
  const head = (n: number, t: string) =>
    `<div style="font-weight:bold;font-size:10pt;color:${blue};border-bottom:0.5pt solid ${blue};margin:2.4mm 0 1mm">${n} ${escWhole(t)}</div>`;
  const para = (t: string) => `<p style="text-align:justify;margin:0 0 0.35em">${escWhole(t)}</p>`;
  const body = sections.map((s, i) => {
    truth.push(`${i + 1} ${s.head}`, ...(s.paras ?? []), ...(s.formula ? [s.formula] : []));
    const list = s.list ?? [];
    const steps = list.map((x, j) => {
      truth.push(s.ordered ? `${i + 1}.${j + 1} ${x}` : x);
      return `<div style="display:flex;margin-bottom:0.3em"><span style="width:8mm;flex:none">${i + 1}.${j + 1}</span><span>${escWhole(x)}</span></div>`;
    });
    truth.push(...(s.after ?? []));
    return [
      head(i + 1, s.head),
      ...(s.paras ?? []).map(para),
      s.formula
        ? `<div style="text-align:center;font-family:'DejaVu Serif';font-style:italic;font-size:11pt;margin:1.5mm 0">${escWhole(s.formula)}</div>`
        : '',
      // Short items (instruments) side by side in two columns, as such lists are set to save room.
      s.ordered
        ? steps.join('')
        : `<div style="${list.every((x) => x.length < 70) ? 'column-count:2;column-gap:6mm' : ''}">${dots(list, '9pt', blue)}</div>`,
      ...(s.after ?? []).map(para),
    ].join('');
  });
  const [precHead, caption, cols, rows] = m.precision;
  const n = sections.length;
  truth.push(
    `${n + 1} ${precHead}`,
    caption,
    cols.join(' '),
    ...rows.map((r) => r.join(' ')),
    `${n + 2} ${m.safety[0]}`,
    m.safety[1],
    m.foot,
  );
  const td = (c: string, i: number, th = false) =>
    `<${th ? 'th' : 'td'} style="padding:0.4mm 2mm;${i > 0 ? 'text-align:right;' : ''}${th ? 'border-bottom:0.6pt solid #111' : ''}">${escWhole(c)}</${th ? 'th' : 'td'}>`;
  const html = [
    `<table class="ruled" style="width:100%;font-size:8.5pt">${grid}</table>`,
    `<h1 style="font-size:12pt;margin:4mm 0 0.5mm">${escWhole(m.title)}</h1>`,
    `<div style="font-size:9pt;line-height:1.24">${body.join('')}`,
    head(n + 1, precHead),
    `<div style="font-size:8pt;font-style:italic;margin-bottom:1mm">${escWhole(caption)}</div>`,
    `<table style="width:100%;font-size:8.5pt;border-top:1pt solid #111;border-bottom:1pt solid #111"><tr>${cols.map((c, i) => td(c, i, true)).join('')}</tr>`,
    ...rows.map((r) => `<tr>${r.map((c, i) => td(c, i)).join('')}</tr>`),
    `</table>${head(n + 2, m.safety[0])}`,
    `<div style="display:flex;gap:3mm;align-items:center;border:1pt solid #111;padding:2mm 3mm;background:#fff8d6">${warning}<span>${escWhole(m.safety[1])}</span></div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;font-size:7pt;color:#444;text-align:center;border-top:0.5pt solid #999;padding-top:1mm">${escWhole(m.foot)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}
