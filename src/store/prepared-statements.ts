// Statements the busiest reads send, each prepared once per connection.
//
// kysely sends every query unnamed, so PostgreSQL parses, analyses and plans it on every call.
// For the polled reads, whose SQL is fixed text with long expressions (document-json.ts), that
// is most of the database's work: a named statement is planned once per connection, then only
// bound and executed. Their modules register the texts here; the pool's query wrapper
// (postgres-pool.ts) names a query whose text is registered. (The embedded database's socket
// keeps each connection's names apart in PGlite's one session: embedded/statement-names.ts.)
// A registered statement lists its
// result columns: a prepared `select *` fails ("cached plan must not change result type") once
// another instance's migration adds a column, as a rolling upgrade does.

const names = new Map<string, string>();

/** Registers `text` as a statement to prepare and returns it unchanged. */
export function prepared(text: string): string {
  if (!names.has(text)) names.set(text, `docrec_${names.size + 1}`);
  return text;
}

/** The statement name of a registered text, or undefined. */
export function statementName(text: string): string | undefined {
  return names.get(text);
}
