// The seam between the API and recognition: the API tells the processor about new and deleted
// documents; the processor claims queued documents from the database on its own (so a missed
// notify only delays work). The recognition pipeline implements this port.
export interface DocumentProcessor {
  start(): Promise<void>;
  /** A document was committed as queued. */
  notify(documentId: string): void;
  /** A document was deleted: stop working on it. */
  cancel(documentId: string): void;
  /** Worker threads recognizing a page now, of how many (for the utilisation gauge). */
  load?(): { busy: number; threads: number };
  /** False while the processor cannot take work (e.g. its worker pool is not up). */
  ready(): boolean;
  /**
   * Stops taking work. With `drainMs`, pages already being recognized get that long to finish and
   * be stored; whatever is left is given back at once (leases released) for another instance.
   */
  stop(drainMs?: number): Promise<void>;
}

/**
 * Recognizes nothing: documents wait in `queued` for another instance (OCR_THREADS=0, an API node)
 * or for a pipeline a test installs. Always ready: there is no pool to wait for.
 */
export class QueueOnlyProcessor implements DocumentProcessor {
  async start(): Promise<void> {}
  notify(): void {}
  cancel(): void {}
  ready(): boolean {
    return true;
  }
  async stop(): Promise<void> {}
}
