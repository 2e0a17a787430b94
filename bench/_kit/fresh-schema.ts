// A new, empty schema in a PostgreSQL database, for one docrec server: each server (a bench's or
// a test's) gets its own tables, and dropping the schema removes everything it wrote.
import pg from 'pg';

export interface FreshSchema {
  /** `connectUrl` with the schema as its search_path: what the server's DATABASE_URL is set to. */
  url: string;
  drop(): Promise<void>;
}

interface FreshSchemaOptions {
  /** The URL the server will connect through (e.g. a TCP proxy in a test); default `adminUrl`. */
  connectUrl?: string;
  /** The schema name's prefix: tests use 't', benches 'bench'. */
  prefix?: string;
}

/** Creates the schema through `adminUrl` (where it is also dropped), unique by time and a random tail. */
export async function freshSchema(adminUrl: string, options: FreshSchemaOptions = {}): Promise<FreshSchema> {
  const { connectUrl = adminUrl, prefix = 'bench' } = options;
  const schema = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const sql = async (text: string) => {
    const client = new pg.Client(adminUrl);
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await sql(`CREATE SCHEMA ${schema}`);
  // pg-connection-string decodes %20 but not '+', so URLSearchParams cannot build this.
  const separator = connectUrl.includes('?') ? '&' : '?';
  return {
    url: `${connectUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: () => sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}
