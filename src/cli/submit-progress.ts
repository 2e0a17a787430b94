// What `docrec submit` shows on stderr while it works: on a terminal, a live bar per file (bytes
// while uploading, then pages done of pages_total); elsewhere (a pipe, CI, a log), one line per
// change of state, so the output stays readable and greppable.
import cliProgress from 'cli-progress';
import type { DocumentObject } from '../services/documents/document-view.js';

export interface FileProgress {
  uploading(sent: number): void;
  /** The document as last read from the server. */
  document(doc: DocumentObject): void;
  failed(message: string): void;
}

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const pagesOf = (doc: DocumentObject) => doc.pages_done + doc.pages_failed;

function describe(doc: DocumentObject): string {
  if (doc.status === 'completed')
    return `completed, ${doc.pages_total} page${doc.pages_total === 1 ? '' : 's'}${doc.pages_failed ? ` (${doc.pages_failed} failed)` : ''}`;
  if (doc.status === 'failed') return `failed: ${doc.error?.code}: ${doc.error?.message}`;
  if (doc.pages_total === null) return doc.status;
  return `${doc.status}, ${pagesOf(doc)}/${doc.pages_total} pages`;
}

export class SubmitProgress {
  private readonly bars: cliProgress.MultiBar | undefined;
  private readonly width: number;

  constructor(
    names: string[],
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {
    // Name, bar and state fit an 80-column terminal (cli-progress cuts longer lines).
    this.width = Math.min(28, Math.max(...names.map((n) => n.length)));
    this.bars = stream.isTTY
      ? new cliProgress.MultiBar(
          { stream, format: '{name} |{bar}| {state}', barsize: 20, hideCursor: true, autopadding: true, fps: 10 },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
  }

  add(path: string, size: number): FileProgress {
    const name = path.length > this.width ? `…${path.slice(-(this.width - 1))}` : path.padEnd(this.width);
    const bar = this.bars?.create(size, 0, { name, state: 'waiting' });
    const stream = this.stream;
    let last = '';
    const line = (text: string) => {
      if (text === last) return;
      last = text;
      if (!bar) stream.write(`${path}: ${text}\n`);
    };
    return {
      uploading(sent) {
        bar?.update(sent, { state: `uploading ${mib(sent)}/${mib(size)} MiB` });
        if (sent === 0) line('uploading');
      },
      document(doc) {
        const state = describe(doc);
        const total = Math.max(1, doc.pages_total ?? 1); // unknown until the document is opened
        bar?.setTotal(total);
        bar?.update(doc.status === 'completed' ? total : pagesOf(doc), { state });
        line(`${doc.id} ${state}`);
      },
      failed(message) {
        bar?.update({ state: `error: ${message}` });
        line(`error: ${message}`);
      },
    };
  }

  stop(): void {
    this.bars?.stop();
  }
}
