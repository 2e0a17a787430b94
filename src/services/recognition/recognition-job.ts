// One document this instance holds the lease on, as the job queue and the pool feeder share it.
// The queue creates and drops it, knows which pages are left and records how it ends; the feeder
// hands its pages to the pool and counts what is in flight.
import type { DocumentRow } from '../../store/documents-repo.js';
import type { LocalCopy } from '../../storage/storage.js';

export interface Job {
  row: DocumentRow;
  /** The upload's local copy; pages are handed out once it is there. */
  copy: LocalCopy | undefined;
  /** Pages still to hand to the pool, ascending; undefined until the page count is known. */
  pending: number[] | undefined;
  /** Pages handed to the pool and not yet stored: they hold back finishing. */
  running: number;
  /** Opening in a worker. */
  opening: boolean;
  finishing: boolean;
  /** Without a requested language: how many pages so far were read in each language (the prior). */
  seen: Map<string, number>;
}

export function newJob(row: DocumentRow): Job {
  return { row, copy: undefined, pending: undefined, running: 0, opening: false, finishing: false, seen: new Map() };
}

/** A page in a worker or being stored, an open or a finish under way: what a draining shutdown waits for. */
export function inFlight(job: Job): boolean {
  return job.running > 0 || job.opening || job.finishing;
}
