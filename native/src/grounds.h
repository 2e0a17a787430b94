// The page's grounds, measured for page preparation (prepare.cc): a scanner lid's dark edges, a
// page whose own ground is dark, tiles holding only faint marks, and a page of two flat grounds.
// The decisions are made in TypeScript (src/ocr/reading/page-preparation.ts).
#pragma once

#include <allheaders.h>

namespace docrec {

// Depth of the dark edge on one side: `columns` for left/right, `from_end` for right/bottom.
int DarkEdge(PIX* pix, bool columns, bool from_end);
bool DarkGround(PIX* pix);
struct FaintMarks {
  int faint = 0;      // tiles holding only faint marks
  int flat = 0;       // tiles of one level
  float edge = 0.0f;  // the faint tiles' median FaintEdge
};
FaintMarks FaintTiles(PIX* gray, PIX* background, PIX* ink, int ink_level);
float FaintEdge(PIX* gray, l_int32 tx, l_int32 ty, int depth);
float TwoToneShare(PIX* background, int low, int high);

}  // namespace docrec
