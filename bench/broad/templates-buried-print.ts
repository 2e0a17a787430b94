// The buried part's berthing terms and house rules, made apart from every other part's templates.
// The berthing terms: a marina's one-page terms as it posts them to berth holders (a drawn anchor
// on a sea-blue disc beside the marina's name and contacts over a thin rule, the title and the
// season, the facts a skipper needs first in a pale blue box, two to a row after drawn diamonds,
// then each clause as a row: its number and name in blue at the left, its items numbered 1.1 and
// so on hanging at the right, all in 9 pt sans, the company's line and the document's code at the
// foot). The house rules: a Ukrainian college's rules for its hostel (the college's name across the
// top, the approval stamped at the right in capitals and lines under it, the title centred in two
// bold lines, two justified serif columns of 10 pt with each section's heading centred and each
// clause's number in bold at the start of its first line, the warden's line and where the rules
// hang in a framed box at the foot). One truth line per block.
import type { PageContent } from './html-kit.js';
import type { HostelParts } from './prose-buried-hostel.js';
import type { MarinaParts } from './prose-buried-marina.js';
import { t } from './templates-buried.js';

const sea = '#0b5d7a';

/** An anchor: a ring, the shank and stock, and the curved arms, white on a disc (drawn, no text). */
const anchor =
  `<svg width="14mm" height="14mm" viewBox="0 0 40 40" style="flex:none"><circle cx="20" cy="20" r="19" fill="${sea}"/><g fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round">` +
  '<circle cx="20" cy="9.5" r="3"/><path d="M20 12.5v20M13 17h14M9 25c2 6 6 8 11 8s9-2 11-8"/></g></svg>';

const diamond = `<span style="flex:none;width:2.2mm;height:2.2mm;background:${sea};transform:rotate(45deg);margin-top:1.2mm"></span>`;

export function marinaTerms(m: MarinaParts): PageContent {
  const [factsHead, facts] = m.facts;
  const truth = [...m.marina, ...m.title, factsHead, ...facts];
  const clauses = m.clauses.map(([head, items]) => {
    const n = head.split('.')[0]!;
    truth.push(head, ...items.map((x, i) => `${n}.${i + 1} ${x}`));
    const body = items
      .map(
        (x, i) =>
          `<div style="display:flex;margin-bottom:0.8mm"><span style="width:8mm;flex:none;color:${sea}">${n}.${i + 1}</span><span>${t(x)}</span></div>`,
      )
      .join('');
    return `<div style="display:flex;gap:4mm;border-top:0.4pt solid #b9d3dd;padding-top:1.3mm;margin-top:1.3mm"><div style="width:34mm;flex:none;font-weight:bold;color:${sea}">${t(head)}</div><div style="flex:1;text-align:justify">${body}</div></div>`;
  });
  truth.push(...m.foot);
  const html = [
    `<div style="display:flex;gap:3mm;align-items:center;border-bottom:0.6pt solid ${sea};padding-bottom:2mm">${anchor}`,
    `<div><div style="font-size:16pt;font-weight:bold;color:${sea}">${t(m.marina[0])}</div><div style="font-size:7.5pt;color:#444">${t(m.marina[1])}</div></div></div>`,
    `<div style="font-size:17pt;font-weight:bold;margin:4mm 0 1mm">${t(m.title[0])}</div><div style="font-size:9.5pt;color:#333">${t(m.title[1])}</div>`,
    `<div style="background:#e3f1f6;border-radius:1.5mm;padding:2mm 4mm;margin:3mm 0 1mm;font-size:9pt"><div style="font-weight:bold;color:${sea};margin-bottom:1.2mm">${t(factsHead)}</div>`,
    `<div style="display:grid;grid-template-columns:1fr 1fr;gap:1.5mm 6mm">${facts.map((f) => `<div style="display:flex;gap:2mm">${diamond}<span>${t(f)}</span></div>`).join('')}</div></div>`,
    `<div style="font-size:9pt;line-height:1.26">${clauses.join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;display:flex;justify-content:space-between;font-size:7pt;color:#666">`,
    `<span>${t(m.foot[0])}</span><span>${t(m.foot[1])}</span></div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'sans' };
}

export function hostelRules(h: HostelParts): PageContent {
  const truth = [h.college, ...h.approved, ...h.title];
  const sections = h.sections.map(([head, clauses]) => {
    const n = head.split('.')[0]!;
    truth.push(head, ...clauses.map((x, i) => `${n}.${i + 1}. ${x}`));
    const body = clauses.map((x, i) => `<p style="margin:0 0 1.2mm;text-indent:5mm"><b>${n}.${i + 1}.</b> ${t(x)}</p>`).join('');
    return `<div style="text-align:center;font-weight:bold;margin:2.5mm 0 1.2mm;break-after:avoid">${t(head)}</div>${body}`;
  });
  truth.push(...h.foot);
  const html = [
    `<div style="text-align:center;font-size:10pt;border-bottom:0.5pt solid #333;padding-bottom:1.5mm">${t(h.college)}</div>`,
    `<div style="width:68mm;margin:4mm 0 0 auto;font-size:10pt;line-height:1.35"><b>${t(h.approved[0])}</b><br>${t(h.approved[1])}<br>${t(h.approved[2])}</div>`,
    `<div style="text-align:center;margin:7mm 0 3mm;font-weight:bold"><div style="font-size:15pt">${t(h.title[0])}</div><div style="font-size:11.5pt">${t(h.title[1])}</div></div>`,
    `<div class="cols2" style="font-size:10pt;line-height:1.3;column-gap:8mm;text-align:justify">${sections.join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:12mm;border:0.6pt solid #333;padding:1.5mm 3mm;font-size:9pt;line-height:1.4">${t(h.foot[0])}<br>${t(h.foot[1])}</div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}
