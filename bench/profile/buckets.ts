// Where recognition's CPU goes, by symbol: perf's self time per (library, function) sorted into
// the parts issue 24 asks about. The rules are name patterns, checked in order; what none claims
// is "the rest" (and listed, so a rule can be added when something big lands there).
const BUCKETS = [
  // Tesseract's own kernels are `matrixDotVector`, docrec's AVX-512 ones `MatrixDotVectorAvx512<...>`.
  { name: 'LSTM matrix products', test: /[mM]atrixDotVector|IntSimdMatrix|MultiplyGroup|DotProduct/ },
  {
    name: 'LSTM per-step loops (nonlinearities, int8 steps, maxpool)',
    test: /AVX512|LSTM::|FuncInplace|FuncMultiply|NetworkIO::|FullyConnected::|Maxpool::|Convolve::|Series::|Reversed::|Parallel::|StrideMap|Input::|Network::/,
  },
  { name: 'beam search (decoding the LSTM output)', test: /RecodeBeamSearch|RecodeHeap|RecodedCharID|UNICHARSET|Dawg|Trie/ },
  { name: 'thresholding', test: /Threshold|Otsu|HistogramRect|binariz/i },
  {
    name: 'layout analysis and other Tesseract work',
    test: /BLOB|ColPartition|TabFind|TabVector|ColumnFinder|StrokeWidth|LineFinder|textord|Textord|block_edges|FPCUTPT|FPSEGPT|ELIST|CLIST|C_OUTLINE|C_BLOB|OUTLINE|Outline|ICOORD|TBOX|ROW|WERD|PAGE_RES|BLOCK|GridSearch|SortBy|edges|join_edges|make_|compute_|fit_|find_|tesseract::/,
  },
  { name: 'Leptonica image operations', test: /^liblept|pix|rasterop|box[A-Z]|sel[A-Z]/ },
  { name: 'memory (malloc, free, copies)', test: /malloc|free|memmove|memcpy|memset|_int_|cfree|operator new|operator delete/ },
  { name: 'kernel (page faults, scheduling)', test: /^\[kernel/ },
] as const;

export interface Sample {
  dso: string;
  symbol: string;
  percent: number;
}

export interface Split {
  buckets: { name: string; percent: number }[];
  rest: Sample[];
}

/** Sorts perf's self-time samples into BUCKETS; the rest keeps its ten largest for the report. */
export function split(samples: Sample[]): Split {
  const totals = new Map<string, number>(BUCKETS.map((b) => [b.name, 0]));
  const rest: Sample[] = [];
  for (const s of samples) {
    const key = `${s.dso} ${s.symbol}`;
    const bucket = BUCKETS.find((b) => b.test.test(s.symbol) || b.test.test(key));
    if (bucket) totals.set(bucket.name, totals.get(bucket.name)! + s.percent);
    else rest.push(s);
  }
  const restTotal = rest.reduce((sum, s) => sum + s.percent, 0);
  return {
    buckets: [...[...totals].map(([name, percent]) => ({ name, percent })), { name: 'the rest', percent: restTotal }],
    rest: rest.sort((a, b) => b.percent - a.percent).slice(0, 10),
  };
}

/** Parses `perf report --no-children --sort dso,symbol --stdio -g none` lines. */
export function parsePerfReport(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*([\d.]+)%\s+(\S+)\s+\[[.k]\]\s+(.+?)\s*$/.exec(line);
    if (m) samples.push({ percent: Number(m[1]), dso: m[2]!, symbol: m[3]!.replace(/(\s+-)+$/, '') });
  }
  return samples;
}
