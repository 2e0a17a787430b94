#!/usr/bin/env node
// The docrec command line: `serve`, the admin commands (accounts, keys, webhooks, users) that work on
// the database directly, `submit`, a client of a running server, `verify-webhook`, and `backup` /
// `restore` of the embedded data.
import { ConfigError } from './config/config.js';
import { EmbeddedDatabaseBusyError } from './store/embedded-lock.js';
import { UsageError } from './cli/usage-error.js';

const usage = `Usage: docrec <command>

  serve                                       run the server (what npm start runs)
  accounts create --name NAME --plan free|pro|business|enterprise [--rpm N --docs-per-day N]
  keys create --account NAME --type secret|restricted|test [--scopes a,b]
  keys list --account NAME
  keys revoke KEY_ID
  webhooks secret --account NAME [--test] [--rotate]
  users create --account NAME --email EMAIL [--password-stdin]
                                              a dashboard user; prints a generated password once
  users reset-password --email EMAIL [--password-stdin]
  users list --account NAME
  users delete --email EMAIL
  submit FILE|DIR... [--language uk] [--pages 1-3,7,10-] [--webhook-url URL] [--wait]
         [--format text|markdown|json] [--concurrency N]
                                              upload to a running server (DOCREC_URL, DOCREC_API_KEY);
                                              --pages reads only those pages; with --wait prints the
                                              text, or the Markdown (--format markdown); --json is
                                              --format json
  verify-webhook --secret whsec_... [--signature HEX] < body
                                              check a webhook's X-Service-Signature (stdin: the raw
                                              body, or a whole captured HTTP request)
  backup --to DIR                             copy the embedded database and the stored files into
                                              DIR (new or empty); stop the server first: it refuses
                                              while one runs. With DATABASE_URL or STORAGE_URL it
                                              prints the pg_dump line instead and writes nothing
  restore --from DIR                          verify a backup's checksums and restore it into a
                                              DATA_DIR with no database yet (server stopped)
`;

// Each command's module is loaded when that command runs: the server's (database drivers, the
// AWS SDK, MuPDF, the pool) takes about a second to load, which `submit` and `verify-webhook`,
// clients of a running server, have no use for.
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      return (await import('./cli/serve-command.js')).runServe();
    case 'accounts':
    case 'keys':
    case 'webhooks':
      return (await import('./cli/admin-commands.js')).runAdmin(command, rest);
    case 'users':
      return (await import('./cli/users-commands.js')).runUsers(rest);
    case 'submit':
      return (await import('./cli/submit-command.js')).runSubmit(rest);
    case 'verify-webhook':
      return (await import('./cli/verify-webhook-command.js')).runVerifyWebhook(rest);
    case 'backup':
      return (await import('./cli/backup-command.js')).runBackup(rest);
    case 'restore':
      return (await import('./cli/restore-command.js')).runRestore(rest);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(usage);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof UsageError) {
      process.stderr.write(`docrec: ${err.message}\n\n${usage}`);
      process.exitCode = 2;
    } else if (err instanceof ConfigError) {
      process.stderr.write(`docrec: invalid configuration: ${err.message}\n`);
      process.exitCode = 1;
    } else if (err instanceof EmbeddedDatabaseBusyError) {
      process.stderr.write(`docrec: ${err.message}\n`);
      process.exitCode = 1;
    } else {
      process.stderr.write(`docrec: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    }
  },
);
