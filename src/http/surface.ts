// A surface is one face of the HTTP server with its own routes, its own authentication and its
// own way of showing an error: the API (API keys, JSON) and the dashboard (a session cookie, HTML).
// Everything else about a request is the same for both and lives in pipeline.ts.
import type { ApiError } from '../errors.js';
import type { RequestContext } from './context.js';

/** A request its surface has routed (ctx.route is set), ready to run. */
export interface RoutedRequest {
  /** Answered even while the server drains (liveness, readiness, metrics); else 503 + Retry-After. */
  servedWhileDraining: boolean;
  /** Authenticates the caller and runs the handler, which answers; refusals are thrown. */
  run(): Promise<void> | void;
}

/**
 * `Refusal`: what the surface's handlers throw to refuse a request (ApiError for the API; the
 * dashboard adds its own). The pipeline answers a refusal through sendError as it is, and turns
 * anything else into a 503 (a backend is down) or the surface's internal error (logged).
 */
export interface Surface<Refusal = ApiError> {
  /** Whether the request is this surface's; surfaces are asked in order, the last takes the rest. */
  owns(path: string): boolean;
  /** Whether the request reads a body: decided at once, before any await (see BodySource). */
  readsBody(method: string, path: string): boolean;
  /** Routes the request at once, before any await (uWS's request dies there); throws for 404 and 405. */
  route(ctx: RequestContext): RoutedRequest;
  /** The message of the 503 a request gets while the server drains. */
  readonly drainingMessage: string;
  /** The message of the 503 a request gets while a backend is unreachable (undefined: the registry's). */
  readonly unavailableMessage: string | undefined;
  isRefusal(err: unknown): err is Refusal;
  /** Answers a refusal, or the 503 the pipeline made of a failure (method syntax: checked bivariantly). */
  sendError(ctx: RequestContext, err: Refusal | ApiError): Promise<void> | void;
  /** The answer to an unexpected failure (the pipeline has logged it). */
  internalError(): Refusal | ApiError;
}
