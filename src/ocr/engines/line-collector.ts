// Builds an engine's PixelLines from words read in order, for both engines (TSV rows, the native
// addon's flat arrays), so the rules below are decided once and both engines agree on them.
import { textOfLines, type PixelBox, type PixelLine } from '../../layout/page-layout.js';

/** What both engines return besides the image-independent parts of OcrResult. */
export interface CollectedPage {
  /** textOfLines(lines): a page's text always equals its lines. */
  text: string;
  /**
   * Word confidences 0..1 averaged by characters, over words with a confidence >= 0; 0 without
   * words. By characters because a page's error rate is counted in characters: on the degraded
   * set this ranks pages by their real CER better than the plain mean (Spearman −0.715 against
   * −0.645 unprepared, bench/results/degraded-scans.md).
   */
  confidence: number;
  /** Words that contributed to the confidence. */
  words: number;
  lines: PixelLine[];
}

/**
 * Rules: words are trimmed and empty ones dropped; a line without words is dropped; blocks and
 * paragraphs are numbered 0, 1, 2… in order of appearance among the kept lines, whatever keys the
 * engine gave them (the TSV restarts paragraphs in each block; the addon counts across blocks).
 */
export class LineCollector {
  private readonly lines: PixelLine[] = [];
  private current: { line: PixelLine; blockKey: string; paragraphKey: string } | undefined;
  private blockKey: string | undefined;
  private paragraphKey: string | undefined;
  private blocks = 0;
  private paragraphs = 0;
  private confidenceSum = 0;
  private confidentChars = 0;
  private confident = 0;

  /** Starts a line; paragraphKey must be unique on the page (include the block in it). */
  line(blockKey: string, paragraphKey: string, box: PixelBox): void {
    this.current = { line: { box, block: 0, paragraph: 0, words: [] }, blockKey, paragraphKey };
  }

  /** Adds a word to the current line; confidence as Tesseract gives it, 0..100 (< 0: none), kept to 4 decimals of 0..1. */
  word(text: string, box: PixelBox, confidence: number): void {
    const current = this.current;
    const trimmed = text.trim();
    if (current === undefined || trimmed === '') return;
    if (current.line.words.length === 0) this.place(current);
    current.line.words.push({ text: trimmed, box, confidence: Math.round(Math.max(0, confidence) * 100) / 10_000 });
    if (confidence >= 0) {
      const chars = [...trimmed].length;
      this.confidenceSum += confidence * chars;
      this.confidentChars += chars;
      this.confident += 1;
    }
  }

  finish(): CollectedPage {
    const lines = this.lines;
    const confidence = this.confidentChars > 0 ? this.confidenceSum / this.confidentChars / 100 : 0;
    return { text: textOfLines(lines), confidence, words: this.confident, lines };
  }

  /** A line is numbered and kept when its first word arrives. */
  private place({ line, blockKey, paragraphKey }: { line: PixelLine; blockKey: string; paragraphKey: string }): void {
    if (this.blockKey !== undefined && blockKey !== this.blockKey) this.blocks += 1;
    if (this.paragraphKey !== undefined && paragraphKey !== this.paragraphKey) this.paragraphs += 1;
    this.blockKey = blockKey;
    this.paragraphKey = paragraphKey;
    line.block = this.blocks;
    line.paragraph = this.paragraphs;
    this.lines.push(line);
  }
}
