// Paragraphs with page-local roles, in reading order: STUB until the paragraph builder lands.
import { bboxUnion } from '../geometry.js';
import type { DraftParagraph, StyledLine, Table } from '../model.js';

export interface PageFrame {
  /** Displayed page size in points. */
  width: number;
  height: number;
  born_digital: boolean;
}

/**
 * `lines` as findTables left them; `tableOf[i]` the table line i lies in (-1: none). Returns the
 * page's paragraphs in reading order: each line outside tables in exactly one paragraph, each
 * table as one `table` paragraph (its `lines`: every line in it).
 */
export function buildParagraphs(lines: StyledLine[], tableOf: number[], tables: Table[], _page: PageFrame): DraftParagraph[] {
  const out: DraftParagraph[] = [];
  const tableParagraph = new Map<number, DraftParagraph>();
  lines.forEach((styled, i) => {
    const t = tableOf[i]!;
    if (t >= 0) {
      let p = tableParagraph.get(t);
      if (!p) {
        p = { role: 'table', table: t, bbox: tables[t]!.bbox, style: styled.style, lines: [] };
        tableParagraph.set(t, p);
        out.push(p);
      }
      p.lines.push(i);
      return;
    }
    const last = out[out.length - 1];
    const prev = i > 0 ? lines[i - 1]!.line : undefined;
    if (last && last.role === 'text' && prev && prev.paragraph === styled.line.paragraph && prev.block === styled.line.block && tableOf[i - 1] === -1) {
      last.text += ` ${styled.line.text}`;
      last.bbox = bboxUnion(last.bbox, styled.line.bbox);
      last.lines.push(i);
    } else {
      out.push({ role: 'text', text: styled.line.text, bbox: styled.line.bbox, style: styled.style, lines: [i] });
    }
  });
  return out;
}
