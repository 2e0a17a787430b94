// WEBHOOK_RETRY_DELAYS is a comma list of durations with units ms, s, m or h ("30s,5m,30m,2h").
const unitMs: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

export function parseDuration(text: string): number {
  const match = /^(\d+)(ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`has an invalid duration "${text}" (use e.g. 500ms, 30s, 5m, 2h)`);
  return Number(match[1]) * unitMs[match[2]!]!;
}

export function parseDurationList(text: string): number[] {
  const parts = text.split(',').filter((p) => p.trim() !== '');
  if (parts.length === 0) throw new Error('must list at least one duration');
  return parts.map(parseDuration);
}
