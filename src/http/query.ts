// Query-string parameters of list endpoints; a bad value is a 400 naming the parameter.
import { ApiError } from '../errors.js';
import { isId, type IdPrefix } from '../domain/ids.js';

const bad = (param: string, message: string) => new ApiError('invalid_request', message, { param });

export function parseLimit(query: URLSearchParams): number {
  const raw = query.get('limit');
  if (raw === null) return 20;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 100) {
    throw bad('limit', 'limit must be a whole number from 1 to 100.');
  }
  return Number(raw);
}

export function parseCursor(query: URLSearchParams, prefix: IdPrefix): string | undefined {
  const raw = query.get('starting_after');
  if (raw === null) return undefined;
  if (!isId(prefix, raw)) throw bad('starting_after', `starting_after must be a ${prefix}_ id.`);
  return raw;
}

export function parseEnum<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!(allowed as readonly string[]).includes(raw)) throw bad(name, `${name} must be one of ${allowed.join(', ')}.`);
  return raw as T;
}
