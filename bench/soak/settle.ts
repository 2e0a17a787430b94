// The end of a soak: every client has followed its last document to its end; now the webhook
// backlog must drain (bounded: the retry schedule is seconds long), idle keep-alive sockets
// close, and one last probe is the state the verdicts compare with the idle baseline. Then
// every accepted document is read once more through the API.
import type { DeliveriesWatch } from './deliveries-watch.js';
import type { Ledger } from './ledger.js';
import type { SoakApi } from './soak-api.js';
import type { ProbeSample } from './server-probe.js';

/** Longest wait for the webhook backlog to drain once the traffic has stopped. */
const DRAIN_MS = 120_000;
/** Past undici's 4 s keep-alive timeout, so idle client sockets are closed before the last probe. */
const IDLE_MS = 6_000;

export async function settle(
  watch: DeliveriesWatch,
  probe: () => Promise<ProbeSample>,
  ledger: Ledger,
  log: (line: string) => void,
): Promise<ProbeSample> {
  const deadline = Date.now() + DRAIN_MS;
  for (;;) {
    await watch.poll();
    if (watch.backlog === 0 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`webhook backlog ${watch.backlog}; waiting ${IDLE_MS / 1000} s for idle sockets to close`);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  await watch.poll();
  const end = await probe();
  ledger.markSwept(end.documentIds);
  return end;
}

/** Each accepted document's answer now: its status, or the HTTP status when it is not 200 (404: gone). */
export async function finalStatuses(api: SoakApi, ledger: Ledger): Promise<Map<string, number | string>> {
  const answers = new Map<string, number | string>();
  for (const id of ledger.documents.keys()) {
    const { status, body } = await api.getDocument(id);
    answers.set(id, status === 200 ? body.status : status);
  }
  return answers;
}
