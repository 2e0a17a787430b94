// The Overview's 30-day chart, drawn on the server as SVG (no script, no chart library): a pair
// of bars per day, documents and pages, each scaled to its own maximum so both stay readable.
import { html, type Html } from './html.js';

export interface DayUsage {
  day: string;
  documents: number;
  pages: number;
}

/** The last `days` UTC days ending with `today`, zero-filled. */
export function fillDays(rows: DayUsage[], today: Date, days = 30): DayUsage[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: DayUsage[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i)).toISOString().slice(0, 10);
    out.push(byDay.get(day) ?? { day, documents: 0, pages: 0 });
  }
  return out;
}

export function usageChart(days: DayUsage[]): Html {
  const width = 600, height = 160, left = 4, bottom = 18, slot = (width - left) / days.length, bar = Math.max(1, slot / 2 - 1);
  const maxDocs = Math.max(1, ...days.map((d) => d.documents));
  const maxPages = Math.max(1, ...days.map((d) => d.pages));
  const scale = (v: number, max: number) => Math.round(((height - bottom - 12) * v) / max);
  const bars = days.map((d, i) => {
    const x = left + i * slot;
    const hd = scale(d.documents, maxDocs), hp = scale(d.pages, maxPages);
    return html`<g><title>${d.day}: ${d.documents} documents, ${d.pages} pages</title>
<rect class="docs" x="${x.toFixed(1)}" y="${height - bottom - hd}" width="${bar.toFixed(1)}" height="${hd}"></rect>
<rect class="pages" x="${(x + bar + 1).toFixed(1)}" y="${height - bottom - hp}" width="${bar.toFixed(1)}" height="${hp}"></rect></g>`;
  });
  const label = (i: number) => html`<text x="${(left + i * slot).toFixed(1)}" y="${height - 4}">${days[i]!.day.slice(5)}</text>`;
  return html`<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title">
<title id="chart-title">Documents (max ${maxDocs}) and pages (max ${maxPages}) per day over the last ${days.length} days</title>
<line class="axis" x1="${left}" y1="${height - bottom}" x2="${width}" y2="${height - bottom}"></line>${bars}${label(0)}${label(Math.floor(days.length / 2))}${label(days.length - 6)}</svg>`;
}
