// The documents list reads the pages asked for in one event-loop turn with one statement
// (store/documents-list.ts): each page must be exactly the page a read alone gets — its own
// owner (account and mode), limit, cursor and status, newest first, has_more right — whatever
// else is in the batch; reads of different shapes go as different statements. The JSON form
// the API sends (listDocumentsJson) lists the same documents in the same order.
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../src/store/accounts-repo.js';
import { listDocuments, listDocumentsJson } from '../../src/store/documents-list.js';
import type { Owner } from '../../src/store/owner.js';
import { countedDatabase, insertDocument } from '../support/counted-database.js';

const backend = countedDatabase();
const listStatements = () => backend.counter().count(/cross join lateral/);

async function insertDocuments(owner: Owner, statuses: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const status of statuses) ids.push(await insertDocument(backend.database().db, owner, status));
  return ids.reverse(); // newest (largest id) first, as lists are
}

describe('listDocuments batches one turn of pages without mixing them', () => {
  it('answers each read with the page it would get alone, one statement per shape', async () => {
    const db = backend.database().db;
    const a = { accountId: (await createAccount(db, { name: 'list-a', plan: 'pro' })).id, mode: 'live' };
    const aTest = { accountId: a.accountId, mode: 'test' };
    const b = { accountId: (await createAccount(db, { name: 'list-b', plan: 'pro' })).id, mode: 'live' };
    const aIds = await insertDocuments(a, ['completed', 'queued', 'completed', 'failed', 'completed', 'queued', 'completed']);
    const aTestIds = await insertDocuments(aTest, ['completed', 'completed']);
    const bIds = await insertDocuments(b, ['queued']);
    const completedA = aIds.filter((_, i) => [0, 2, 4, 6].includes(aIds.length - 1 - i));

    type Read = [Owner, Parameters<typeof listDocuments>[2], string[], boolean];
    const reads: Read[] = [
      [a, { limit: 3 }, aIds.slice(0, 3), true],
      [a, { limit: 100 }, aIds, false],
      [aTest, { limit: 3 }, aTestIds, false],
      [b, { limit: 1 }, bIds, false],
      [a, { limit: 2, startingAfter: aIds[2]! }, aIds.slice(3, 5), true],
      [a, { limit: 5, startingAfter: aIds[5]! }, aIds.slice(6), false],
      [b, { limit: 5, startingAfter: aIds[0]! }, bIds.filter((id) => id < aIds[0]!), false],
      [a, { limit: 2, status: 'completed' }, completedA.slice(0, 2), true],
      [a, { limit: 10, status: 'queued' }, aIds.filter((_, i) => [1, 5].includes(aIds.length - 1 - i)), false],
      [a, { limit: 10, status: 'completed', startingAfter: completedA[1]! }, completedA.slice(2), false],
    ];
    const before = listStatements();
    const pages = await Promise.all(reads.map(([owner, query]) => listDocuments(db, owner, query)));
    for (const [i, page] of pages.entries()) {
      const [, query, want, hasMore] = reads[i]!;
      expect(
        page.rows.map((r) => r.id),
        JSON.stringify(query),
      ).toEqual(want);
      expect(page.hasMore, JSON.stringify(query)).toBe(hasMore);
    }
    // Four shapes: plain, cursor, status, status and cursor.
    expect(listStatements() - before).toBe(4);

    // One at a time, the same pages; and the JSON form lists the same documents in the same order.
    for (const [owner, query, want, hasMore] of reads) {
      const alone = await listDocuments(db, owner, query);
      expect([alone.rows.map((r) => r.id), alone.hasMore]).toEqual([want, hasMore]);
      const json = await listDocumentsJson(db, owner, query);
      expect([json.rows.map((r) => (JSON.parse(r.json) as { id: string }).id), json.hasMore]).toEqual([want, hasMore]);
    }
  });
});
