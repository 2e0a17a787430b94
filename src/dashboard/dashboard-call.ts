// What a dashboard handler is given (a call) and how a route of the dashboard is declared: the
// vocabulary shared by the route table (routes.ts), the views and the surface that runs them.
import type { RequestContext } from '../http/context.js';
import type { AppDeps } from '../http/deps.js';
import type { DashboardSession } from './session.js';

export interface DashboardCall {
  ctx: RequestContext;
  deps: AppDeps;
  params: Record<string, string>;
  /** The parsed form of a POST with `body: 'form'`. */
  form: URLSearchParams;
  clientAddress: string;
}

export interface SignedInCall extends DashboardCall {
  session: DashboardSession;
}

export type DashboardRoute =
  | { method: 'GET' | 'POST'; path: string; access: 'public'; body?: 'form'; handler: (call: DashboardCall) => Promise<void> | void }
  | {
      method: 'GET' | 'POST';
      path: string;
      access: 'session';
      body?: 'form' | 'upload';
      handler: (call: SignedInCall) => Promise<void> | void;
    };
