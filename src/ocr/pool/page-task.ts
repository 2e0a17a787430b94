// What crosses the thread boundary between the scheduler (main thread) and a page worker.
// Plain data only: errors come back as `{ok: false, code}` because an Error thrown in a worker
// loses its class and fields on the way (structured clone).
import type { DocumentErrorCode, PageErrorCode } from '../../errors.js';
import type { LayoutLine, PageGeometry } from '../../layout/page-layout.js';
import type { StoredStructure } from '../../structure/structure-codec.js';

/** Opens a stored upload and counts its pages (MAX_PAGES and the format are checked here). */
export interface OpenTask {
  kind: 'open';
  /** Absolute path of the upload. */
  path: string;
  maxPages: number;
}

export type OpenResult = { ok: true; pages: number } | { ok: false; code: DocumentErrorCode; message: string };

/** Recognizes one page: its text layer when it has real text, else pixels through Tesseract. */
export interface PageTask {
  kind: 'page';
  path: string;
  /** 1-based. */
  page: number;
  /**
   * Tesseract codes joined by '+': the requested language's model (e.g. 'eng'), or, when none
   * was requested, every language the page may be in (OCR_LANGUAGES order, e.g. 'eng+ukr+deu'),
   * among which the worker picks one model per page (page-decisions.ts).
   */
  languages: string;
  /** The document's requested ISO code, or null: the worker detects the page's language. */
  requestedLanguage: string | null;
  /** Without a requested language: what most of the document's pages so far were in (a prior). */
  languageHint?: string | null;
  /** Largest number of pixels a rendered or decoded page may have (MAX_PIXELS). */
  maxPixels: number;
  /** Time limit for this page (PAGE_TIMEOUT_MS); the pool kills the thread a second after it. */
  timeoutMs: number;
}

export interface PageTimings {
  /** Opening (or finding in the per-worker cache) the document and loading the page. */
  openMs: number;
  /** Text-layer extraction or rendering to gray pixels. */
  renderMs: number;
  /** Deciding how to read the pixels: blank check, OSD (script, orientation), language checks. */
  decideMs: number;
  /** Tesseract, 0 for text-layer pages. */
  recognizeMs: number;
  /** Structure: ruling lines (vectors or pixels), tables, paragraphs and reading order. */
  structureMs: number;
}

export type PageResult =
  | {
      ok: true;
      text: string;
      /** 0..1; 1 for a text layer. */
      confidence: number;
      method: 'ocr' | 'text_layer' | 'blank';
      /** The requested ISO code, else the detected one; null when no language could be told. */
      language: string | null;
      /** The page's displayed size and how it was read. */
      geometry: PageGeometry;
      /** Reading order, boxes on the displayed page; `text` is made of these. */
      lines: LayoutLine[];
      /** Paragraph drafts and tables (line indices dropped: the lines' `paragraph` says it). */
      structure: StoredStructure;
      /** Structure failed on this page (a bug, logged): `structure` is empty, the text is kept. */
      structureError?: string;
      timings: PageTimings;
      /** What was done to the pixels before reading (page-preparation.ts), in order; absent or [] for none. */
      prepared?: string[];
    }
  | { ok: false; code: PageErrorCode; message: string; geometry?: PageGeometry };

export type WorkerTask = OpenTask | PageTask;
