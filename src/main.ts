// Composition root: config → adapters → services → HTTP. The only module that knows every layer.
import { mkdir } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { Config } from './config/config.js';
import { openDatabase, type Database } from './store/database.js';
import { countActiveDocuments } from './store/processing-repo.js';
import { createLimiter } from './limits/create-limiter.js';
import type { RateLimiter } from './limits/rate-limiter.js';
import { Metrics } from './observability/metrics.js';
import { createLogger } from './observability/logger.js';
import { findInstalledLanguages } from './services/recognition/installed-languages.js';
import { DatabasePrincipalLookup } from './services/accounts/principal-lookup.js';
import { createRecognition } from './services/recognition/create-recognition.js';
import { instanceId } from './services/instance-id.js';
import { createDispatcher } from './webhooks/create-dispatcher.js';
import type { WebhookDispatcher } from './webhooks/webhook-dispatcher.js';
import { OrphanSweep } from './services/upkeep/orphan-sweep.js';
import { RetentionSweep } from './services/upkeep/retention-sweep.js';
import { QueueOnlyProcessor, type DocumentProcessor } from './services/recognition/document-processor.js';
import { createStorage } from './storage/create-storage.js';
import { PagePreviews } from './services/documents/page-previews.js';
import type { Storage } from './storage/storage.js';
import { uploadsDir } from './storage/storage-keys.js';
import { bootstrapIfEmpty, type BootstrapCredentials } from './services/accounts/bootstrap.js';
import { createHttpServer } from './http/app.js';
import { apiSurface } from './http/api-surface.js';
import { dashboardSurface } from './dashboard/dashboard-surface.js';
import { nativeUwsLoaded } from './http/uws.js';
import type { AppDeps } from './http/deps.js';
import type { LookupFn } from './webhooks/address-guard.js';
import type { UploadStallPolicy } from './http/upload/stall-watchdog.js';

/** How long shutdown lets pages already in the workers finish before giving them back. */
const SHUTDOWN_DRAIN_MS = 10_000;

export interface RunningServer {
  port: number;
  url: string;
  deps: AppDeps;
  /** Set on the first start with an empty database: the credentials to print once. */
  bootstrap: BootstrapCredentials | undefined;
  stop(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  limiter?: RateLimiter;
  processor?: DocumentProcessor;
  lookup?: LookupFn;
  /** Tests that run many servers in one process turn Node's default metrics off. */
  defaultMetrics?: boolean;
  /** The slowest upload accepted (default: 8 KiB in every 10 s). */
  uploadStall?: UploadStallPolicy;
  /** How often the DOCUMENT_RETENTION sweep runs (default 30 s); tests shorten it. */
  retentionSweepMs?: number;
  /** How often orphan uploads are swept after the start-up sweep (default 1 h); tests shorten it. */
  orphanSweepMs?: number;
}

export async function startServer(config: Config, opts: StartOptions = {}): Promise<RunningServer> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  if (!nativeUwsLoaded()) logger.warn('uWebSockets.js native binary is not loaded: running on its slow fallback');
  await mkdir(uploadsDir(config.dataDir), { recursive: true });
  const database: Database = await openDatabase(config);
  // What has started so far; one teardown stops it, after a failed start as on shutdown.
  const started: Started = {};
  const teardown = (drainMs?: number) => stopAll(started, database, drainMs);
  try {
    const bootstrap = await bootstrapIfEmpty(database.db);
    const files = (started.storage = await createStorage(config));
    const orphans = (started.orphans = new OrphanSweep(database.db, files, uploadsDir(config.dataDir), logger, opts.orphanSweepMs));
    await orphans.start();
    const languages = findInstalledLanguages(config.tessdataDir, config.ocrLanguages);
    if (languages.isoCodes.length === 0) logger.warn('no Tesseract language data found: every language is refused');
    if (languages.missing.length > 0) {
      logger.warn({ missing: languages.missing }, 'OCR_LANGUAGES names packs that are not installed (bash .ci/setup.sh installs them)');
    }
    const metrics = new Metrics({ defaultMetrics: opts.defaultMetrics ?? true });
    const owner = instanceId();
    const webhooks = (started.dispatcher = createDispatcher(config, database.db, owner, logger, metrics, opts.lookup));
    const processor: DocumentProcessor = (started.processor =
      opts.processor ??
      (config.ocrThreads === 0
        ? new QueueOnlyProcessor()
        : createRecognition(config, database.db, languages, logger, metrics, owner, () => webhooks.wake(), files)));
    if (config.ocrThreads === 0) logger.info('OCR_THREADS=0: this instance recognizes nothing; other instances do');
    metrics.watch({
      activeDocuments: () => countActiveDocuments(database.db),
      workers: () => processor.load?.() ?? { busy: 0, threads: 0 },
    });
    const deps: AppDeps = {
      config,
      database,
      storage: files,
      previews: (started.previews = new PagePreviews(files, config.maxPixels)),
      limiter: (started.limiter = opts.limiter ?? createLimiter(config, logger, metrics)),
      processor,
      languages,
      logger,
      metrics,
      principals: new DatabasePrincipalLookup(database.db, logger),
      webhooks,
      lifecycle: { draining: false },
      ...(opts.lookup ? { lookup: opts.lookup } : {}),
      ...(opts.uploadStall ? { uploadStall: opts.uploadStall } : {}),
    };
    // The dashboard owns /dashboard; the API answers every other path.
    const http = (started.http = createHttpServer(deps, [dashboardSurface(deps), apiSurface(deps)]));
    const port = await http.listen(config.host, config.port);
    await processor.start();
    webhooks.start();
    if (config.documentRetentionMs !== undefined) {
      started.retention = new RetentionSweep(database.db, files, config.documentRetentionMs, logger, opts.retentionSweepMs);
      started.retention.start();
    }
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    const setup = { database: database.kind, storage: files.kind, ocrThreads: config.ocrThreads, languages: languages.isoCodes };
    logger.info({ url, ...setup }, 'docrec listening');
    return {
      port,
      url,
      deps,
      bootstrap,
      async stop() {
        // Drain first, still listening: new requests and /readyz get 503 + Retry-After while the
        // pages in the workers finish and are stored; then everything left is given back.
        deps.lifecycle.draining = true;
        await teardown(SHUTDOWN_DRAIN_MS);
      },
    };
  } catch (err) {
    await teardown();
    throw err;
  }
}

interface Started {
  processor?: DocumentProcessor;
  dispatcher?: WebhookDispatcher;
  retention?: RetentionSweep;
  orphans?: OrphanSweep;
  http?: { close(): void };
  previews?: PagePreviews;
  limiter?: RateLimiter;
  storage?: Storage;
}

/**
 * Stops what started, users before what they use: the recognition (letting pages in the workers
 * finish for `drainMs`), the webhook dispatcher and the sweeps, then the listening socket, and last
 * the page previews, the limiter, the file store and the database.
 */
async function stopAll(started: Started, database: Database, drainMs?: number): Promise<void> {
  await started.processor?.stop(drainMs);
  await started.dispatcher?.stop();
  await started.retention?.stop();
  await started.orphans?.stop();
  started.http?.close();
  await started.previews?.close();
  await started.limiter?.close();
  await started.storage?.close();
  await database.close();
}
