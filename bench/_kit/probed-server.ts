// A bench server whose recognition pipeline is the production RecognitionScheduler over a native
// OcrPool, built here rather than by startServer so a bench can put a probe between the two: the
// page-overhead bench times each task's round trip through the pool, the structure bench keeps
// every page's worker timings. Started once the server and its database are up (bench-server.ts).
import { pino } from 'pino';
import { chooseEngine } from '../../src/ocr/engines/choose-engine.js';
import { OcrPool } from '../../src/ocr/pool/ocr-pool.js';
import { instanceId } from '../../src/services/instance-id.js';
import { RecognitionLanguages } from '../../src/services/recognition/recognition-languages.js';
import { RecognitionScheduler, type PageRunner } from '../../src/services/recognition/recognition-scheduler.js';
import { startBenchServer, type InProcessBenchServer } from './bench-server.js';

/** What the scheduler reports as it goes (e.g. pageStored with the store's wall time). */
type SchedulerHooks = NonNullable<ConstructorParameters<typeof RecognitionScheduler>[6]>;

interface ProbedServerOptions<R extends PageRunner> {
  databaseUrl: string | undefined;
  /** OCR_THREADS: the pool's threads. */
  threads: number;
  /** Wraps the pool the scheduler will use. */
  probe: (pool: OcrPool) => R;
  hooks?: (runner: R) => SchedulerHooks;
}

export async function startProbedServer<R extends PageRunner>(
  options: ProbedServerOptions<R>,
): Promise<{ bench: InProcessBenchServer; runner: R }> {
  const logger = pino({ level: 'silent' });
  let runner: R | undefined;
  const bench = await startBenchServer({
    databaseUrl: options.databaseUrl,
    env: { OCR_ENGINE: 'native', OCR_THREADS: String(options.threads) },
    processor: (db, config, server) => {
      chooseEngine('native', logger); // throws when the addon does not load
      const pool = new OcrPool({ threads: config.ocrThreads, engine: 'native', tessdataDir: server.deps.languages.tessdataDir });
      const probe = options.probe(pool);
      runner = probe;
      const languages = new RecognitionLanguages(server.deps.languages.isoCodes);
      const settings = { ...config, storage: server.deps.storage };
      return new RecognitionScheduler(db, probe, instanceId(), settings, languages, logger, options.hooks?.(probe));
    },
  });
  if (!runner) throw new Error('the bench server started without its recognition pipeline');
  return { bench, runner };
}
