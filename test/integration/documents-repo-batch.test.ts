// findDocument sends the lookups of one event-loop turn as one query (store/documents-repo.ts):
// every lookup must still see only its own owner's document (account and mode), whatever else is
// in the batch, and the batch must really be one statement on the wire (counted by a proxy that
// reads the PostgreSQL protocol). Inside a transaction a lookup is its own query on that transaction.
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../src/store/accounts-repo.js';
import { findDocument } from '../../src/store/documents-repo.js';
import { newId } from '../../src/domain/ids.js';
import type { Owner } from '../../src/store/owner.js';
import { countedDatabase, insertDocument as insertRow } from '../support/counted-database.js';

const backend = countedDatabase();
const documentLookups = () => backend.counter().count(/from "documents"|join "documents"/);
const insertDocument = (owner: Owner) => insertRow(backend.database().db, owner);

describe('findDocument batches one turn of lookups without mixing owners (postgres)', () => {
  it('answers each lookup with its own owner’s document only, in one statement', async () => {
    const db = backend.database().db;
    const a = await createAccount(db, { name: 'batch-a', plan: 'pro' });
    const b = await createAccount(db, { name: 'batch-b', plan: 'pro' });
    const aLive = { accountId: a.id, mode: 'live' };
    const aTest = { accountId: a.id, mode: 'test' };
    const bLive = { accountId: b.id, mode: 'live' };
    const [a1, a2, at, b1] = [
      await insertDocument(aLive),
      await insertDocument(aLive),
      await insertDocument(aTest),
      await insertDocument(bLive),
    ];

    const before = documentLookups();
    const lookups: [Owner, string, string | undefined][] = [
      [aLive, a1, a1],
      [bLive, a1, undefined], // another account's document
      [aTest, a1, undefined], // the other mode's
      [aLive, at, undefined],
      [aTest, at, at],
      [bLive, b1, b1],
      [aLive, b1, undefined],
      [aLive, a2, a2],
      [aLive, a1, a1], // the same lookup twice in one batch
      [bLive, newId('doc'), undefined],
    ];
    const rows = await Promise.all(lookups.map(([owner, id]) => findDocument(db, owner, id)));
    expect(rows.map((r) => r?.id)).toEqual(lookups.map(([, , want]) => want));
    for (const [i, row] of rows.entries())
      if (row) expect([row.account_id, row.mode]).toEqual([lookups[i]![0].accountId, lookups[i]![0].mode]);
    expect(documentLookups() - before, 'ten lookups in one turn: one statement').toBe(1);

    // Lookups in different turns are separate statements; one alone is the plain query.
    expect((await findDocument(db, aLive, a1))?.id).toBe(a1);
    expect((await findDocument(db, bLive, a1))?.id).toBeUndefined();
    expect(documentLookups() - before).toBe(3);
  });

  it('batches lookups started by separate callbacks of one event-loop turn, as uWS calls each request', async () => {
    const db = backend.database().db;
    const owner = { accountId: (await createAccount(db, { name: 'batch-turn', plan: 'pro' })).id, mode: 'live' };
    const ids = [await insertDocument(owner), await insertDocument(owner), await insertDocument(owner)];
    const before = documentLookups();
    // Three callbacks of one loop phase, each running its microtasks before the next: a batch
    // cut at the end of each callback's ticks would be three statements.
    const rows = await Promise.all(ids.map((id) => new Promise((resolve) => setImmediate(() => resolve(findDocument(db, owner, id))))));
    expect(rows.map((r) => (r as { id: string } | undefined)?.id)).toEqual(ids);
    expect(documentLookups() - before, 'three callbacks in one turn: one statement').toBe(1);
  });

  it('looks up inside a transaction on that transaction', async () => {
    const db = backend.database().db;
    const owner = { accountId: (await createAccount(db, { name: 'batch-trx', plan: 'pro' })).id, mode: 'live' };
    const id = await insertDocument(owner);
    const found = await db.transaction().execute(async (trx) => {
      await trx.updateTable('documents').set({ filename: 'renamed.png' }).where('id', '=', id).execute();
      return findDocument(trx, owner, id); // sees the transaction's own uncommitted change
    });
    expect(found?.filename).toBe('renamed.png');
  });
});
