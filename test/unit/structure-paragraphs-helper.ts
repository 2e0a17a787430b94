// Synthetic pages for the paragraph tests: lines laid out in points on a page, with styles, turned
// into the fractions and StyledLines that buildParagraphs reads.
import type { LayoutLine } from '../../src/layout/page-layout.js';
import type { DraftParagraph, StyledLine, Table } from '../../src/structure/model.js';
import { buildParagraphs } from '../../src/structure/paragraphs/build-paragraphs.js';

export interface LineOptions {
  size?: number;
  bold?: boolean;
  block?: number;
}

export interface ParagraphOptions extends LineOptions {
  x: number;
  y: number;
  /** Column width in points. */
  w: number;
  /** Baseline-to-baseline distance; default 1.2 × size. */
  lead?: number;
  /** First-line indent in points. */
  indent?: number;
  /** Left edge of the lines after the first (hanging list text); default x. */
  hang?: number;
  /** Last line ends at this fraction of the width (default 0.55). */
  last?: number;
}

export class PageBuilder {
  readonly lines: StyledLine[] = [];
  constructor(
    readonly width = 612,
    readonly height = 792,
    readonly bornDigital = false,
  ) {}

  /** One line whose box is [x, y, x + w, y + size] in points. */
  line(text: string, x: number, y: number, w: number, opts: LineOptions = {}): this {
    const size = opts.size ?? 10;
    const W = this.width;
    const H = this.height;
    const tokens = text.split(' ');
    const step = w / Math.max(1, text.length);
    let at = x;
    const words = tokens.map((t) => {
      const word = {
        text: t,
        bbox: [at / W, y / H, (at + t.length * step) / W, (y + size) / H] as [number, number, number, number],
        confidence: 0.95,
      };
      at += (t.length + 1) * step;
      return word;
    });
    const line: LayoutLine = {
      text,
      bbox: [x / W, y / H, (x + w) / W, (y + size) / H],
      confidence: 0.95,
      block: opts.block ?? 0,
      paragraph: opts.block ?? 0,
      words,
    };
    this.lines.push({ line, style: { size, bold: opts.bold ?? false } });
    return this;
  }

  /** Lines of a paragraph stacked down from y; returns the y below it (one blank line apart). */
  paragraph(texts: string[], o: ParagraphOptions): number {
    const size = o.size ?? 10;
    const lead = o.lead ?? size * 1.2;
    let y = o.y;
    texts.forEach((t, k) => {
      const left = k === 0 ? o.x + (o.indent ?? 0) : (o.hang ?? o.x);
      const right = k === texts.length - 1 && texts.length > 1 ? o.x + o.w * (o.last ?? 0.55) : o.x + o.w;
      this.line(t, left, y, right - left, o);
      y += lead;
    });
    return y + lead * 0.6;
  }

  build(tables: Table[] = [], tableOf?: number[]): DraftParagraph[] {
    return buildParagraphs(this.lines, tableOf ?? this.lines.map(() => -1), tables, {
      width: this.width,
      height: this.height,
      born_digital: this.bornDigital,
    });
  }

  /** The text of line i. */
  text(i: number): string {
    return this.lines[i]!.line.text;
  }
}

/** [role, text] of each draft, for compact expectations. */
export function roles(drafts: readonly DraftParagraph[]): Array<[string, string]> {
  return drafts.map((d) => [d.role, d.role === 'table' ? `#${d.table}` : (d.text ?? '')]);
}

/** Every line index exactly once across the drafts. */
export function coveredOnce(drafts: readonly DraftParagraph[], count: number): boolean {
  const all = drafts.flatMap((d) => d.lines).sort((a, b) => a - b);
  return all.length === count && all.every((v, i) => v === i);
}
