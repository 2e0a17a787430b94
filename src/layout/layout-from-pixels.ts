// An engine's lines (pixel boxes of the image it read) as the page's layout (boxes on the
// displayed page). Runs in the page worker, once per recognized page.
import { meanConfidence, type LayoutLine, type LayoutWord, type PixelLine } from './page-layout.js';
import { pixelMapper, type PageView } from './page-transform.js';

const round4 = (v: number): number => Math.round(v * 10_000) / 10_000;

export function layoutFromPixels(lines: readonly PixelLine[], view: PageView): LayoutLine[] {
  const toPage = pixelMapper(view);
  const out: LayoutLine[] = [];
  for (const line of lines) {
    const words: LayoutWord[] = [];
    for (const word of line.words) {
      if (word.text === '') continue;
      words.push({ text: word.text, bbox: toPage(word.box), confidence: round4(word.confidence) });
    }
    if (words.length === 0) continue;
    out.push({
      text: words.map((w) => w.text).join(' '),
      bbox: toPage(line.box),
      confidence: meanConfidence(words),
      block: line.block,
      paragraph: line.paragraph,
      words,
    });
  }
  return out;
}
