// One measurement of one URL under load, whichever tool made it (wrk, autocannon, or the http
// bench's own generator): what the http and webhooks benches report.
export interface LoadResult {
  requests: number;
  durationS: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  errors: number;
  non2xx: number;
}
