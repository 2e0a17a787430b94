// One docrec server on PostgreSQL for a file of the dashboard's HTTP suites: started before the
// file's tests and stopped after them, with its first user's password (printed once, at the
// first start) and clients signed in to it.
import { afterAll, beforeAll } from 'vitest';
import { signedInClient, type DashboardClient } from './dashboard-client.js';
import { startTestServer, type TestServer } from './server.js';

export interface DashboardSuite {
  /** The running server (from beforeAll on). */
  readonly t: TestServer;
  /** The first user's (admin@localhost) password. */
  readonly password: string;
  /** A client signed in as `email` (the first user by default). */
  signedIn: (email?: string, password?: string) => Promise<DashboardClient>;
}

/** Call at the top level of a test file: registers the file's beforeAll and afterAll. */
export function dashboardSuite(): DashboardSuite {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer('postgres');
  });
  afterAll(() => server?.stop());
  const suite: DashboardSuite = {
    get t() {
      if (!server) throw new Error('the dashboard suite server starts in beforeAll');
      return server;
    },
    get password() {
      return suite.t.server.bootstrap!.dashboardPassword;
    },
    signedIn: (email = 'admin@localhost', password?: string) => signedInClient(suite.t.url, email, password ?? suite.password),
  };
  return suite;
}
