import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { Database } from '../store/database.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { DocumentProcessor } from '../services/recognition/document-processor.js';
import type { InstalledLanguages } from '../services/recognition/installed-languages.js';
import type { Metrics } from '../observability/metrics.js';
import type { PrincipalLookup } from '../services/accounts/principal-lookup.js';
import type { LookupFn } from '../webhooks/address-guard.js';
import type { UploadStallPolicy } from './upload/stall-watchdog.js';
import type { Storage } from '../storage/storage.js';
import type { PagePreviews } from '../services/documents/page-previews.js';

/** Everything the HTTP layer uses, built by the composition root (src/main.ts). */
export interface AppDeps {
  config: Config;
  database: Database;
  /** Where uploads and generated files are stored; read them only through storage.localCopy(). */
  storage: Storage;
  /** The dashboard's page images, rendered in a thread of their own. */
  previews: PagePreviews;
  limiter: RateLimiter;
  processor: DocumentProcessor;
  languages: InstalledLanguages;
  logger: Logger;
  metrics: Metrics;
  principals: PrincipalLookup;
  /** Set on shutdown: new requests get 503 with Retry-After, /readyz says not ready. */
  lifecycle: { draining: boolean };
  /** Told when a delivery was made due, so it goes out without waiting for a poll. */
  webhooks: { wake(): void };
  /** DNS resolution for webhook_url checks; tests inject one. */
  lookup?: LookupFn;
  /** The slowest upload accepted; tests shorten the default window. */
  uploadStall?: UploadStallPolicy;
}
