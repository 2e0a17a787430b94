// The Piscina worker entry: the page worker, plus how much memory this thread holds once the
// task is done, for OcrPool to recycle a thread that grew too big (thread-recycling.ts).
// MuPDF's WebAssembly memory only ever grows (a large image leaves it larger for good).
// A failed task also has this thread's MuPDF checked (mupdf-health.ts): a broken one retires it.
import pageWorker from './page-worker.js';
import type { WorkerTask } from './page-task.js';
import { mupdfStillWorks } from './mupdf-health.js';
import { measured, type MeasuredReply } from './thread-recycling.js';

export default async function measuredPageWorker(task: WorkerTask): Promise<MeasuredReply<unknown>> {
  const reply = await pageWorker(task);
  const broken = !reply.ok && !mupdfStillWorks(reply.message);
  return measured(reply, broken);
}
