// The "target" of a webhook URL: the host and port it connects to, which per-target sending
// limits count by. Stored with each delivery so the claim query can use it without parsing URLs.

/** Lowercase host[:port] (the port only when not the scheme's default); '' for a malformed URL. */
export function targetOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
}
