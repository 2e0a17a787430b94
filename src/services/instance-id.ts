// Names this process in lease columns (documents and webhook deliveries) and in the attempt log,
// so an operator can tell which instance holds or did what.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

export function instanceId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}
