// The soak's verdicts, each with the bound it holds: nothing accepted is lost (every document
// ended completed, or failed with a code and message, or was deleted by its client; what the API
// answers at the end agrees), every webhook event was delivered or dead-lettered (or cancelled
// by its document's delete), no stray file is left, and memory and descriptors are flat.
import type { DeliveriesWatch } from './deliveries-watch.js';
import type { Ledger } from './ledger.js';
import type { ProbeSample } from './server-probe.js';
import type { WindowRow } from './windows.js';

export interface Verdict {
  name: string;
  ok: boolean;
  /** The bound held, and what was measured against it. */
  detail: string;
  problems: string[];
}

/** RSS of the last window at most this much above the second window's (both maxima over their samples). */
const RSS_GROWTH = 0.05;
/** Descriptors: the last window's maximum within this many of the second's; at the end, of the idle baseline. */
const FD_SLACK = 10;

const verdict = (name: string, problems: string[], detail: string): Verdict => ({
  name,
  ok: problems.length === 0,
  detail,
  problems: problems.slice(0, 20),
});

export function nothingLost(ledger: Ledger, finalStatus: ReadonlyMap<string, number | string>): Verdict {
  const problems: string[] = [];
  const tally = { completed: 0, failed: 0, deleted: 0, swept: 0 };
  for (const doc of ledger.documents.values()) {
    const e = doc.ending;
    if (!e) problems.push(`${doc.id} (${doc.kind}) never ended`);
    else if (e.status === 'failed' && (!e.code || !e.message)) problems.push(`${doc.id} failed without a reason`);
    else if (e.status === 'failed' && e.code !== doc.expectFailure) problems.push(`${doc.id} (${doc.kind}) failed: ${e.code} ${e.message}`);
    else if (e.status === 'completed' && doc.expectFailure)
      problems.push(`${doc.id} (${doc.kind}) completed, expected ${doc.expectFailure}`);
    if (e) tally[e.status]++;
    if (doc.sweptAt !== undefined) tally.swept++;
    // What the API says now must agree: gone if deleted or swept, else the status the client saw.
    const now = finalStatus.get(doc.id);
    const due = e?.status === 'deleted' || doc.sweptAt !== undefined ? 404 : e?.status;
    const sweptMeanwhile = doc.sweptAt !== undefined && now === e?.status; // read just before the sweep took it
    if (e && now !== undefined && now !== due && !sweptMeanwhile)
      problems.push(`${doc.id}: the API answers ${now} at the end, expected ${due}`);
  }
  const detail = `${ledger.documents.size} accepted: ${tally.completed} completed, ${tally.failed} failed with the expected code, ${tally.deleted} deleted by the client; ${tally.swept} since deleted by the retention sweep`;
  return verdict('nothing accepted is lost', problems, detail);
}

export function eventsSettled(ledger: Ledger, watch: DeliveriesWatch, delivered: ReadonlySet<string>): Verdict {
  const problems: string[] = [];
  const endedByDocument = new Map<string, string[]>();
  for (const [eventId, end] of watch.ended) endedByDocument.set(end.documentId, [...(endedByDocument.get(end.documentId) ?? []), eventId]);
  // The table is read every few seconds: a delivery can succeed and then go with its document in
  // the retention sweep between two reads. The receiver's own record of 2xx answers counts too.
  // Keyed by document and event: a large document's document.partial events, delivered and swept
  // unseen, are not its ending (counting them made a completed document look completed twice).
  const deliveredUnseen = new Map<string, string[]>();
  for (const [eventId, { documentId, event }] of watch.seenPending)
    if (!watch.ended.has(eventId) && delivered.has(eventId))
      deliveredUnseen.set(`${documentId} ${event}`, [...(deliveredUnseen.get(`${documentId} ${event}`) ?? []), eventId]);
  for (const doc of ledger.documents.values()) {
    if (!doc.webhook || !doc.ending || doc.ending.status === 'deleted') continue;
    const final = (endedByDocument.get(doc.id) ?? [])
      .map((id) => watch.ended.get(id)!)
      .filter((e) => e.event === `document.${doc.ending!.status}`);
    const unseen = deliveredUnseen.get(`${doc.id} document.${doc.ending.status}`)?.length ?? 0;
    // API.md: the retention sweep deletes a document with its deliveries, a pending one included.
    if (final.length + unseen === 0 && doc.sweptAt !== undefined) continue;
    if (final.length + unseen !== 1) problems.push(`${doc.id}: ${final.length + unseen} ended document.${doc.ending.status} events`);
    else if (doc.webhook === 'dead' && (unseen > 0 || final[0]!.status !== 'failed'))
      problems.push(`${doc.id}: its event to /dead ended ${unseen > 0 ? 'succeeded' : final[0]!.status}`);
  }
  let cancelled = 0;
  let swept = 0;
  for (const [eventId, { documentId }] of watch.seenPending) {
    if (watch.ended.has(eventId) || delivered.has(eventId)) continue;
    const doc = ledger.documents.get(documentId);
    if (doc?.ending?.status === 'deleted') cancelled++;
    else if (doc?.sweptAt !== undefined) swept++;
    else problems.push(`event ${eventId} of ${documentId} was pending and never delivered nor dead-lettered`);
  }
  for (const [eventId, end] of watch.ended) {
    if (end.status === 'succeeded' && !delivered.has(eventId))
      problems.push(`event ${eventId} is succeeded but the receiver never answered it 2xx`);
  }
  if (watch.backlog > 0) problems.push(`${watch.backlog} deliveries still pending at the end`);
  const { delivered: ok, deadLettered } = watch.counts();
  const detail = `${ok} delivered, ${deadLettered} dead-lettered after the last attempt, ${cancelled} cancelled by their document's delete, ${swept} still pending when the retention sweep deleted their document; pending at the end ${watch.backlog}`;
  return verdict('every event delivered or dead-lettered', problems, detail);
}

export function flat(rows: WindowRow[], baseline: ProbeSample, end: ProbeSample): Verdict[] {
  const first = rows[1] ?? rows[0]!;
  const last = rows[rows.length - 1]!;
  const rssLimit = first.rssMaxMiB * (1 + RSS_GROWTH);
  const fdLimit = first.fdsMax + FD_SLACK;
  return [
    verdict(
      'no stray file left',
      end.strayFiles > 0 ? [`${end.strayFiles} files under DATA_DIR belong to no document`] : [],
      `stray files at the end: ${end.strayFiles} (bound 0); ${end.files} files of live documents`,
    ),
    verdict(
      'descriptors back to baseline',
      end.fds > baseline.fds + FD_SLACK ? [`${end.fds} open at the end`] : [],
      `${end.fds} open at the end, idle baseline ${baseline.fds} (bound +${FD_SLACK})`,
    ),
    verdict(
      'descriptors flat',
      rows.length > 1 && last.fdsMax > fdLimit ? [`last window max ${last.fdsMax}`] : [],
      `last window max ${last.fdsMax}, window ${first.window} max ${first.fdsMax} (bound +${FD_SLACK})`,
    ),
    verdict(
      'RSS flat',
      rows.length > 1 && last.rssMaxMiB > rssLimit ? [`last window max ${last.rssMaxMiB.toFixed(1)} MiB`] : [],
      `last window max ${last.rssMaxMiB.toFixed(1)} MiB, window ${first.window} max ${first.rssMaxMiB.toFixed(1)} MiB (bound +${RSS_GROWTH * 100}%: ${rssLimit.toFixed(1)} MiB)`,
    ),
  ];
}

export function cleanTraffic(ledger: Ledger): Verdict {
  const problems = [...ledger.idempotencyMismatches, ...ledger.errors];
  return verdict(
    'clients saw no error',
    problems,
    `${ledger.idempotentRepeats} Idempotency-Key repeats, ${ledger.idempotencyMismatches.length} answered another document; ${ledger.errors.length} request errors`,
  );
}
