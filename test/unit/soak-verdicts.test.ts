// The soak's webhook verdict (bench/soak/verdicts.ts eventsSettled): exactly one ending event per
// document, counting deliveries the table was read too late to see. A large document's
// document.partial events, delivered and swept before a read saw them succeed, are not endings.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DeliveriesWatch } from '../../bench/soak/deliveries-watch.js';
import { Ledger } from '../../bench/soak/ledger.js';
import { eventsSettled } from '../../bench/soak/verdicts.js';

function completedDocument(): Ledger {
  const ledger = new Ledger();
  ledger.accept({ id: 'doc_1', kind: 'pdf-large', expectFailure: undefined, webhook: 'flaky' });
  ledger.end('doc_1', { status: 'completed', pages: 12 });
  return ledger;
}

const watch = (): DeliveriesWatch => new DeliveriesWatch({} as pg.Client);

describe('eventsSettled', () => {
  it('does not count a delivered document.partial the table never showed ended as a second completion', () => {
    const w = watch();
    w.seenPending.set('evt_partial', { documentId: 'doc_1', event: 'document.partial' });
    w.seenPending.set('evt_done', { documentId: 'doc_1', event: 'document.completed' });
    w.ended.set('evt_done', { event: 'document.completed', documentId: 'doc_1', status: 'succeeded', attempts: 1, url: 'x' });
    const verdict = eventsSettled(completedDocument(), w, new Set(['evt_partial', 'evt_done']));
    expect(verdict.problems).toEqual([]);
  });

  it('still finds a document completed twice, seen or delivered unseen', () => {
    const w = watch();
    w.seenPending.set('evt_a', { documentId: 'doc_1', event: 'document.completed' });
    w.seenPending.set('evt_b', { documentId: 'doc_1', event: 'document.completed' });
    w.ended.set('evt_a', { event: 'document.completed', documentId: 'doc_1', status: 'succeeded', attempts: 1, url: 'x' });
    const verdict = eventsSettled(completedDocument(), w, new Set(['evt_a', 'evt_b']));
    expect(verdict.problems).toContain('doc_1: 2 ended document.completed events');
  });
});
