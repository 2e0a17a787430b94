// The Piscina worker entry: the page worker, plus how much memory this thread holds once the
// task is done, for OcrPool to recycle a thread that grew too big (thread-recycling.ts).
// MuPDF's WebAssembly memory only ever grows (a large image leaves it larger for good); it is
// counted in this isolate's `external` memory, which process.memoryUsage() reports per thread
// (rss is the whole process's, so no use here).
import { threadId } from 'node:worker_threads';
import pageWorker from './page-worker.js';
import type { WorkerTask } from './page-task.js';
import type { MeasuredReply } from './thread-recycling.js';

export default async function measuredPageWorker(task: WorkerTask): Promise<MeasuredReply<unknown>> {
  const reply = await pageWorker(task);
  return { measured: true, reply, threadId, externalBytes: process.memoryUsage().external };
}
