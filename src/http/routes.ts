// The route table: every path of API.md with its method and required scope.
import { ANY_KEY, type Route } from './router.js';
import type { AppDeps } from './deps.js';
import { createDocument } from './handlers/create-document.js';
import * as docs from './handlers/documents.js';
import * as outputs from './handlers/document-outputs.js';
import * as structure from './handlers/document-structure.js';
import * as account from './handlers/account.js';
import * as webhooks from './handlers/webhooks.js';
import * as ops from './handlers/operations.js';
import { listLanguagesHandler } from './handlers/languages.js';

export function buildRoutes(deps: AppDeps): Route[] {
  return [
    { method: 'POST', path: '/v1/documents', scope: 'documents:write', readsBody: true, handler: (c) => createDocument(c, deps) },
    { method: 'GET', path: '/v1/documents', scope: 'documents:read', handler: (c) => docs.listDocumentsHandler(c, deps) },
    { method: 'GET', path: '/v1/documents/{id}', scope: 'documents:read', handler: (c, p) => docs.getDocumentHandler(c, deps, p) },
    { method: 'DELETE', path: '/v1/documents/{id}', scope: 'documents:write', handler: (c, p) => docs.deleteDocumentHandler(c, deps, p) },
    { method: 'GET', path: '/v1/documents/{id}/text', scope: 'documents:read', handler: (c, p) => docs.getTextHandler(c, deps, p) },
    { method: 'GET', path: '/v1/documents/{id}/pages', scope: 'documents:read', handler: (c, p) => docs.getPagesHandler(c, deps, p) },
    { method: 'GET', path: '/v1/documents/{id}/pages/{n}', scope: 'documents:read', handler: (c, p) => docs.getPageHandler(c, deps, p) },
    { method: 'GET', path: '/v1/documents/{id}/pdf', scope: 'documents:read', handler: (c, p) => outputs.getPdfHandler(c, deps, p) },
    { method: 'GET', path: '/v1/documents/{id}/hocr', scope: 'documents:read', handler: (c, p) => outputs.getHocrHandler(c, deps, p) },
    {
      method: 'GET',
      path: '/v1/documents/{id}/markdown',
      scope: 'documents:read',
      handler: (c, p) => structure.getMarkdownHandler(c, deps, p),
    },
    {
      method: 'GET',
      path: '/v1/documents/{id}/tables',
      scope: 'documents:read',
      handler: (c, p) => structure.listTablesHandler(c, deps, p),
    },
    {
      method: 'GET',
      path: '/v1/documents/{id}/tables/{k}',
      scope: 'documents:read',
      handler: (c, p) => structure.getTableHandler(c, deps, p),
    },
    { method: 'GET', path: '/v1/webhooks/deliveries', scope: 'webhooks:manage', handler: (c) => webhooks.listDeliveriesHandler(c, deps) },
    {
      method: 'POST',
      path: '/v1/webhooks/deliveries/{id}/retry',
      scope: 'webhooks:manage',
      handler: (c, p) => webhooks.retryDeliveryHandler(c, deps, p),
    },
    { method: 'POST', path: '/v1/webhooks/secret/rotate', scope: 'webhooks:manage', handler: (c) => webhooks.rotateSecretHandler(c, deps) },
    { method: 'GET', path: '/v1/account', scope: 'account:read', handler: (c) => account.getAccountHandler(c) },
    { method: 'GET', path: '/v1/usage', scope: 'account:read', handler: (c) => account.getUsageHandler(c, deps) },
    { method: 'GET', path: '/v1/languages', scope: ANY_KEY, handler: (c) => listLanguagesHandler(c, deps) },
    { method: 'GET', path: '/healthz', scope: null, handler: (c) => ops.healthzHandler(c) },
    { method: 'GET', path: '/readyz', scope: null, handler: (c) => ops.readyzHandler(c, deps) },
    { method: 'GET', path: '/metrics', scope: null, handler: (c) => ops.metricsHandler(c, deps) },
    { method: 'GET', path: '/v1/openapi.json', scope: null, handler: (c) => ops.openApiHandler(c) },
  ];
}
