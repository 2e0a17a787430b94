// bench/results/structure.md: the sets, the kinds, every document, the Markdown checks and the cost.
import { factsLines, type MachineFacts } from '../_kit/machine-facts.js';
import { fmt } from '../_kit/stats.js';
import type { DocRow } from './score-doc.js';
import type { CostSummary, SetSummary } from './summary.js';
import { bySet, byKind } from './summary.js';

const COST_GOALS = { bornDigitalMs: 15, scannedShare: 0.03 };

const f3 = (n: number) => fmt(n, 3);
const pct = (n: number) => (Number.isFinite(n) ? `${(n * 100).toFixed(2)}%` : 'n/a');

function setLine(name: string, s: SetSummary): string {
  const checks = Object.values(s.checksPassed);
  return (
    `| ${name} | ${s.documents} | ${f3(s.micro.precision)} | ${f3(s.micro.recall)} | **${f3(s.micro.f1)}** | ${f3(s.macroF1)} | ${s.tablesFound} / ${s.tablesTrue} | ` +
    `${s.falseTableDocs} of ${s.tableFreeDocs} (${s.falseTables} tables) | ${s.falseTablesOnPages} on ${s.tableFreePages} pages | ${s.headerCells.found} / ${s.headerCells.truth} | ${s.markdownPassed} / ${s.documents} (${checks.length ? Math.min(...checks) : 0}-${checks.length ? Math.max(...checks) : 0} per check) |`
  );
}

/** A kind without true tables has no F1 to speak of: what counts there is the false tables. */
const kindF1 = (s: SetSummary) => (s.documents === 0 ? 'n/a' : s.tablesTrue === 0 ? `– (${s.falseTables} false)` : f3(s.micro.f1));

function mdCell(c: DocRow['markdown'][keyof DocRow['markdown']]): string {
  const text = `${c.right}/${c.expected}${c.note ? ` (${c.note})` : ''}`;
  return c.pass ? text : `**${text}**`;
}

export function structureMarkdown(facts: MachineFacts, rows: readonly DocRow[], cost: CostSummary, notes: string[]): string {
  const sets = bySet(rows);
  const docs = [...new Set(rows.map((r) => r.id))];
  const row = (id: string, v: DocRow['variant']) => rows.find((r) => r.id === id && r.variant === v);
  const costOk = (ok: boolean) => (cost.reported ? (ok ? 'met' : '**not met**') : 'not reported');
  return [
    '# Structure: tables, paragraphs and Markdown on the structure set',
    '',
    ...factsLines(facts),
    ...notes.map((n) => `- ${n}`),
    '',
    'Table score: adjacency-relation precision / recall / F1 (ICDAR 2013), relations of all tables of a document against all true tables',
    '(detection included), cell text compared on letters and digits, case folded; micro-averaged = relation counts pooled over the documents',
    'of a set; macro = mean of per-document F1 over documents with a true or found table. Held-out documents are not for tuning.',
    '',
    '| set | docs | precision | recall | F1 (micro) | F1 (macro) | tables found / true | table-free docs with false tables | false tables on table-free pages | header cells found | Markdown all checks pass |',
    '|---|---:|---:|---:|---:|---:|---:|---|---|---:|---|',
    ...(['born-digital', 'scanned'] as const)
      .filter((v) => sets[v].all.documents > 0)
      .flatMap((v) => [
        setLine(`${v}, tuning`, sets[v].tuning),
        setLine(`${v}, **held-out**`, sets[v].heldOut),
        setLine(`${v}, all`, sets[v].all),
      ]),
    '',
    '## By kind (F1 micro, all documents; kinds without tables: false tables found)',
    '',
    '| kind | docs | born-digital F1 | scanned F1 | born-digital tables found / true | scanned tables found / true |',
    '|---|---:|---:|---:|---:|---:|',
    ...byKind(rows).map(
      (k) =>
        `| ${k.kind} | ${k.bornDigital.documents || k.scanned.documents} | ${kindF1(k.bornDigital)} | ${kindF1(k.scanned)} | ${k.bornDigital.tablesFound} / ${k.bornDigital.tablesTrue} | ${k.scanned.tablesFound} / ${k.scanned.tablesTrue} |`,
    ),
    '',
    '## Documents (F1; tables found / true; "–": no table true or found)',
    '',
    '| document | kind | lang | held-out | pages | born-digital F1 | tables | scanned F1 | tables |',
    '|---|---|---|---|---:|---:|---:|---:|---:|',
    ...docs.map((id) => {
      const b = row(id, 'born-digital');
      const s = row(id, 'scanned');
      const any = (b ?? s)!;
      const f = (r: DocRow | undefined) => (r ? (r.f1 === null ? '–' : f3(r.f1)) : 'n/a');
      const t = (r: DocRow | undefined) => (r ? `${r.tablesFound} / ${r.tablesTrue}` : 'n/a');
      return `| ${id} | ${any.kind} | ${any.language} | ${any.heldOut ? 'yes' : ''} | ${any.pages} | ${f(b)} | ${t(b)} | ${f(s)} | ${t(s)} |`;
    }),
    '',
    '## Markdown checks (right / expected; bold: failed)',
    '',
    'headings: title and headings with the right number of #, no extra heading lines; lists: items at the right indentation with the right',
    'bullet or number; tables: cells at the same slot with the same spans and text; order: longest common subsequence of the expected',
    'paragraphs found whole on a line; furniture: every running header, footer and page number in a PageHeader/PageFooter/PageNumber',
    'comment and never in a body line; one a line: no paragraph split over lines nor two on one line. Scanned text may differ by 10% of its',
    'letters and digits.',
    '',
    '| document | variant | headings | lists | tables | order | furniture | one a line |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const m = r.markdown;
      return `| ${r.id} | ${r.variant} | ${mdCell(m.headings)} | ${mdCell(m.lists)} | ${mdCell(m.tables)} | ${mdCell(m.readingOrder)} | ${mdCell(m.furniture)} | ${mdCell(m.oneParagraphALine)} |`;
    }),
    '',
    "## Cost (the worker's own page timings, the same pages as above, one run)",
    '',
    cost.reported
      ? "structureMs is the worker's wall time in structure (ruling lines, tables, paragraphs, reading order) on each page; the rest of the page's time is the same page read without it. " +
        'Pages of two untimed warm-up documents of each kind come first and are not counted. Wall times: a loaded machine (see the load average) inflates them.'
      : '**The worker does not report `structureMs` yet**: the structure columns read n/a.',
    '',
    '| pages | count | structure ms p50 | structure ms p90 | compared with | goal | |',
    '|---|---:|---:|---:|---|---|---|',
    `| born-digital (text_layer) | ${cost.bornDigital.pages} | ${fmt(cost.bornDigital.structureP50, 1)} | ${fmt(cost.bornDigital.structureP90, 1)} | open + text extraction p50 ${fmt(cost.bornDigital.extractP50, 1)} ms | ≤ ${COST_GOALS.bornDigitalMs} ms (median) | ${costOk(cost.bornDigital.structureP50 <= COST_GOALS.bornDigitalMs)} |`,
    `| scanned (ocr) | ${cost.scanned.pages} | ${fmt(cost.scanned.structureP50, 1)} | ${fmt(cost.scanned.structureP90, 1)} | recognize p50 ${fmt(cost.scanned.recognizeP50, 0)} ms: structure / recognize p50 ${pct(cost.scanned.shareP50)}, of the sums ${pct(cost.scanned.shareOfSums)} | ≤ ${pct(COST_GOALS.scannedShare)} of recognition | ${costOk(cost.scanned.shareP50 <= COST_GOALS.scannedShare)} |`,
    '',
    `Slowest pages in structure: ${cost.slowest.map((p) => `${p.document} p${p.page} ${fmt(p.structureMs, 1)} ms${p.recognizeMs ? ` (recognize ${fmt(p.recognizeMs, 0)} ms)` : ''}`).join('; ')}.`,
    '',
  ].join('\n');
}
