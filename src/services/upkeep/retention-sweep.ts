// DOCUMENT_RETENTION: every half minute (so a document goes within a minute of falling due), delete
// the documents finished longer ago, then their stored files. The record goes first: a file whose
// deletion fails is then an orphan that the start-up sweep removes, never a document without its file.
import type { Logger } from 'pino';
import type { Db } from '../../store/database.js';
import { deleteExpiredDocuments } from '../../store/retention-repo.js';
import { deleteDocumentFiles } from '../../storage/document-files.js';
import type { Storage } from '../../storage/storage.js';
import { PeriodicTask } from './periodic-task.js';

const RETENTION_SWEEP_MS = 30_000;
const batchSize = 500;

export class RetentionSweep {
  private readonly periodic: PeriodicTask<number>;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly retentionMs: number,
    private readonly logger: Logger,
    intervalMs = RETENTION_SWEEP_MS,
  ) {
    this.periodic = new PeriodicTask(
      () =>
        this.sweep().catch((err: unknown) => {
          this.logger.warn({ err: String(err) }, 'retention sweep failed; retried at the next interval');
          return 0;
        }),
      intervalMs,
    );
  }

  start(): void {
    this.periodic.schedule();
    void this.run();
  }

  /** One sweep (joins the one under way); how many documents this instance deleted. */
  run(): Promise<number> {
    return this.periodic.run();
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  private async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await deleteExpiredDocuments(this.db, this.retentionMs, batchSize);
      if (expired === undefined) break; // another instance is at it
      for (const doc of expired) {
        await deleteDocumentFiles(this.storage, { id: doc.id, storagePath: doc.storage_path }).catch((err: unknown) => {
          this.logger.warn({ documentId: doc.id, err: String(err) }, 'retention: could not delete the stored files; the orphan sweep will');
        });
      }
      total += expired.length;
      if (expired.length < batchSize) break;
    }
    if (total > 0)
      this.logger.info({ documents: total, retentionMs: this.retentionMs }, 'retention: deleted documents finished longer ago');
    return total;
  }
}
