// The orphan sweep (sweep-uploads.ts) runs at start-up and then every hour: an instance killed
// between the bucket write and the commit is usually restarted within seconds, when its orphan is
// still too young to tell from an upload in flight, so a start-up sweep alone would leave it for
// weeks. Each instance sweeps on its own (its staging directory is its own); deleting an orphan
// twice is harmless.
import type { Logger } from 'pino';
import type { Db } from '../../store/database.js';
import type { Storage } from '../../storage/storage.js';
import { sweepOrphanUploads } from './sweep-uploads.js';
import { PeriodicTask } from './periodic-task.js';

const ORPHAN_SWEEP_MS = 60 * 60_000;

export class OrphanSweep {
  private readonly periodic: PeriodicTask<number>;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly stagingDir: string,
    private readonly logger: Logger,
    intervalMs = ORPHAN_SWEEP_MS,
  ) {
    this.periodic = new PeriodicTask(() => this.sweep(), intervalMs);
  }

  /** Sweeps once now (resolves when done), then every interval in the background. */
  async start(): Promise<void> {
    await this.run();
    this.periodic.schedule();
  }

  run(): Promise<number> {
    return this.periodic.run();
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  private sweep(): Promise<number> {
    return (
      sweepOrphanUploads(this.db, this.storage, this.stagingDir)
        .then((files) => {
          if (files > 0) this.logger.info({ files }, 'removed uploads left behind by an interrupted process');
          return files;
        })
        // An unreachable bucket must not keep the API from starting or stop later sweeps.
        .catch((err: unknown) => {
          this.logger.warn({ err: String(err) }, 'could not sweep orphan uploads; retried at the next interval');
          return 0;
        })
    );
  }
}
