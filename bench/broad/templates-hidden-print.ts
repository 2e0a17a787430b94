// The hidden part's insurance conditions and club rules, made apart from every other part's
// templates. The conditions: a Czech insurer's general conditions as it prints them (its name and
// the conditions' code over a double green rule, the title centred in bold with the date it takes
// effect under it, two condensed serif columns of 9 pt, each article's number centred over its name
// in bold, the paragraphs' numbers in brackets (counted here) hanging, the lettered points
// indented, the limits in a ruled table with a green-tinted head, the insurer's registration in
// light grey and the page at the foot). The club rules: a fitness club's annex to its contract (a
// drawn kettlebell beside the club's name and address, the annex's line in italics at the right,
// the title centred, each section's heading after an orange bar, the clauses numbered 1.1. and so
// on, hanging, one section in a shaded box under a small heading of its own, lines to sign with
// their labels under them at the foot). One truth line per block.
import type { PageContent } from './html-kit.js';
import type { ClubParts } from './prose-hidden-club.js';
import type { ConditionsParts } from './prose-hidden-insurance.js';
import { t } from './templates-hidden.js';

const green = '#2e6b3a';

export function conditionsPage(c: ConditionsParts): PageContent {
  const truth = [...c.running, ...c.title];
  const [limitsAfter, heads, limits] = c.limits;
  const articles = c.articles.map(([number, name, paras]) => {
    truth.push(number, name);
    const body = paras.map((para, i) => {
      const [text, points] = typeof para === 'string' ? [para, []] : para;
      truth.push(`(${i + 1}) ${text}`, ...points);
      const hang = `<div style="display:flex;text-align:justify;margin-bottom:0.6mm"><span style="width:6mm;flex:none">(${i + 1})</span><span>${t(text)}</span></div>`;
      const sub = points.map((x) => `<div style="margin:0 0 0.4mm 10mm;text-indent:-4mm;text-align:justify">${t(x)}</div>`).join('');
      if (number !== limitsAfter || i !== 0) return hang + sub;
      truth.push(heads.join(' '), ...limits.map((r) => r.join(' ')));
      const row = (r: string[], th: boolean) =>
        `<tr${th ? ` style="background:#dfeee2"` : ''}>${r.map((x, k) => `<td style="border:0.5pt solid #666;padding:0.4mm 1.5mm;${k ? 'text-align:right;white-space:nowrap;' : ''}${th ? 'font-weight:bold;' : ''}">${t(x)}</td>`).join('')}</tr>`;
      return `${hang}<table style="width:100%;margin:1mm 0 1.6mm">${row(heads, true)}${limits.map((r) => row(r, false)).join('')}</table>`;
    });
    return `<div style="text-align:center;margin:2.2mm 0 1.2mm;break-after:avoid">${t(number)}<br><b>${t(name)}</b></div>${body.join('')}`;
  });
  truth.push(...c.foot);
  const html = [
    `<div style="display:flex;justify-content:space-between;font-size:9pt;border-bottom:2.2pt double ${green};padding-bottom:1.2mm">`,
    `<b style="color:${green}">${t(c.running[0])}</b><span>${t(c.running[1])}</span></div>`,
    `<div style="text-align:center;margin:4mm 0 3mm"><div style="font-size:13pt;font-weight:bold">${t(c.title[0])}</div><div style="font-size:9pt;margin-top:1mm">${t(c.title[1])}</div></div>`,
    `<div class="cols2" style="font-size:9pt;line-height:1.24;column-gap:7mm">${articles.join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:8mm;display:flex;gap:10mm;align-items:flex-end;font-size:6.5pt;color:#888">`,
    `<span style="flex:1">${t(c.foot[0])}</span><span style="font-size:8pt;color:#111;white-space:nowrap">${t(c.foot[1])}</span></div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'serif-condensed' };
}

const orange = '#d9621c';

/** A kettlebell (drawn, no text). */
const kettlebell =
  `<svg width="11mm" height="12mm" viewBox="0 0 36 40" style="flex:none"><path d="M10 15V10a8 8 0 0 1 16 0v5" fill="none" stroke="${orange}" stroke-width="4"/>` +
  '<ellipse cx="18" cy="27" rx="15" ry="12" fill="#222"/><rect x="8" y="37" width="20" height="3" fill="#222"/></svg>';

export function clubRules(r: ClubParts): PageContent {
  const truth = [...r.club, r.annex, ...r.title];
  const [boxedHead, boxLabel] = r.boxed;
  const sections = r.sections.map(([head, clauses]) => {
    const n = head.split('.')[0]!;
    const boxed = head === boxedHead;
    truth.push(...(boxed ? [boxLabel] : []), head, ...clauses.map((x, i) => `${n}.${i + 1}. ${x}`));
    const body = clauses
      .map(
        (x, i) =>
          `<div style="display:flex;margin-bottom:0.8mm"><span style="width:9mm;flex:none">${n}.${i + 1}.</span><span>${t(x)}</span></div>`,
      )
      .join('');
    const title = `<div style="font-weight:bold;margin:2.4mm 0 1mm;border-left:1.6mm solid ${orange};padding-left:2mm">${t(head)}</div>`;
    if (!boxed) return title + body;
    const label = `<div style="font-size:7.5pt;color:#666;margin-bottom:-1mm">${t(boxLabel)}</div>`;
    return `<div style="background:#f1f1ee;border:0.5pt solid #ccc;padding:1.5mm 3mm 1mm;margin:2mm 0">${label}${title}${body}</div>`;
  });
  const [signHead, signLeft, signRight] = r.sign;
  truth.push(signHead, signLeft, signRight, r.page);
  const line = (label: string, width: string) =>
    `<div style="width:${width};border-top:0.6pt solid #111;padding-top:0.6mm;font-size:7pt;color:#555;text-align:center">${t(label)}</div>`;
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start;gap:10mm"><div style="display:flex;gap:2.5mm;align-items:center">${kettlebell}`,
    `<div><div style="font-size:13pt;font-weight:bold">${t(r.club[0])}</div><div style="font-size:7.5pt;color:#555">${t(r.club[1])}</div></div></div>`,
    `<div style="width:62mm;font-size:8pt;font-style:italic;text-align:right">${t(r.annex)}</div></div>`,
    `<div style="text-align:center;margin:4mm 0 1mm"><div style="font-size:15pt;font-weight:bold">${t(r.title[0])}</div><div style="font-size:8pt;color:#666">${t(r.title[1])}</div></div>`,
    `<div style="font-size:10pt;line-height:1.24;text-align:justify">${sections.join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:11mm;font-size:9pt"><div style="margin-bottom:8mm">${t(signHead)}</div>`,
    `<div style="display:flex;gap:12mm">${line(signLeft, '50mm')}${line(signRight, '80mm')}</div></div>`,
    `<div style="position:absolute;right:18mm;bottom:6mm;font-size:7.5pt;color:#555">${t(r.page)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'condensed' };
}
