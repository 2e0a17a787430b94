// Before the fuzz: every seed once, unmutated, so each is known to be read (a seed the server
// refuses would fuzz nothing but its refusal), every language model and code path is loaded
// before the memory baseline is taken, and the control document's first text is known.
import { submit, type Answer } from './one-input.js';
import type { FuzzServer } from './fuzz-server.js';
import type { Seed } from './seeds.js';

export interface WarmUp {
  controlText: string;
  /** Each seed's answer, unmutated: all "completed" on a healthy server. */
  seedOutcomes: Record<string, string>;
}

export async function warmUp(server: FuzzServer, seeds: readonly Seed[], control: Seed, pageTimeoutMs: number): Promise<WarmUp> {
  const target = { url: server.url, key: server.key, pageTimeoutMs, clients: 1 };
  const first: Answer = await submit(target, control.bytes, control.kind);
  if (first.outcome !== 'completed' || !first.text)
    throw new Error(`the control document ${control.name} was not read: ${JSON.stringify(first)}`);
  const seedOutcomes: Record<string, string> = {};
  for (const seed of seeds) {
    const answer = await submit(target, seed.bytes, seed.kind);
    seedOutcomes[seed.name] = answer.problem ? `${answer.outcome}: ${answer.problem}` : answer.outcome;
  }
  return { controlText: first.text, seedOutcomes };
}
