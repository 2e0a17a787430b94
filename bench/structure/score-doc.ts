// Scores one document's served outputs (one variant: born-digital or scanned) against its truth:
// table counts, adjacency-relation counts and F1, header cells, and the Markdown checks.
import { adjacencyCounts, headerCounts, scoreOf, type Counts } from './adjacency.js';
import { markdownChecks, type MarkdownChecks } from './markdown-checks.js';
import type { Served } from './served.js';
import type { DocSpec } from './spec.js';
import { truthOf } from './truth.js';

export type Variant = 'born-digital' | 'scanned';

/** Misread letters forgiven per normalized character when matching scanned text (none born-digital). */
const SCAN_TOLERANCE = 0.1;

export interface DocRow {
  id: string;
  kind: DocSpec['kind'];
  language: DocSpec['language'];
  heldOut: boolean;
  variant: Variant;
  pages: number;
  tablesTrue: number;
  tablesFound: number;
  /** Pages without a true table, and the tables found on them. */
  tableFreePages: number;
  falseTablesOnTableFreePages: number;
  relations: Counts;
  /** null where the document has no table and none was found (nothing to score). */
  f1: number | null;
  headers: { truth: number; found: number };
  markdown: MarkdownChecks;
  markdownPass: boolean;
  methods: string[];
  problems: string[];
}

export function scoreDocument(spec: DocSpec, variant: Variant, served: Served): DocRow {
  const truth = truthOf(spec);
  const relations = adjacencyCounts(truth.tables, served.tables);
  const markdown = markdownChecks(truth, served.markdown, variant === 'scanned' ? SCAN_TOLERANCE : 0);
  const empty = truth.tables.length === 0 && served.tables.length === 0;
  const truePages = new Set(truth.tables.map((t) => t.page));
  return {
    id: spec.id,
    kind: spec.kind,
    language: spec.language,
    heldOut: spec.heldOut,
    variant,
    pages: spec.pages.length,
    tablesTrue: truth.tables.length,
    tablesFound: served.tables.length,
    tableFreePages: spec.pages.filter((_, i) => !truePages.has(i + 1)).length,
    falseTablesOnTableFreePages: served.tables.filter((t) => !truePages.has(t.page)).length,
    relations,
    f1: empty ? null : scoreOf(relations).f1,
    headers: headerCounts(truth.tables, served.tables),
    markdown,
    markdownPass: Object.values(markdown).every((c) => c.pass),
    methods: served.methods,
    problems: served.problems,
  };
}
