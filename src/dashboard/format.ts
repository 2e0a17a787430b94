// How dates and numbers read on the dashboard's pages (UTC, as the API's usage days are).
export function when(date: Date | null | undefined): string {
  if (!date) return '—';
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}

export function percent(confidence: number | null | undefined): string {
  return confidence === null || confidence === undefined ? '—' : `${Math.round(confidence * 100)} %`;
}
