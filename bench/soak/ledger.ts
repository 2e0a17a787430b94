// What the soak clients know about every document the server accepted: its kind, whether a
// webhook was asked for, how it ended as seen through the API (completed, failed with a code, or
// deleted by the client), and whether the retention sweep has since removed it. The verdicts
// (verdicts.ts) are read from here, so nothing accepted can drop out unnoticed.

type Ending = { status: 'completed'; pages: number } | { status: 'failed'; code: string; message: string } | { status: 'deleted' };

interface AcceptedDocument {
  id: string;
  kind: string;
  expectFailure: string | undefined;
  webhook: 'flaky' | 'dead' | undefined;
  acceptedAt: number;
  /** Set once the API showed it finished, or the client deleted it. */
  ending?: Ending;
  endedAt?: number;
  /** Its status when the client deleted it (a delete while processing is the point). */
  deletedWhile?: string;
  /** Seen gone from the database after it ended, not deleted by the client: the retention sweep. */
  sweptAt?: number;
}

export class Ledger {
  readonly documents = new Map<string, AcceptedDocument>();
  /** Idempotency-Key repeats, and those that answered another document or status (must be 0). */
  idempotentRepeats = 0;
  idempotencyMismatches: string[] = [];
  /** Requests that failed unexpectedly (non-2xx where 2xx was due, network errors). */
  errors: string[] = [];

  accept(doc: Omit<AcceptedDocument, 'acceptedAt'>): void {
    if (!this.documents.has(doc.id)) this.documents.set(doc.id, { ...doc, acceptedAt: Date.now() });
  }

  end(id: string, ending: Ending, deletedWhile?: string): void {
    const doc = this.documents.get(id);
    if (!doc || doc.ending) return;
    doc.ending = ending;
    doc.endedAt = Date.now();
    if (deletedWhile) doc.deletedWhile = deletedWhile;
  }

  /** Called with the ids still in the documents table: those that ended and are gone were swept. */
  markSwept(present: ReadonlySet<string>): void {
    const now = Date.now();
    for (const doc of this.documents.values()) {
      if (doc.ending && doc.ending.status !== 'deleted' && doc.sweptAt === undefined && !present.has(doc.id)) doc.sweptAt = now;
    }
  }

  error(message: string): void {
    if (this.errors.length < 50) this.errors.push(message);
    else this.errors[49] = `… and more (last: ${message})`;
  }

  /** Counts of documents accepted, completed, failed and deleted in [from, to) (epoch ms). */
  countIn(from: number, to: number) {
    let accepted = 0;
    let completed = 0;
    let failed = 0;
    let deleted = 0;
    let swept = 0;
    const inside = (t: number | undefined) => t !== undefined && t >= from && t < to;
    for (const doc of this.documents.values()) {
      if (inside(doc.acceptedAt)) accepted++;
      if (inside(doc.sweptAt)) swept++;
      if (!inside(doc.endedAt)) continue;
      if (doc.ending?.status === 'completed') completed++;
      else if (doc.ending?.status === 'failed') failed++;
      else deleted++;
    }
    return { accepted, completed, failed, deleted, swept };
  }
}
