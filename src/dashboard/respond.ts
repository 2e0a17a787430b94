// How the dashboard answers: HTML pages, redirects and error pages, always with the security
// headers. JSON only for the few calls the page's script makes (upload, live status).
import { ApiError } from '../errors.js';
import type { RequestContext } from '../http/context.js';
import { html, type Html } from './html.js';
import { pageHeaders } from './security.js';
import { bareLayout } from './layout.js';

const htmlType = 'text/html; charset=utf-8';

export function sendPage(ctx: RequestContext, status: number, page: Html, headers: Record<string, string> = {}): void {
  ctx.send(status, page.text, { ...pageHeaders, 'Content-Type': htmlType, ...headers });
}

/** 303: after a form post the browser GETs the next page (a reload does not post again). */
export function redirect(ctx: RequestContext, location: string, headers: Record<string, string> = {}): void {
  ctx.send(303, '', { ...pageHeaders, Location: location, ...headers });
}

export function sendJson(ctx: RequestContext, status: number, payload: unknown): void {
  ctx.send(status, JSON.stringify(payload), { ...pageHeaders, 'Content-Type': 'application/json; charset=utf-8' });
}

/** A refusal of the dashboard's own (not an API error code): a status and what to do about it. */
export class DashboardError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly advice: string,
  ) {
    super(title);
  }
}

export const notFound = () =>
  new DashboardError(404, 'Not found', 'This page does not exist in the selected mode. Go back to the list and pick it again.');

export function wantsJson(ctx: RequestContext): boolean {
  return (ctx.req.headers.accept ?? '').includes('application/json');
}

export function sendError(ctx: RequestContext, err: DashboardError | ApiError): void {
  const status = err.status;
  if (err instanceof ApiError) {
    if (wantsJson(ctx))
      return void ctx.send(status, JSON.stringify(err.toBody()), {
        ...pageHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        ...err.headers,
      });
    const page = bareLayout(
      'Something went wrong',
      html`<h1>Something went wrong</h1><p class="error">${err.message}</p><p><a href="/dashboard">Back to the dashboard</a></p>`,
    );
    return sendPage(ctx, status, page, err.headers);
  }
  if (wantsJson(ctx)) return sendJson(ctx, status, { error: { code: `dashboard_${status}`, message: `${err.title}. ${err.advice}` } });
  sendPage(
    ctx,
    status,
    bareLayout(
      err.title,
      html`<h1>${err.title}</h1><p class="error">${err.advice}</p><p><a href="/dashboard">Back to the dashboard</a></p>`,
    ),
  );
}
