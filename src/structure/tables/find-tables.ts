// Tables on one page: STUB (identity, no tables) until the table finder lands.
import type { StructureInput, StyledLine, Table } from '../model.js';

export interface TableFinding {
  tables: Table[];
  /**
   * The page's lines, in the input's order, except that a line whose words fall in several cells
   * of a table is split into one line per cell (in place of the original, left to right).
   */
  lines: StyledLine[];
  /** For each of `lines`: index into `tables` of the table it lies in, or -1. */
  tableOf: number[];
}

export function findTables(input: StructureInput): TableFinding {
  return { tables: [], lines: input.lines, tableOf: input.lines.map(() => -1) };
}
