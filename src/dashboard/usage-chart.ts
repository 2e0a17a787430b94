// The Overview's 30-day chart, drawn on the server as SVG (no script, no chart library): a pair
// of bars per day, documents and pages, each scaled to its own maximum so both stay readable.
import { html, type Html } from './html.js';

interface DayUsage {
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
  const width = 600,
    height = 160,
    left = 4,
    bottom = 18,
    slot = (width - left) / days.length,
    bar = Math.max(1, slot / 2 - 1);
  const maxDocs = Math.max(1, ...days.map((d) => d.documents));
  const maxPages = Math.max(1, ...days.map((d) => d.pages));
  const scale = (v: number, max: number) => Math.round(((height - bottom - 12) * v) / max);
  const bars = days.map((d, i) => {
    const x = left + i * slot;
    const hd = scale(d.documents, maxDocs),
      hp = scale(d.pages, maxPages);
    return html`<g><title>${d.day}: ${d.documents} documents, ${d.pages} pages</title>
<rect class="docs" x="${x.toFixed(1)}" y="${height - bottom - hd}" width="${bar.toFixed(1)}" height="${hd}"></rect>
<rect class="pages" x="${(x + bar + 1).toFixed(1)}" y="${height - bottom - hp}" width="${bar.toFixed(1)}" height="${hp}"></rect></g>`;
  });
  // First, middle and last day under the axis; the last one ends at the right edge.
  const label = (i: number, anchor: 'start' | 'end') =>
    html`<text x="${(anchor === 'end' ? width : left + i * slot).toFixed(1)}" y="${height - 4}" text-anchor="${anchor}">${days[i]!.day.slice(5)}</text>`;
  const labels = [...new Set([0, Math.floor(days.length / 2)])].filter((i) => i < days.length - 1).map((i) => label(i, 'start'));
  return html`<figure class="chart-figure"><svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title">
<title id="chart-title">Documents (max ${maxDocs}) and pages (max ${maxPages}) per day over the last ${days.length} days</title>
<line class="axis" x1="${left}" y1="${height - bottom}" x2="${width}" y2="${height - bottom}"></line>${bars}${labels}${days.length > 0 ? label(days.length - 1, 'end') : ''}</svg>
<figcaption class="muted">Each series is scaled to its busiest day: ${maxDocs} document${maxDocs === 1 ? '' : 's'}, ${maxPages} page${maxPages === 1 ? '' : 's'}. Point at a day for its numbers.</figcaption></figure>`;
}
