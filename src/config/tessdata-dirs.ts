// Where Tesseract's data lives when TESSDATA_PREFIX (config.ts) names no directory: the places
// distributions install tessdata. The language packs are looked for here (installed-languages.ts),
// and so is the glyph-less font of the searchable PDF's text layer (layout/pdf/glyphless-font.ts).

/** Where distributions put tessdata, most recent Tesseract first. */
export const TESSDATA_DIRS: readonly string[] = [
  '/usr/share/tesseract-ocr/5/tessdata',
  '/usr/share/tesseract-ocr/4.00/tessdata',
  '/usr/share/tessdata',
];
