// What a runner reads from its command line and environment. The command line: --help, and
// --database-url for the runners that start a docrec server (PostgreSQL instead of their default);
// some take positional filters. Tuning knobs (BENCH_ROUNDS, BENCH_THREADS …) stay environment
// variables, each documented at the top of its run.ts.
import { parseArgs } from 'node:util';

/** The PostgreSQL the test suite uses (README's test setup): the default of the runners that need one. */
export const TEST_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/test';

interface RunnerSpec {
  /** How to start it, printed by --help: `npm run bench:<name> [-- options]`, and what it measures. */
  usage: string;
  /** Whether it takes --database-url (it starts a docrec server with a database). */
  database?: boolean;
  /** Whether it takes positional arguments (a filter). */
  positionals?: boolean;
  /** Boolean options it takes besides --help (e.g. 'build-only'). */
  flags?: readonly string[];
}

interface RunnerOptions {
  /** --database-url as given; undefined: the runner's documented default. */
  databaseUrl: string | undefined;
  positionals: string[];
  /** The flags of the spec that were given. */
  flags: ReadonlySet<string>;
}

/** Parses the command line; --help prints the usage and exits, anything unknown is an error. */
export function runnerOptions(spec: RunnerSpec, args = process.argv.slice(2)): RunnerOptions {
  const flags = spec.flags ?? [];
  const options: Record<string, { type: 'boolean' | 'string'; short?: string }> = {
    help: { type: 'boolean', short: 'h' },
    'database-url': { type: 'string' },
  };
  for (const flag of flags) options[flag] = { type: 'boolean' };
  const parsed = parseArgs({ args, allowPositionals: spec.positionals ?? false, options });
  const values: Record<string, string | boolean | undefined> = parsed.values;
  const positionals = parsed.positionals;
  if (values.help) {
    process.stdout.write(`${spec.usage.trim()}\n`);
    process.exit(0);
  }
  const databaseUrl = values['database-url'];
  if (typeof databaseUrl === 'boolean' || (databaseUrl !== undefined && !spec.database))
    throw new Error('this runner takes no --database-url');
  return { databaseUrl, positionals, flags: new Set(flags.filter((flag) => values[flag] === true)) };
}

/** A whole number from the environment variable `name`, at least `min`; `fallback` when unset. */
export function envNumber(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}
