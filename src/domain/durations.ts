// Durations in configuration: a whole number and a unit. WEBHOOK_RETRY_DELAYS takes ms, s, m or h
// ("30s,5m,30m,2h"); DOCUMENT_RETENTION also takes days ("30d").
const unitMs: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

type DurationUnit = keyof typeof unitMs;
const retryUnits: readonly DurationUnit[] = ['ms', 's', 'm', 'h'];

export function parseDuration(text: string, units: readonly DurationUnit[] = retryUnits): number {
  const match = /^(\d+)([a-z]+)$/.exec(text.trim());
  if (!match || !units.includes(match[2]!)) {
    throw new Error(`has an invalid duration "${text}" (a whole number and one of ${units.join(', ')}, e.g. 30${units.at(-1)})`);
  }
  const ms = Number(match[1]) * unitMs[match[2]!]!;
  if (!Number.isSafeInteger(ms)) throw new Error(`has a duration too long to count in milliseconds: "${text}"`);
  return ms;
}

export function parseDurationList(text: string): number[] {
  const parts = text.split(',').filter((p) => p.trim() !== '');
  if (parts.length === 0) throw new Error('must list at least one duration');
  return parts.map((p) => parseDuration(p));
}
