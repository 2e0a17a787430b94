// The hidden part's column pages, made apart from every other part's templates: a parish weekly (a
// drawn church tower beside the paper's name in a large serif and the parish under it, the issue's
// line white on a violet band, three serif columns, each section's heading violet over a hairline,
// the priest's word in italics with his name at the right, the announcements after bold numbers,
// the Mass intentions by day with the hours in a fixed column, the news and the registers, the
// office's details in a box across the foot) and a journal article's first page (the journal in
// italics at the left and the issue and ISSN at the right over a rule, the kind of article in small
// blue letters, the title large, the authors and their institutions, the dates in grey, the
// abstract on a tinted ground across the page with the key words under it, the body in two
// justified columns with bold headings, the footnotes over a short rule under them and the page's
// number centred at the foot). One truth line per block.
import type { PageContent } from './html-kit.js';
import type { JournalParts } from './records-hidden-journal.js';
import type { ParishParts } from './records-hidden-parish.js';
import { lines, t } from './templates-hidden.js';

const violet = '#5b2a86';

/** A church tower with a cross and a round window (drawn, no text). */
const tower =
  `<svg width="11mm" height="17mm" viewBox="0 0 30 46" style="flex:none"><g fill="${violet}"><rect x="14" y="0" width="2" height="9"/><rect x="11" y="3" width="8" height="2"/>` +
  '<path d="M15 9L24 20H6z"/><rect x="7" y="20" width="16" height="26"/></g><circle cx="15" cy="27" r="3.2" fill="#fff"/><path d="M12 46v-9a3 3 0 0 1 6 0v9z" fill="#fff"/></svg>';

export function parishPage(p: ParishParts): PageContent {
  const [name, parish, issue] = p.masthead;
  const truth = [name, parish, issue];
  const head = (x: string) =>
    `<div style="color:${violet};font-weight:bold;font-size:11pt;border-bottom:0.5pt solid ${violet};margin:2.5mm 0 1.2mm;break-after:avoid">${t(x)}</div>`;
  const [wordHead, word, author] = p.word;
  truth.push(wordHead, ...word, author);
  const wordHtml = `${head(wordHead)}<div style="font-style:italic">${word.map((x) => `<p style="margin:0 0 1mm;text-indent:4mm">${t(x)}</p>`).join('')}</div><div style="text-align:right;margin-bottom:1mm">${t(author)}</div>`;
  const [annHead, anns] = p.announcements;
  truth.push(annHead, ...anns.map((x, i) => `${i + 1}. ${x}`));
  const annHtml =
    head(annHead) +
    anns
      .map((x, i) => `<div style="display:flex;margin-bottom:1mm"><b style="width:4.5mm;flex:none">${i + 1}.</b><span>${t(x)}</span></div>`)
      .join('');
  const [intHead, days] = p.intentions;
  truth.push(intHead);
  const intHtml =
    head(intHead) +
    days
      .map(([day, masses]) => {
        truth.push(day, ...masses.map((m) => m.join(' ')));
        const rows = masses.map(
          ([h, x]) => `<div style="display:flex"><span style="width:11mm;flex:none">${h}</span><span>${t(x)}</span></div>`,
        );
        return `<div style="break-inside:avoid;margin-bottom:1.2mm"><b>${t(day)}</b>${rows.join('')}</div>`;
      })
      .join('');
  const [newsHead, news] = p.news;
  const [booksHead, books] = p.books;
  truth.push(newsHead, ...news, booksHead, ...books, ...p.office);
  const para = (x: string) => `<p style="margin:0 0 1mm">${t(x)}</p>`;
  const newsHtml = head(newsHead) + news.map(para).join('') + head(booksHead) + books.map(para).join('');
  const html = [
    `<div style="display:flex;gap:3mm;align-items:flex-end">${tower}<div><div style="font-size:28pt;font-weight:bold;color:${violet};line-height:1">${t(name)}</div>`,
    `<div style="font-size:10pt;margin-top:1mm">${t(parish)}</div></div></div>`,
    `<div style="background:${violet};color:#fff;font-family:'DejaVu Sans';font-size:9.5pt;padding:1.2mm 3mm;margin:2.5mm 0 1mm">${t(issue)}</div>`,
    `<div class="cols3" style="font-size:9.6pt;line-height:1.34;column-gap:5mm">${wordHtml}${annHtml}${intHtml}${newsHtml}</div>`,
    `<div style="position:absolute;left:18mm;right:18mm;bottom:10mm;border:0.8pt solid ${violet};padding:1.5mm 3mm;font-family:'DejaVu Sans';font-size:8pt;line-height:1.4">${lines(p.office)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}

const blue = '#1f5f99';

export function journalPage(j: JournalParts): PageContent {
  const [journal, issue, issn] = j.journal;
  const [absHead, abs] = j.abstract;
  const truth = [journal, issue, issn, j.kind, j.title, j.authors, ...j.affiliations, j.dates, absHead, abs, j.keywords.join(' ')];
  const body = j.sections.map(([head, paras]) => {
    truth.push(head, ...paras);
    const sub = /^\d+\.\d/.test(head);
    return (
      `<div style="font-weight:bold;${sub ? 'font-style:italic;' : ''}margin:${sub ? '1.5mm' : '2.5mm'} 0 1mm;break-after:avoid">${t(head)}</div>` +
      paras.map((x, i) => `<p style="margin:0 0 0.8mm;${i ? 'text-indent:4mm' : ''}">${t(x)}</p>`).join('')
    );
  });
  truth.push(...j.foot, j.page);
  const html = [
    `<div style="display:flex;justify-content:space-between;font-size:8pt;border-bottom:0.6pt solid #333;padding-bottom:1mm">`,
    `<i>${t(journal)}</i><span>${t(issue)} · ${t(issn)}</span></div>`,
    `<div style="font-family:'DejaVu Sans';font-size:7.5pt;color:${blue};font-weight:bold;margin:5mm 0 1.5mm">${t(j.kind)}</div>`,
    `<div style="font-size:16pt;font-weight:bold;line-height:1.2">${t(j.title)}</div>`,
    `<div style="font-size:10.5pt;margin:3mm 0 1.5mm">${t(j.authors)}</div>`,
    `<div style="font-size:7.5pt;line-height:1.35">${lines(j.affiliations)}</div>`,
    `<div style="font-family:'DejaVu Sans';font-size:7pt;color:#777;margin:1.5mm 0 3mm">${t(j.dates)}</div>`,
    `<div style="background:#eaf1f8;padding:2.5mm 4mm;font-size:8.5pt;line-height:1.32;text-align:justify"><b style="color:${blue}">${t(absHead)}</b><br>${t(abs)}`,
    `<div style="margin-top:1.5mm"><b>${t(j.keywords[0])}</b> ${t(j.keywords[1])}</div></div>`,
    `<div class="cols2" style="font-size:9pt;line-height:1.32;column-gap:7mm;text-align:justify;margin-top:4mm">${body.join('')}</div>`,
    `<div style="font-size:7pt;color:#333;margin-top:3mm"><div style="width:40mm;border-top:0.5pt solid #333;margin-bottom:1mm"></div>${lines(j.foot)}</div>`,
    `<div style="position:absolute;left:0;right:0;bottom:8mm;text-align:center;font-size:8.5pt">${t(j.page)}</div>`,
  ].join('');
  return { html, truth: truth.join('\n') };
}
