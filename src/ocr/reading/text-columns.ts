// How much of a page's text is set in columns with gaps (a form's labels and fields, a
// timetable's cells, a receipt's prices, a paper's columns), from the tiles of its first look
// (blank-page.ts).
// Tesseract's column finding splits such lines differently at fewer pixels: the tuning set's
// boxed form (form-uk) read its fields in another order at 150 DPI (CER +0.0021 over
// `tesseract` at 300), and read at its own 300 DPI as `tesseract` does. page-scale.ts reads
// such a page at its own resolution. A page whose rows are hardly ever cut is one column, which
// Tesseract reads as one block (page-decisions.ts, oneColumn).

/** A gap this wide between two pieces of a line separates cells, not words (a word space is ~0.05 in). */
const CELL_GAP_INCHES = 0.3;
/** A gap this wide parts columns (a paper's gutter is 0.2-0.3 in), still not words. */
const COLUMN_GAP_INCHES = 0.15;
/** A line holds a cell when one of its pieces is this short (a price, a field's label, a time). */
const CELL_INCHES = 1.2;

/** A page's look cut into square tiles: ink pixels per tile, row-major (blank-page.ts). */
export interface InkTiles {
  ink: Uint32Array;
  /** Tiles per row and rows of tiles. */
  across: number;
  down: number;
  /** Tile side in pixels, and the look's resolution. */
  side: number;
  dpi: number;
  /** Ink pixels a tile of text holds at least and at most (a filled box or a picture is not text). */
  textMin: number;
  textMax: number;
}

/** How the page's rows of text tiles are cut, as shares of its text rows. */
interface TextRows {
  /** Rows cut by CELL_GAP_INCHES into two or more pieces, one of them short (CELL_INCHES): cells. */
  cells: number;
  /** Rows cut by COLUMN_GAP_INCHES anywhere: cells, columns, a date beside an address. */
  split: number;
}

/**
 * The shares of the page's rows of text tiles in cells and cut at all (TextRows). A tile counts as
 * text when it or a tile above or below does, so a row through the tops of ascenders reads as its
 * line, not as scattered pieces. Cells on the tuning pages at 150 DPI: small print, letters and
 * two-column papers 0.01-0.12, 16-pt prose 0.25-0.28, slides 0.30-0.32, forms 0.48-0.49, photos
 * (uneven light reads as pieces) 0.7 and more. Cut rows: page-decisions.ts, ONE_COLUMN_SPLIT.
 */
export function textRows(tiles: InkTiles): TextRows {
  const { ink, across, down, side, dpi, textMin, textMax } = tiles;
  const gap = Math.max(1, Math.round((CELL_GAP_INCHES * dpi) / side));
  const cell = Math.round((CELL_INCHES * dpi) / side);
  const narrow = Math.max(1, Math.round((COLUMN_GAP_INCHES * dpi) / side));
  const text = (x: number, y: number): boolean => y >= 0 && y < down && ink[y * across + x]! >= textMin && ink[y * across + x]! <= textMax;
  let rows = 0;
  let cellRows = 0;
  let splitRows = 0;
  for (let y = 0; y < down; y++) {
    let pieces = 0;
    let shortPiece = false;
    let cut = false;
    let start = -1;
    let last = -1;
    for (let x = 0; x < across; x++) {
      if (!(text(x, y) || text(x, y - 1) || text(x, y + 1))) continue;
      if (start >= 0 && x - last - 1 >= narrow) cut = true;
      if (start < 0) start = x;
      else if (x - last - 1 >= gap) {
        pieces++;
        shortPiece ||= last - start + 1 < cell;
        start = x;
      }
      last = x;
    }
    if (start < 0) continue;
    pieces++;
    shortPiece ||= last - start + 1 < cell;
    rows++;
    if (cut) splitRows++;
    if (pieces >= 2 && shortPiece) cellRows++;
  }
  return rows === 0 ? { cells: 0, split: 0 } : { cells: cellRows / rows, split: splitRows / rows };
}
