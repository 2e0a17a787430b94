// The locked part's judgment and rule sheet, made apart from every other part's templates. The
// judgment: a German local court's civil judgment as its office prints it (the court and file number
// at the left, the day it was pronounced and the clerk at the right over a rule, the formula and the
// word Urteil centred in bold, each party's lines with its role set at the right, the operative part
// in hanging numbers, the facts and reasons under centred headings with each paragraph's margin
// number small in a left gutter, the notice of appeal smaller, the judge's name at the right). The
// rule sheet: a board game's (a dark red band with the title in a large serif, three drawn badges
// for players, age and time, the intro in italics, the aim and set-up steps in white numbers on red
// discs beside a tinted box of contents, the three actions in cards side by side, a dashed example
// box, the end of the game, the expert variant in a ruled box, the warning at the foot). One truth
// line per block.
import type { PageContent } from './html-kit.js';
import type { JudgmentParts } from './prose-locked-judgment.js';
import type { RulesParts } from './prose-locked-rules.js';
import { lines, t } from './templates-locked.js';

export function judgmentPage(j: JudgmentParts): PageContent {
  const truth = [j.court, j.file, ...j.pronounced, ...j.title, j.opening];
  const party = ([who, role]: [string[], string]) => {
    truth.push(who[0]!, role, ...who.slice(1));
    const [name, ...counsel] = who;
    return (
      `<div style="display:flex;justify-content:space-between;gap:8mm;margin-top:1.2mm"><div>${t(name!)}</div><div style="flex:none">${t(role)}</div></div>` +
      `<div style="font-size:8pt;margin-bottom:1.2mm">${lines(counsel)}</div>`
    );
  };
  const claimant = party(j.parties[0]);
  truth.push(j.against);
  const defendant = party(j.parties[1]);
  truth.push(j.matter, j.bench, ...j.tenor.map((x, i) => `${i + 1}. ${x}`));
  let rn = 0;
  const reasons = j.reasons.map(([head, paras]) => {
    truth.push(head);
    const rows = paras.map((x) => {
      truth.push(`${++rn} ${x}`);
      return `<div style="display:flex;margin-bottom:1.2mm"><span style="width:9mm;flex:none;font-family:'DejaVu Sans';font-size:7pt;color:#555;padding-top:0.4mm">${rn}</span><span style="text-align:justify">${t(x)}</span></div>`;
    });
    return `<div style="text-align:center;font-weight:bold;margin:2.6mm 0 1.6mm">${t(head)}</div>${rows.join('')}`;
  });
  truth.push(j.appeal.join(' '), ...j.judge);
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-start;border-bottom:0.6pt solid #333;padding-bottom:2mm">`,
    `<div><div style="font-size:12pt;font-weight:bold">${t(j.court)}</div><div style="margin-top:1mm">${t(j.file)}</div></div>`,
    `<div style="width:66mm;font-size:8pt">${t(j.pronounced[0])}<br><span style="color:#444">${t(j.pronounced[1])}</span></div></div>`,
    `<div style="text-align:center;margin:4mm 0 3mm"><div style="font-size:11pt;font-weight:bold">${t(j.title[0])}</div>`,
    `<div style="font-size:14pt;font-weight:bold;margin-top:1.5mm">${t(j.title[1])}</div></div>`,
    `<div style="font-size:9pt;line-height:1.26">${t(j.opening)}${claimant}<div>${t(j.against)}</div>${defendant}`,
    `<p style="margin:1.5mm 0">${t(j.matter)}</p><p style="margin:1.5mm 0 2mm;text-align:justify">${t(j.bench)}</p>`,
    ...j.tenor.map(
      (x, i) =>
        `<div style="display:flex;margin:0 0 1mm 9mm;text-align:justify;font-weight:bold"><span style="width:6mm;flex:none">${i + 1}.</span><span>${t(x)}</span></div>`,
    ),
    reasons.join(''),
    `<p style="font-size:8pt;text-align:justify;margin:2.5mm 0 0"><b>${t(j.appeal[0])}</b> ${t(j.appeal[1])}</p>`,
    `<div style="text-align:right;margin-top:4mm">${t(j.judge[0])}<br>${t(j.judge[1])}</div></div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}

const red = '#8c1c13';

/** The badges' signs: two people, a cake with a candle, a clock face (drawn, no text). */
const signs = [
  '<circle cx="12" cy="9" r="5"/><circle cx="26" cy="9" r="5"/><path d="M3 30c0-8 4-12 9-12s9 4 9 12zM17 30c0-8 4-12 9-12s9 4 9 12z"/>',
  '<rect x="5" y="16" width="28" height="14" rx="2"/><rect x="17" y="6" width="4" height="9"/><path d="M19 1c3 3 2 5 0 5s-3-2 0-5z"/>',
  '<circle cx="19" cy="16" r="13" fill="none" stroke="#fff" stroke-width="3"/><path d="M19 8v9h7" fill="none" stroke="#fff" stroke-width="3"/>',
].map((d) => `<svg width="8mm" height="7mm" viewBox="0 0 38 32" style="flex:none"><g fill="#fff">${d}</g></svg>`);

export function rulesPage(r: RulesParts): PageContent {
  const [turnHead, lead, actions, after] = r.turn;
  const steps = r.setup[1].map(
    (s, i) =>
      `<div style="display:flex;gap:2.5mm;margin-bottom:1.6mm"><span style="flex:none;width:5.5mm;height:5.5mm;line-height:5.5mm;border-radius:50%;background:${red};color:#fff;text-align:center;font-weight:bold;font-size:9pt">${i + 1}</span><span>${t(s)}</span></div>`,
  );
  const head = (x: string) =>
    `<div style="font-family:'DejaVu Serif';font-weight:bold;font-size:12.5pt;color:${red};margin:3mm 0 1.2mm">${t(x)}</div>`;
  const html = [
    `<div style="background:${red};color:#fff;margin:-16mm -18mm 0;padding:7mm 18mm 4mm"><div style="display:flex;justify-content:space-between;align-items:baseline">`,
    `<span style="font-family:'DejaVu Serif';font-weight:bold;font-size:26pt">${t(r.title[0])}</span><span style="font-size:13pt">${t(r.title[1])}</span></div>`,
    `<div style="display:flex;gap:9mm;margin-top:3mm;font-size:10pt">${r.badges.map((b, i) => `<span style="display:flex;align-items:center;gap:2mm">${signs[i]!}${t(b)}</span>`).join('')}</div></div>`,
    `<div style="font-size:10pt;line-height:1.3"><p style="font-family:'DejaVu Serif';font-style:italic;text-align:justify;margin:4mm 0 1mm">${t(r.intro)}</p>`,
    `<div style="display:flex;gap:6mm"><div style="flex:1">${head(r.aim[0])}<p style="margin:0">${t(r.aim[1])}</p>${head(r.setup[0])}${steps.join('')}</div>`,
    `<div style="width:64mm;flex:none;background:#f3e6d3;padding:1mm 3.5mm 2.5mm;margin-top:3mm;align-self:flex-start">${head(r.contents[0])}<div style="font-size:9pt">${lines(r.contents[1])}</div></div></div>`,
    `${head(turnHead)}<p style="margin:0 0 2mm">${t(lead)}</p><div style="display:flex;gap:3mm">`,
    ...actions.map(
      ([name, text]) =>
        `<div style="flex:1;border:0.8pt solid ${red};border-top:2.5mm solid ${red};padding:1.5mm 2.5mm;font-size:9.5pt"><b>${t(name)}</b> ${t(text)}</div>`,
    ),
    `</div><p style="margin:2mm 0">${t(after)}</p>`,
    `<div style="border:1pt dashed #b07a2a;background:#fbf5e8;padding:2mm 3.5mm;margin:2.5mm 0"><b>${t(r.example[0])}</b> ${t(r.example[1])}</div>`,
    `${head(r.end[0])}${r.end[1].map((x) => `<p style="margin:0 0 1.2mm;text-align:justify">${t(x)}</p>`).join('')}`,
    `<div style="border:1.2pt solid #222;padding:2mm 3.5mm;margin-top:3mm"><b>${t(r.variant[0])}</b><br>${t(r.variant[1])}</div></div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:9mm;font-size:7.5pt;color:#444;border-top:0.5pt solid #999;padding-top:1mm">${t(r.foot)}</div>`,
  ].join('');
  const truth = [...r.title, ...r.badges, r.intro, ...r.aim, r.setup[0], ...r.setup[1].map((s, i) => `${i + 1} ${s}`), r.contents[0]];
  truth.push(...r.contents[1]);
  truth.push(turnHead, lead, ...actions.map((a) => a.join(' ')), after, r.example.join(' '), ...r.end.flat(), ...r.variant, r.foot);
  return { html, truth: truth.join('\n'), className: 'sans' };
}
