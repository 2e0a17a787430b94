// The locked part's column pages, made apart from every other part's templates: a weekly's page of
// classified ads (the paper's name in a heavy serif at the left and its issue at the right over a
// thick rule, the page's title white on a black band, three condensed columns parted by rules, each
// heading white on a grey band, each ad's opening words in bold and a dotted rule under it, a framed
// trade ad with its first line large, the office's hours boxed at the foot) and a cookbook page (the
// book and the chapter in italics over a rule, two serif columns, each recipe's name large over its
// note in italics and its servings and time in small sans beside a drawn clock, the ingredients on a
// tinted ground, the steps with bold hanging numbers, the tip after a bold label, the page number
// centred at the foot). One truth line per block.
import type { PageContent } from './html-kit.js';
import type { ClassifiedsParts } from './records-locked-classifieds.js';
import type { RecipesParts } from './records-locked-recipes.js';
import { t } from './templates-locked.js';

/** An ad's opening words, up to the full stop (or !) before a capital, a figure or a quote, in bold. */
function ad(text: string): string {
  const lead = /^(.{3,70}?[.!]) (?=[\p{Lu}\d«])/u.exec(text);
  const body = lead ? `<b>${t(lead[1]!)}</b> ${t(text.slice(lead[0].length))}` : t(text);
  return `<p style="margin:0 0 1.2mm;padding-bottom:1.2mm;border-bottom:0.5pt dotted #777">${body}</p>`;
}

export function classifiedsPage(c: ClassifiedsParts): PageContent {
  const [paper, issue, title] = c.masthead;
  const truth = [paper, issue, title];
  const [after, boxLines] = c.boxed;
  const sections = c.sections.map(([head, ads]) => {
    truth.push(head, ...ads);
    const band = `<div style="background:#555;color:#fff;font-weight:bold;font-size:9.5pt;padding:0.6mm 1.5mm;margin:1.5mm 0 1.2mm;break-after:avoid">${t(head)}</div>`;
    if (head !== after) return band + ads.map(ad).join('');
    truth.push(...boxLines);
    const [big, ...rest] = boxLines;
    const frame = `<div style="border:2.5pt double #111;padding:2mm;margin:2mm 0 2.5mm;text-align:center;break-inside:avoid"><div style="font-weight:bold;font-size:12.5pt;line-height:1.15">${t(big!)}</div>${rest.map((x) => `<div>${t(x)}</div>`).join('')}</div>`;
    return band + ads.map(ad).join('') + frame;
  });
  truth.push(c.office);
  const html = [
    `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3pt solid #111;padding-bottom:1.5mm">`,
    `<span style="font-family:'DejaVu Serif';font-weight:bold;font-size:24pt">${t(paper)}</span><span style="font-size:9.5pt">${t(issue)}</span></div>`,
    `<div style="background:#111;color:#fff;font-weight:bold;font-size:15pt;padding:1.5mm 3mm;margin:2mm 0 3mm">${t(title)}</div>`,
    `<div class="cols3" style="font-size:9pt;line-height:1.3;column-rule:0.5pt solid #999;column-gap:5mm">${sections.join('')}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:10mm;border:0.8pt solid #111;padding:1.5mm 3mm;font-size:8.5pt">${t(c.office)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n'), className: 'condensed' };
}

/** A clock face (drawn, no text). */
const clock =
  '<svg width="3.4mm" height="3.4mm" viewBox="0 0 20 20" style="vertical-align:-0.5mm;margin-right:1.2mm"><circle cx="10" cy="10" r="8.5" fill="none" stroke="#6b4f1d" stroke-width="2"/><path d="M10 5v5.5h4" fill="none" stroke="#6b4f1d" stroke-width="2"/></svg>';

export function recipesPage(r: RecipesParts): PageContent {
  const brown = '#6b4f1d';
  const truth = [...r.running];
  const recipes = r.recipes.map(([name, note, meta, groups, steps, tip]) => {
    truth.push(name, note, meta, ...groups.flatMap(([head, items]) => (head ? [head, ...items] : items)));
    truth.push(...steps.map((s, i) => `${i + 1}. ${s}`), `${r.tipLabel} ${tip}`);
    const ingredients = groups
      .map(
        ([head, items]) =>
          (head ? `<div style="font-weight:bold;margin-top:1mm">${t(head)}</div>` : '') + items.map((x) => `<div>${t(x)}</div>`).join(''),
      )
      .join('');
    return [
      `<div style="margin-bottom:5mm"><div style="break-inside:avoid;break-after:avoid"><div style="font-size:16pt;font-weight:bold;color:${brown};line-height:1.15">${t(name)}</div>`,
      `<div style="font-style:italic;margin:1.2mm 0">${t(note)}</div><div style="font-family:'DejaVu Sans';font-size:8pt;color:#555">${clock}${t(meta)}</div></div>`,
      `<div style="break-inside:avoid;background:#f4ecdc;font-family:'DejaVu Sans';font-size:8.5pt;line-height:1.4;padding:1.8mm 3mm;margin:2mm 0">${ingredients}</div>`,
      ...steps.map(
        (s, i) =>
          `<div style="display:flex;margin-bottom:1mm;break-inside:avoid"><b style="width:5mm;flex:none;color:${brown}">${i + 1}.</b><span>${t(s)}</span></div>`,
      ),
      `<div style="margin-top:1.5mm;font-style:italic"><b style="font-style:normal">${t(r.tipLabel)}</b> ${t(tip)}</div></div>`,
    ].join('');
  });
  truth.push(r.page);
  const html = [
    `<div style="display:flex;justify-content:space-between;font-style:italic;font-size:9pt;color:#444;border-bottom:0.8pt solid ${brown};padding-bottom:1mm;margin-bottom:6mm">`,
    `<span>${t(r.running[0])}</span><span>${t(r.running[1])}</span></div>`,
    `<div class="cols2" style="font-size:9.8pt;line-height:1.36;column-gap:10mm">${recipes.join('')}</div>`,
    `<div style="position:absolute;left:0;right:0;bottom:9mm;text-align:center;font-size:9pt">${t(r.page)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}
