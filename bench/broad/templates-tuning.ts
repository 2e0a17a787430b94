// The tuning part's born-digital templates: a technical specification and a contract in small
// print, a two-column paper, a business letter, an invoice, a form, a statistical table and a
// slide. The held-out part has its own, different templates (templates-heldout.ts).
import { amount, budget, esc, paragraphs, prose, seededRandom, type PageContent } from './html-kit.js';
import type { InvoiceLabels, LetterParts } from './records-tuning.js';

const block = (pt: number, align = 'justify') => `font-size:${pt}pt;line-height:1.25;text-align:${align}`;

/** Numbered sections of dense small print under a document code. */
export function techSpec(corpus: string, pt: number, seed: number, title: string): PageContent {
  const paras = paragraphs(prose(corpus, budget(pt, 174, 245, 0.7), seed), seed + 1);
  const numbered = paras.map((t, i) => `${Math.floor(i / 4) + 1}.${(i % 4) + 1} ${t}`);
  const html = [
    `<h2 style="font-size:${pt * 1.6}pt">${esc(title)}</h2>`,
    ...numbered.map((t) => `<p style="${block(pt)}">${esc(t)}</p>`),
  ].join('');
  return { html, truth: [title, ...numbered].join('\n'), className: 'sans' };
}

/** Articles of a contract, each of numbered clauses, condensed serif. */
export function contract(corpus: string, pt: number, seed: number, title: string, article: string): PageContent {
  const paras = paragraphs(prose(corpus, budget(pt, 174, 240, 0.78), seed), seed + 2);
  const lines: string[] = [title];
  const html: string[] = [`<h2 style="font-size:${pt * 1.5}pt;text-align:center">${esc(title)}</h2>`];
  paras.forEach((t, i) => {
    if (i % 3 === 0) {
      const head = `${article} ${i / 3 + 1}`;
      lines.push(head);
      html.push(`<h3 style="font-size:${pt * 1.1}pt;margin-top:0.6em">${esc(head)}</h3>`);
    }
    const clause = `(${(i % 3) + 1}) ${t}`;
    lines.push(clause);
    html.push(`<p style="${block(pt)}">${esc(clause)}</p>`);
  });
  return { html: html.join(''), truth: lines.join('\n'), className: 'serif-condensed' };
}

/** A paper: title, authors and abstract across the page, then the body in two columns. */
export function paper(corpus: string, pt: number, seed: number, title: string, authors: string): PageContent {
  const paras = paragraphs(prose(corpus, budget(pt, 174, 215, 0.72), seed), seed + 3);
  const [abstract, ...body] = paras;
  const html = [
    `<h1 style="font-size:17pt;text-align:center">${esc(title)}</h1>`,
    `<p style="font-size:10pt;text-align:center;margin-bottom:1em">${esc(authors)}</p>`,
    `<p style="${block(pt)};font-style:italic;margin:0 8mm 1em">${esc(abstract!)}</p>`,
    `<div class="cols2" style="${block(pt)}">${body.map((t) => `<p>${esc(t)}</p>`).join('')}</div>`,
  ].join('');
  return { html, truth: [title, authors, ...paras].join('\n') };
}

/** A business letter: letterhead, date, recipient, body, signature. */
export function letter(corpus: string, pt: number, seed: number, parts: LetterParts): PageContent {
  const body = paragraphs(prose(corpus, 1700, seed), seed + 4);
  const html = [
    `<div style="font-size:14pt;font-weight:bold">${esc(parts.head[0]!)}</div>`,
    `<div style="font-size:9pt;margin-bottom:12mm">${parts.head.slice(1).map(esc).join('<br>')}</div>`,
    `<p style="font-size:${pt}pt;text-align:right">${esc(parts.date)}</p>`,
    `<p style="font-size:${pt}pt;margin:6mm 0 10mm">${parts.recipient.map(esc).join('<br>')}</p>`,
    ...body.map((t) => `<p style="${block(pt)};line-height:1.45;margin-bottom:0.9em">${esc(t)}</p>`),
    `<p style="font-size:${pt}pt;margin-top:10mm">${parts.sign.map(esc).join('<br>')}</p>`,
  ].join('');
  return { html, truth: [...parts.head, parts.date, ...parts.recipient, ...body, ...parts.sign].join('\n'), className: 'sans' };
}

/** An invoice: header, parties, ruled item table, totals (one truth line per table row). */
export function invoice(l: InvoiceLabels, seed: number): PageContent {
  const random = seededRandom(seed);
  const rows = l.items.map((item) => {
    const qty = random.int(1, 24);
    const unit = random.int(150, 48000) / 100;
    return [item, String(qty), amount(unit, l.decimal, l.group), amount(qty * unit, l.decimal, l.group), qty * unit] as const;
  });
  const net = rows.reduce((s, r) => s + r[4], 0);
  const totals = [
    [l.net, amount(net, l.decimal, l.group)],
    [`${l.vat} ${l.vatRate}%`, amount((net * l.vatRate) / 100, l.decimal, l.group)],
    [`${l.total} ${l.currency}`, amount((net * (100 + l.vatRate)) / 100, l.decimal, l.group)],
  ];
  const cell = (s: string, num = false) => `<td${num ? ' class="num"' : ''}>${esc(s)}</td>`;
  const html = [
    `<h1 style="font-size:20pt">${esc(l.title)}</h1>`,
    `<p style="font-size:10pt">${l.meta.map(esc).join('<br>')}</p>`,
    `<table style="width:100%;font-size:10pt;margin:6mm 0"><tr><td>${l.seller.map(esc).join('<br>')}</td><td>${l.buyer.map(esc).join('<br>')}</td></tr></table>`,
    `<table class="ruled" style="width:100%;font-size:10pt"><tr>${l.columns.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>`,
    ...rows.map((r) => `<tr>${cell(r[0])}${cell(r[1], true)}${cell(r[2], true)}${cell(r[3], true)}</tr>`),
    `</table><table style="margin:6mm 0 0 auto;font-size:11pt">`,
    ...totals.map(([k, v]) => `<tr><td>${esc(k!)}</td>${cell(v!, true)}</tr>`),
    `</table><p style="font-size:9pt;margin-top:12mm">${esc(l.footer)}</p>`,
  ].join('');
  const truth = [
    l.title,
    ...l.meta,
    ...l.seller,
    ...l.buyer,
    l.columns.join(' '),
    ...rows.map((r) => r.slice(0, 4).join(' ')),
    ...totals.map((t) => t.join(' ')),
    l.footer,
  ];
  return { html, truth: truth.join('\n'), className: 'sans' };
}
