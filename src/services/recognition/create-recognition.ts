// Wires the recognition pipeline: engine choice (logged once), worker pool, scheduler, metrics.
import type { Logger } from 'pino';
import type { Config } from '../../config/config.js';
import type { Metrics } from '../../observability/metrics.js';
import { chooseEngine } from '../../ocr/engines/choose-engine.js';
import { OcrPool } from '../../ocr/pool/ocr-pool.js';
import type { Db } from '../../store/database.js';
import type { InstalledLanguages } from './installed-languages.js';
import { RecognitionLanguages } from './recognition-languages.js';
import { RecognitionScheduler } from './recognition-scheduler.js';
import type { Storage } from '../../storage/storage.js';

export function createRecognition(
  config: Config,
  db: Db,
  installed: InstalledLanguages,
  logger: Logger,
  metrics: Metrics,
  owner: string,
  webhookEvents: () => void,
  storage: Storage,
): RecognitionScheduler {
  const engine = chooseEngine(config.ocrEngine, logger, config.ocrSimd);
  const pool = new OcrPool({ threads: config.ocrThreads, engine, tessdataDir: installed.tessdataDir });
  metrics.watchThreadMemory(() => pool.threadMemory());
  const languages = new RecognitionLanguages(installed.isoCodes);
  logger.info({ engine, threads: config.ocrThreads, candidateLanguages: languages.autoSet }, 'recognition pool started');
  return new RecognitionScheduler(db, pool, owner, { ...config, storage }, languages, logger, {
    pageRecognized(result) {
      const method = result.ok ? result.method : 'none';
      metrics.pagesProcessed.inc({ method, outcome: result.ok ? 'ok' : result.code });
      if (result.ok) {
        const { openMs, renderMs, decideMs, recognizeMs, structureMs } = result.timings;
        metrics.pageSeconds.observe({ method }, (openMs + renderMs + decideMs + recognizeMs + structureMs) / 1000);
        if (result.structureError)
          logger.warn({ err: result.structureError }, 'page structure failed: the page keeps its text, without paragraphs or tables');
      }
    },
    documentFinished(status) {
      metrics.documentsFinished.inc({ status });
    },
    webhookEvents,
  });
}
