// The native addon's flat layout (native/index.d.ts NativeLayout) -> PixelLines, text and
// confidence, through the same LineCollector as the CLI engine's TSV.
import type { NativeLayout } from '../../../native/index.js';
import type { PixelBox } from '../../layout/page-layout.js';
import { LineCollector, type CollectedPage } from './line-collector.js';

/** Values per line in NativeLayout.lines (layout.h kLineFields). */
const LINE_FIELDS = 7;

export function collectNativeLayout(layout: NativeLayout): CollectedPage {
  const { lines, wordBoxes: boxes, wordConfidences: confidences } = layout;
  const texts = layout.words.split('\0');
  if (lines.length % LINE_FIELDS !== 0 || boxes.length !== confidences.length * 4 || texts.length !== confidences.length + 1) {
    throw new Error(
      `inconsistent native layout: ${lines.length} line values, ${boxes.length} box values, ${confidences.length} confidences, ${texts.length - 1} words`,
    );
  }
  const collector = new LineCollector();
  let w = 0;
  for (let at = 0; at < lines.length; at += LINE_FIELDS) {
    const block = lines[at + 4]!;
    collector.line(String(block), `${block}.${lines[at + 5]!}`, box(lines, at));
    const end = w + lines[at + 6]!;
    if (end > confidences.length) throw new Error('inconsistent native layout: a line has more words than were returned');
    for (; w < end; w++) collector.word(texts[w]!, box(boxes, w * 4), confidences[w]!);
  }
  return collector.finish();
}

function box(values: Int32Array, at: number): PixelBox {
  return [values[at]!, values[at + 1]!, values[at + 2]!, values[at + 3]!];
}
