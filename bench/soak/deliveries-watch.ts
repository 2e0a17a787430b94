// Follows the server's webhook_deliveries table from outside (every few seconds) so each event's
// end is known even after the retention sweep has deleted it with its document: an event seen
// pending must later be seen succeeded or failed (dead-lettered after its last attempt), or have
// been cancelled by a client's delete of its document. Also the backlog (pending) for the table.
import type pg from 'pg';

interface EventEnd {
  event: string;
  documentId: string;
  status: 'succeeded' | 'failed';
  attempts: number;
  url: string;
}

interface DeliveryRow {
  event_id: string;
  event: string;
  document_id: string;
  status: string;
  attempts: number;
  url: string;
}

export class DeliveriesWatch {
  /** Event ids ever seen pending (with their event and document), and where each ended. */
  readonly seenPending = new Map<string, { documentId: string; event: string }>();
  readonly ended = new Map<string, EventEnd>();
  backlog = 0;
  maxBacklog = 0;

  constructor(private readonly client: pg.Client) {}

  async poll(): Promise<void> {
    const { rows } = await this.client.query<DeliveryRow>(
      'SELECT event_id, event, document_id, status, attempts, url FROM webhook_deliveries',
    );
    let pending = 0;
    for (const row of rows) {
      if (row.status === 'pending') {
        pending++;
        this.seenPending.set(row.event_id, { documentId: row.document_id, event: row.event });
      } else if (row.status === 'succeeded' || row.status === 'failed') {
        const { event, document_id: documentId, status, attempts, url } = row;
        this.ended.set(row.event_id, { event, documentId, status, attempts, url });
      }
    }
    this.backlog = pending;
    this.maxBacklog = Math.max(this.maxBacklog, pending);
  }

  /** Polls every `ms` until the returned stop() is called. */
  follow(ms: number, onError: (err: Error) => void): () => Promise<void> {
    let running: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      running = running.then(() => this.poll().catch(onError));
    }, ms);
    return async () => {
      clearInterval(timer);
      await running;
    };
  }

  /** Ended events by outcome: delivered, dead-lettered (failed after the last attempt). */
  counts(): { delivered: number; deadLettered: number } {
    let delivered = 0;
    let deadLettered = 0;
    for (const end of this.ended.values()) {
      if (end.status === 'succeeded') delivered++;
      else deadLettered++;
    }
    return { delivered, deadLettered };
  }
}
