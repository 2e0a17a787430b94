// PDF-aware mutators: each damages one structure a PDF reader relies on (the xref table and
// startxref, a stream's /Length, object numbers, the page tree's /Count, a MediaBox, Flate data)
// or adds what exhausts a naive parser (deep nesting). The file is edited as latin1 text, which
// maps every byte to one character and back.
import type { Mutator } from './byte-mutators.js';
import type { Random } from './random.js';

const text = (bytes: Buffer) => bytes.toString('latin1');
const bytesOf = (s: string) => Buffer.from(s, 'latin1');

/** Replaces one match of `re` (global) picked at random with `replace(match)`; undefined without a match. */
function editOne(bytes: Buffer, r: Random, re: RegExp, replace: (m: RegExpExecArray) => string): Buffer | undefined {
  const s = text(bytes);
  const matches = [...s.matchAll(re)];
  if (matches.length === 0) return undefined;
  const m = r.pick<RegExpExecArray>(matches);
  return bytesOf(s.slice(0, m.index) + replace(m) + s.slice(m.index + m[0].length));
}

const hugeOrOdd = (r: Random) => String(r.pick([0, -1, 2 ** 31 - 1, 2 ** 31, 4294967295, 1e12, r.int(1, 10_000_000), 1e308]));

function nested(r: Random, depth: number): string {
  const [open, close] = r.pick([
    ['[', ']'],
    ['<< /A ', ' >>'],
  ]);
  // Sometimes unclosed: the parser must give up rather than recurse or loop.
  return open.repeat(depth) + '0' + (r.chance(0.5) ? close.repeat(depth) : '');
}

export const pdfMutators: Mutator[] = [
  {
    name: 'pdf-startxref',
    apply: (b, r) =>
      editOne(b, r, /startxref\s+(\d+)/g, () => `startxref\n${r.pick([0, 1, r.int(0, b.length), b.length + 1000, 2 ** 31])}`),
  },
  {
    name: 'pdf-xref-entries',
    apply: (b, r) =>
      editOne(b, r, /(\d{10}) (\d{5}) ([nf])/g, () => {
        const offset = String(r.pick([0, r.int(0, b.length), 9999999999]))
          .padStart(10, '0')
          .slice(-10);
        return `${offset} ${String(r.pick([0, 1, 65535])).padStart(5, '0')} ${r.pick(['n', 'f', 'x'])}`;
      }),
  },
  {
    name: 'pdf-stream-length',
    apply: (b, r) => editOne(b, r, /\/Length\s+(\d+)(\s+0\s+R)?/g, () => `/Length ${hugeOrOdd(r)}`),
  },
  {
    name: 'pdf-swap-object-numbers',
    apply(b, r) {
      const s = text(b);
      const heads = [...s.matchAll(/(\d+) 0 obj/g)];
      if (heads.length < 2) return undefined;
      const a = r.pick<RegExpExecArray>(heads);
      const c = r.pick<RegExpExecArray>(heads);
      // Both headers take the same number, or each takes the other's: references now point at the wrong object.
      const swap = (m: RegExpExecArray, n: string) => ({ at: m.index, len: m[1]!.length, n });
      const edits = [swap(a, c[1]!), swap(c, r.chance(0.5) ? a[1]! : c[1]!)].sort((x, y) => y.at - x.at);
      let out = s;
      for (const e of edits) out = out.slice(0, e.at) + e.n + out.slice(e.at + e.len);
      return bytesOf(out);
    },
  },
  {
    name: 'pdf-deep-nesting',
    apply: (b, r) => editOne(b, r, /\/Type\s*\/(Page|Catalog|Pages)\b/g, (m) => `${m[0]} /Deep ${nested(r, r.pick([100, 1000, 50_000]))}`),
  },
  {
    name: 'pdf-page-count',
    apply: (b, r) => editOne(b, r, /\/Count\s+(-?\d+)/g, () => `/Count ${hugeOrOdd(r)}`),
  },
  {
    name: 'pdf-mediabox',
    apply: (b, r) =>
      editOne(b, r, /\/MediaBox\s*\[[^\]]*\]/g, () => {
        const v = () => r.pick(['0', '-1', '1e9', '14400', '99999999', String(r.int(-100, 100_000)), '1e-9']);
        return `/MediaBox [${v()} ${v()} ${v()} ${v()}]`;
      }),
  },
  {
    name: 'pdf-flate-data',
    apply(b, r) {
      const s = text(b);
      const streams = [...s.matchAll(/\/FlateDecode[^]*?stream\r?\n/g)];
      if (streams.length === 0) return undefined;
      const m = r.pick<RegExpExecArray>(streams);
      const start = m.index + m[0].length;
      const out = Buffer.from(b);
      // Flip a few bytes just after the zlib header, or zero a run: inflate fails mid-stream.
      const at = start + r.int(2, 40);
      for (let i = 0; i < r.int(1, 32) && at + i < out.length; i++) out[at + i] = r.chance(0.5) ? 0 : r.int(0, 255);
      return out;
    },
  },
];
