// Tesseract TSV -> the same {text, confidence, words} the native engine returns.
// Columns: level page_num block_num par_num line_num word_num left top width height conf text.
// Text is rebuilt the way GetUTF8Text lays it out: words joined by spaces, one
// line per line, a blank line between paragraphs.

export interface TsvResult {
  text: string;
  /** Mean of the word-level conf values >= 0, 0..100. */
  confidence: number;
  words: number;
}

const WORD_LEVEL = '5';

export function parseTsv(tsv: string): TsvResult {
  let text = '';
  let line: string[] = [];
  let lineKey = '';
  let parKey = '';
  let sum = 0;
  let words = 0;
  const endLine = (endParagraph: boolean): void => {
    if (line.length > 0) text += line.join(' ') + '\n';
    if (endParagraph && text !== '') text += '\n';
    line = [];
  };
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] !== WORD_LEVEL) continue; // header, structure rows
    const [, page, block, par, ln] = cols;
    const thisPar = `${page}.${block}.${par}`;
    const thisLine = `${thisPar}.${ln}`;
    if (thisLine !== lineKey) {
      endLine(thisPar !== parKey && parKey !== '');
      lineKey = thisLine;
      parKey = thisPar;
    }
    const conf = Number(cols[10]);
    const word = cols.slice(11).join('\t').trim();
    if (word !== '') line.push(word);
    if (Number.isFinite(conf) && conf >= 0) {
      sum += conf;
      words += 1;
    }
  }
  endLine(false);
  return { text, confidence: words > 0 ? sum / words : 0, words };
}
