// Composition root: config → adapters → services → HTTP. The only module that knows every layer.
import { mkdir } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { Config } from './config/config.js';
import { openDatabase, type Database } from './store/database.js';
import { countActiveDocuments } from './store/processing-repo.js';
import { MemoryRateLimiter } from './limits/memory-rate-limiter.js';
import { RedisRateLimiter } from './limits/redis-rate-limiter.js';
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
import { bootstrapIfEmpty, type BootstrapCredentials } from './services/accounts/bootstrap.js';
import { createHttpServer } from './http/app.js';
import { buildRoutes } from './http/routes.js';
import { nativeUwsLoaded } from './http/uws.js';
import { uploadsDir } from './http/handlers/create-document.js';
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
  let processor: DocumentProcessor | undefined;
  let dispatcher: WebhookDispatcher | undefined;
  let storage: Storage | undefined;
  let retention: RetentionSweep | undefined;
  let orphans: OrphanSweep | undefined;
  try {
    const bootstrap = await bootstrapIfEmpty(database.db);
    storage = await createStorage(config);
    const files = storage;
    orphans = new OrphanSweep(database.db, files, uploadsDir(config.dataDir), logger, opts.orphanSweepMs);
    await orphans.start();
    const orphanSweep = orphans;
    const languages = findInstalledLanguages(config.tessdataDir, config.ocrLanguages);
    if (languages.isoCodes.length === 0) logger.warn('no Tesseract language data found: every language is refused');
    if (languages.missing.length > 0) {
      logger.warn({ missing: languages.missing }, 'OCR_LANGUAGES names packs that are not installed (bash .ci/setup.sh installs them)');
    }
    const metrics = new Metrics({ defaultMetrics: opts.defaultMetrics ?? true });
    const owner = instanceId();
    const webhooks = (dispatcher = createDispatcher(config, database.db, owner, logger, metrics, opts.lookup));
    processor =
      opts.processor ??
      (config.ocrThreads === 0
        ? new QueueOnlyProcessor()
        : createRecognition(config, database.db, languages, logger, metrics, owner, () => webhooks.wake(), files));
    if (config.ocrThreads === 0) logger.info('OCR_THREADS=0: this instance recognizes nothing; other instances do');
    const recognition = processor;
    metrics.watch({
      activeDocuments: () => countActiveDocuments(database.db),
      workers: () => recognition.load?.() ?? { busy: 0, threads: 0 },
    });
    const deps: AppDeps = {
      config,
      database,
      storage: files,
      previews: new PagePreviews(files, config.maxPixels),
      limiter: opts.limiter ?? createLimiter(config, logger, metrics),
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
    const http = createHttpServer(deps, buildRoutes(deps));
    const port = await http.listen(config.host, config.port);
    await processor.start();
    webhooks.start();
    if (config.documentRetentionMs !== undefined) {
      retention = new RetentionSweep(database.db, files, config.documentRetentionMs, logger, opts.retentionSweepMs);
      retention.start();
    }
    const sweeper = retention;
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
        await processor!.stop(SHUTDOWN_DRAIN_MS);
        await webhooks.stop();
        await sweeper?.stop();
        await orphanSweep.stop();
        http.close();
        await deps.previews.close();
        await deps.limiter.close();
        await files.close();
        await database.close();
      },
    };
  } catch (err) {
    await processor?.stop();
    await dispatcher?.stop();
    await retention?.stop();
    await orphans?.stop();
    await storage?.close();
    await database.close();
    throw err;
  }
}

/** Shared token buckets in Redis when REDIS_URL is set, else in-process ones. */
function createLimiter(config: Config, logger: Logger, metrics: Metrics): RateLimiter {
  if (!config.redisUrl) return new MemoryRateLimiter();
  return new RedisRateLimiter(config.redisUrl, { logger, onFallback: () => metrics.limiterFallbacks.inc() });
}
