// The arithmetic reports share: percentiles, sums and means, and numbers formatted for tables.

/** Linear interpolation between closest ranks; NaN for no samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** `digits` decimals, or 'n/a' for a missing or infinite value (a runner that did not run). */
export const fmt = (n: number | undefined, digits = 2) => (n !== undefined && Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
