// The whole structure set, in a fixed order. About a third is held out (spec.heldOut): reported
// apart, and not to be tuned on.
import { LONG_DOCS } from './docs-long.js';
import { MERGED_DOCS } from './docs-merged.js';
import { TABLE_DOCS } from './docs-tables.js';
import { TEXT_DOCS } from './docs-text.js';
import { UK_DOCS } from './docs-uk.js';
import type { DocSpec } from './spec.js';

export const STRUCTURE_SET: DocSpec[] = [...TABLE_DOCS, ...MERGED_DOCS, ...LONG_DOCS, ...TEXT_DOCS, ...UK_DOCS];

export function structureDocs(filter?: string): DocSpec[] {
  const ids = new Set(STRUCTURE_SET.map((d) => d.id));
  if (ids.size !== STRUCTURE_SET.length) throw new Error('duplicate document id in the structure set');
  return filter ? STRUCTURE_SET.filter((d) => d.id.includes(filter) || d.kind === filter) : STRUCTURE_SET;
}
