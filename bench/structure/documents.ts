// The whole structure set, in a fixed order. Some documents are held out (spec.heldOut): reported
// apart, and not to be tuned on. The docs-heldout-*.ts documents were added on 2026-11-26, after
// two held-out documents had been looked at while tuning; nobody has tuned on them.
import { HELDOUT_LAYOUT_DOCS } from './docs-heldout-layout.js';
import { HELDOUT_MONEY_DOCS } from './docs-heldout-money.js';
import { HELDOUT_PROSE_DOCS } from './docs-heldout-prose.js';
import { HELDOUT_REPORT_DOCS } from './docs-heldout-report.js';
import { HELDOUT_TIMETABLE_DOCS } from './docs-heldout-timetable.js';
import { HELDOUT_UK_DOCS } from './docs-heldout-uk.js';
import { FINANCIAL_DOCS } from './docs-financial.js';
import { LETTER_DOCS } from './docs-letters.js';
import { LONG_DOCS } from './docs-long.js';
import { MERGED_DOCS } from './docs-merged.js';
import { MULTILINE_DOCS } from './docs-multiline.js';
import { TABLE_DOCS } from './docs-tables.js';
import { TEXT_DOCS } from './docs-text.js';
import { UK_DOCS } from './docs-uk.js';
import { UK_REPORT_DOCS } from './docs-uk-report.js';
import type { DocSpec } from './spec.js';

export const STRUCTURE_SET: DocSpec[] = [
  ...TABLE_DOCS,
  ...FINANCIAL_DOCS,
  ...MERGED_DOCS,
  ...MULTILINE_DOCS,
  ...LONG_DOCS,
  ...TEXT_DOCS,
  ...LETTER_DOCS,
  ...UK_DOCS,
  ...UK_REPORT_DOCS,
  ...HELDOUT_MONEY_DOCS,
  ...HELDOUT_LAYOUT_DOCS,
  ...HELDOUT_TIMETABLE_DOCS,
  ...HELDOUT_PROSE_DOCS,
  ...HELDOUT_REPORT_DOCS,
  ...HELDOUT_UK_DOCS,
];

export function structureDocs(filter?: string): DocSpec[] {
  const ids = new Set(STRUCTURE_SET.map((d) => d.id));
  if (ids.size !== STRUCTURE_SET.length) throw new Error('duplicate document id in the structure set');
  return filter ? STRUCTURE_SET.filter((d) => d.id.includes(filter) || d.kind === filter) : STRUCTURE_SET;
}
