// How the dashboard answers: HTML views, redirects and error pages, always with the security
// headers. JSON only for the few calls the browser script makes (upload, live status).
import { ApiError } from '../errors.js';
import type { RequestContext } from '../http/context.js';
import { html, type Html } from './html.js';
import { securityHeaders } from './security.js';
import { bareFrame } from './frame.js';

const htmlType = 'text/html; charset=utf-8';

export function sendHtml(ctx: RequestContext, status: number, view: Html, headers: Record<string, string> = {}): void {
  ctx.send(status, view.text, { ...securityHeaders, 'Content-Type': htmlType, ...headers });
}

/** 303: after a form post the browser GETs the next page (a reload does not post again). */
export function redirect(ctx: RequestContext, location: string, headers: Record<string, string> = {}): void {
  ctx.send(303, '', { ...securityHeaders, Location: location, ...headers });
}

export function sendJson(ctx: RequestContext, status: number, payload: unknown): void {
  ctx.send(status, JSON.stringify(payload), { ...securityHeaders, 'Content-Type': 'application/json; charset=utf-8' });
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
        ...securityHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        ...err.headers,
      });
    const view = bareFrame(
      'Something went wrong',
      html`<h1>Something went wrong</h1><p class="error">${err.message}</p><p><a href="/dashboard">Back to the dashboard</a></p>`,
    );
    return sendHtml(ctx, status, view, err.headers);
  }
  if (wantsJson(ctx)) return sendJson(ctx, status, { error: { code: `dashboard_${status}`, message: `${err.title}. ${err.advice}` } });
  sendHtml(
    ctx,
    status,
    bareFrame(
      err.title,
      html`<h1>${err.title}</h1><p class="error">${err.advice}</p><p><a href="/dashboard">Back to the dashboard</a></p>`,
    ),
  );
}
