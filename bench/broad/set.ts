// The broad set (issue 24 §0): the 21-page accuracy set first (bench/accuracy/set.ts, as the tuning
// part it has always been), then 26 more tuning pages, 24 held-out pages, 20 fresh pages, 20 unseen
// pages, 20 blind pages, 20 sealed pages, 20 vault pages, 20 locked pages, 20 hidden pages and 20
// buried pages typeset from HTML (specs-*.ts): small print, columns, letters, invoices, forms,
// tables, slides, scans at 200/300/400 DPI and phone photos, in the ten installed languages. The
// fresh part is a second held-out part, made from its own templates and texts after the recognition
// code was tuned.
// The unseen part is a third, made in the 2026-11-29 session from its own templates and texts and
// never read while tuning; no one looks at what any reader makes of its pages before the headline
// bench first reports them. The blind part is a fourth, made in the 2026-11-29 third session from
// its own templates and texts, and read by no reader before the headline bench first reports it. The
// sealed part is a fifth, made after the blind part was first reported, from its own templates and
// texts, and likewise read by no reader before the headline bench first reports it. The vault part
// is a sixth, made after the sealed part was first reported and looked at, from its own templates and
// texts, and read by no reader before the headline bench first reports it. The locked part is a
// seventh, made after the vault part was first reported and tuned on, from its own templates and
// texts, and read by no reader before the headline bench first reports it. The hidden part is an
// eighth, made after the locked part was first reported and tuned on, from its own templates and
// texts, and read by no reader before the headline bench first reports it. The buried part is a
// ninth, made after the hidden part was first reported and tuned on, from its own templates and
// texts, and read by no reader before the headline bench first reports it. Pages are made at run
// time and kept in a cache directory named by a hash of the generators' source: a rerun draws
// nothing, a change draws all.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accuracyPages, buildAccuracySet, type AccuracyPage } from '../accuracy/set.js';
import type { PageContent } from './html-kit.js';
import { lookFormat } from './looks.js';
import { pagesDocument } from './page-css.js';
import { checkPdfPage, pdfPageCount, printPdf, rasterize, requireFonts } from './render.js';
import { blindSpecs } from './specs-blind.js';
import { buriedSpecs } from './specs-buried.js';
import { freshSpecs } from './specs-fresh.js';
import { heldOutSpecs } from './specs-heldout.js';
import { hiddenSpecs } from './specs-hidden.js';
import { lockedSpecs } from './specs-locked.js';
import { sealedSpecs } from './specs-sealed.js';
import { tuningSpecs, type HtmlSpec, type Kind } from './specs-tuning.js';
import { unseenSpecs } from './specs-unseen.js';
import { vaultSpecs } from './specs-vault.js';

export interface BroadPage extends AccuracyPage {
  kind: Kind;
  /**
   * 'accuracy' (the accuracy set), 'tuning', 'held-out' (made from other texts and templates,
   * tuned on by nothing), 'fresh' (a second held-out part from its own templates and texts, made
   * after the tuning, its results looked at by no one before it was first reported), 'unseen' (a
   * third, made in the 2026-11-29 session from its own templates and texts, never read while tuning; no
   * one looks at what any reader makes of its pages before the headline bench first reports them) or
   * 'blind' (a fourth, made in the 2026-11-29 third session from its own templates and texts, never
   * read by any reader before the headline bench first reports it) or 'sealed' (a fifth, made after
   * the blind part was first reported, from its own templates and texts, never read by any reader
   * before the headline bench first reports it) or 'vault' (a sixth, made after the sealed part was
   * first reported and looked at, from its own templates and texts, never read by any reader before
   * the headline bench first reports it) or 'locked' (a seventh, made after the vault part was first
   * reported and tuned on, from its own templates and texts, never read by any reader before the
   * headline bench first reports it) or 'hidden' (an eighth, made after the locked part was first
   * reported and tuned on, from its own templates and texts, never read by any reader before the
   * headline bench first reports it) or 'buried' (a ninth, made after the hidden part was first
   * reported and tuned on, from its own templates and texts, never read by any reader before the
   * headline bench first reports it).
   */
  part: 'accuracy' | 'tuning' | 'held-out' | 'fresh' | 'unseen' | 'blind' | 'sealed' | 'vault' | 'locked' | 'hidden' | 'buried';
  /** True on the held-out, fresh, unseen, blind, sealed, vault, locked, hidden and buried parts: nothing tunes on them. */
  heldOut: boolean;
  /** born-digital, scan or photo (the accuracy set's pages are drawn as scans). */
  capture: string;
}

/** The accuracy set's pages by kind (it has no kind of its own). */
function accuracyKind(name: string): Kind {
  if (/^(en|uk)-(08|10)pt$/.test(name)) return 'small-print';
  if (/^(en|uk)-\d+pt$/.test(name)) return 'prose';
  if (/^(de|fr|pl|ru)-|^mixed|^footer/.test(name)) return 'letter';
  if (name === 'two-column') return 'columns';
  if (name === 'photo') return 'picture';
  if (name === 'table') return 'table';
  if (/^(fax|scan)-/.test(name)) return 'scan';
  return 'blank';
}

const MIN_JUDGED_LETTERS = 150;

/** The generators' source (this folder, the accuracy set, the corpora it borrows), hashed. */
function sourceHash(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const ext = extname(fileURLToPath(import.meta.url));
  const files = [
    ...readdirSync(here).map((f) => join(here, f)),
    ...readdirSync(join(here, '../accuracy')).map((f) => join(here, '../accuracy', f)),
    join(here, `../_kit/dense-pages${ext}`),
    join(here, `../_kit/ukrainian-pages${ext}`),
  ].filter((f) => f.endsWith(ext) && !f.endsWith(`.d${ext}`));
  const hash = createHash('sha256');
  for (const f of files.sort()) hash.update(f.slice(here.length)).update(readFileSync(f));
  return hash.digest('hex').slice(0, 16);
}

/** Where the set's files are kept between runs. */
export const broadCacheDir = (): string => join(tmpdir(), 'docrec-broad-set', sourceHash());

type TypesetPart = 'tuning' | 'held-out' | 'fresh' | 'unseen' | 'blind' | 'sealed' | 'vault' | 'locked' | 'hidden' | 'buried';

function htmlPage(spec: HtmlSpec, content: PageContent, dir: string, part: TypesetPart): BroadPage {
  const letters = content.truth.match(/\p{L}/gu)?.length ?? 0;
  return {
    name: spec.name,
    path: join(dir, `${spec.name}.${lookFormat(spec.look).ext}`),
    iso: spec.iso,
    tesseract: spec.tesseract,
    text: content.truth,
    dpi: spec.look.dpi,
    judgeLanguage: letters >= MIN_JUDGED_LETTERS,
    kind: spec.kind,
    part,
    heldOut: part !== 'tuning',
    capture: spec.look.capture,
  };
}

interface Planned {
  page: BroadPage;
  /** The HTML spec and its content, for pages typeset here; undefined for the accuracy set's. */
  html?: { spec: HtmlSpec; content: PageContent };
}

function plan(dir: string): Planned[] {
  const accuracy = accuracyPages(join(dir, 'accuracy')).map((p) => ({
    page: { ...p, kind: accuracyKind(p.name), part: 'accuracy' as const, heldOut: false, capture: 'scan' },
  }));
  const typeset = (specs: HtmlSpec[], part: TypesetPart) =>
    specs.map((spec) => {
      const content = spec.content();
      return { page: htmlPage(spec, content, dir, part), html: { spec, content } };
    });
  const heldOut = [
    ...typeset(heldOutSpecs(), 'held-out'),
    ...typeset(freshSpecs(), 'fresh'),
    ...typeset(unseenSpecs(), 'unseen'),
    ...typeset(blindSpecs(), 'blind'),
    ...typeset(sealedSpecs(), 'sealed'),
    ...typeset(vaultSpecs(), 'vault'),
    ...typeset(lockedSpecs(), 'locked'),
    ...typeset(hiddenSpecs(), 'hidden'),
    ...typeset(buriedSpecs(), 'buried'),
  ];
  return [...accuracy, ...typeset(tuningSpecs(), 'tuning'), ...heldOut];
}

/** Every page with its truth and where its file will be, drawing nothing (the unit test's view). */
export const broadPages = (dir = broadCacheDir()): BroadPage[] => plan(dir).map((p) => p.page);

/** Makes the pages `only` keeps that the cache lacks; returns them in set order. */
export async function buildBroadSet(only?: (name: string) => boolean, say: (line: string) => void = () => {}): Promise<BroadPage[]> {
  const dir = broadCacheDir();
  await mkdir(join(dir, 'accuracy'), { recursive: true });
  const planned = plan(dir).filter((p) => only?.(p.page.name) ?? true);
  // A page counts as made once its marker is written after it: a run stopped mid-write leaves none.
  const made = (path: string) => writeFile(`${path}.made`, '');
  const missing = planned.filter((p) => !existsSync(`${p.page.path}.made`));
  const accuracy = new Set(missing.filter((p) => !p.html).map((p) => p.page.name));
  if (accuracy.size > 0) {
    say(`drawing ${accuracy.size} accuracy-set pages into ${dir}…`);
    const drawn = await buildAccuracySet(join(dir, 'accuracy'), (name) => accuracy.has(name));
    await Promise.all(drawn.map((p) => made(p.path)));
  }
  const typeset = missing.filter((p) => p.html);
  if (typeset.length === 0) return planned.map((p) => p.page);
  say(`typesetting ${typeset.length} pages with Chromium, rendering with mutool, ImageMagick for scans and photos…`);
  await requireFonts();
  const all = plan(dir).filter((p) => p.html);
  const pdf = await printPdf(pagesDocument(all.map((p) => p.html!.content)), dir, 'born-digital');
  const count = await pdfPageCount(pdf);
  if (count !== all.length) throw new Error(`Chromium printed ${count} pages for ${all.length} sections: a section overflowed its page`);
  let next = 0;
  const lane = async () => {
    while (next < typeset.length) {
      const p = typeset[next++]!;
      const n = all.findIndex((a) => a.page.name === p.page.name) + 1;
      await checkPdfPage(pdf, n, p.page.text, p.page.name);
      await rasterize(pdf, n, p.html!.spec.look, p.page.path.slice(0, -extname(p.page.path).length));
      await made(p.page.path);
    }
  };
  await Promise.all([lane(), lane()]);
  return planned.map((p) => p.page);
}
