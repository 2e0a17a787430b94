// The headline bench's progress: on a terminal, one cli-progress bar of pages read over the
// whole run (every runner, every round) with what is running now; elsewhere (a pipe, a log) a
// line on stderr each time the task changes, as the other benches print (_kit/results.ts).
import cliProgress from 'cli-progress';
import { progress } from '../_kit/results.js';

export class BenchBar {
  private readonly bar: cliProgress.SingleBar | undefined;
  private done = 0;

  constructor(total: number) {
    this.bar = process.stderr.isTTY
      ? new cliProgress.SingleBar(
          { stream: process.stderr, format: '{bar} {value}/{total} pages | {task}', barsize: 30, hideCursor: true, fps: 5 },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
    this.bar?.start(total, 0, { task: 'starting' });
  }

  /** A new task (a runner's round, a warm-up): shown on the bar, or printed as a line. */
  task(line: string): void {
    if (this.bar) this.bar.update(this.done, { task: line });
    else progress(line);
  }

  /** `pages` more pages read. */
  advance(pages = 1): void {
    this.done += pages;
    this.bar?.update(this.done);
  }

  stop(): void {
    this.bar?.stop();
  }
}
