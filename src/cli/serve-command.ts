// `docrec serve`: start, print the URL (and, on a first start, the credentials once), and
// shut down cleanly on SIGTERM/SIGINT.
import { loadConfig } from '../config/config.js';
import { startServer } from '../main.js';
import type { BootstrapCredentials } from '../services/accounts/bootstrap.js';

export async function runServe(): Promise<number> {
  const config = loadConfig();
  const server = await startServer(config);
  // Handlers before the "listening" line: a supervisor (or test) that waits for that line may
  // send SIGTERM as soon as it reads it, before this process runs another statement.
  const stopped = new Promise<void>((resolve) => {
    const shutdown = (signal: string) => {
      server.deps.logger.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 20_000);
      force.unref();
      // A failing stop() still ends the wait: the process exits either way.
      void server.stop().finally(resolve);
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
  });
  const out: string[] = [`\ndocrec is listening on ${server.url}\n`];
  if (server.bootstrap) out.push(firstStartBanner(server.bootstrap, server.url));
  process.stdout.write(out.join(''));

  await stopped;
  // Everything is stopped, flushed and given back; idle sockets (a client's kept-alive
  // connection) must not hold the process until the force-exit timer.
  process.exit(0);
}

function firstStartBanner(c: BootstrapCredentials, url: string): string {
  return `
First start: created account "${c.accountName}" (plan pro). These are shown only once; keep them:
  secret key (live):      ${c.secretKey}
  test key (sandbox):     ${c.testKey}
  webhook secret (live):  ${c.webhookSecret}
  webhook secret (test):  ${c.testWebhookSecret}

Dashboard: ${url}/dashboard
  email:                  ${c.dashboardEmail}
  password:               ${c.dashboardPassword}

Try it:
  curl -H "Authorization: Bearer ${c.secretKey}" ${url}/v1/account

`;
}
