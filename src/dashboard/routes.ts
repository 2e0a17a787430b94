// Every path of the dashboard, its access and its handler.
import type { DashboardRoute } from './dashboard-call.js';
import * as auth from './views/auth.js';
import * as keys from './views/api-keys.js';
import * as hooks from './views/webhooks.js';
import * as docs from './views/documents.js';
import * as files from './views/document-files.js';
import * as structure from './views/structure-files.js';
import { showDocument } from './views/document-detail.js';
import { documentStatus } from './views/document-status.js';
import { overview } from './views/overview.js';

export function dashboardRoutes(): DashboardRoute[] {
  return [
    { method: 'GET', path: '/dashboard', access: 'public', handler: auth.root },
    { method: 'GET', path: '/dashboard/assets/{name}', access: 'public', handler: auth.serveAsset },
    { method: 'GET', path: '/dashboard/sign-in', access: 'public', handler: auth.showSignIn },
    { method: 'POST', path: '/dashboard/sign-in', access: 'public', body: 'form', handler: auth.submitSignIn },
    { method: 'POST', path: '/dashboard/sign-out', access: 'session', body: 'form', handler: auth.submitSignOut },
    { method: 'POST', path: '/dashboard/mode', access: 'session', body: 'form', handler: auth.switchMode },
    { method: 'GET', path: '/dashboard/overview', access: 'session', handler: overview },
    { method: 'GET', path: '/dashboard/documents', access: 'session', handler: docs.showDocumentList },
    { method: 'POST', path: '/dashboard/documents', access: 'session', body: 'upload', handler: docs.upload },
    { method: 'GET', path: '/dashboard/documents/{id}', access: 'session', handler: showDocument },
    { method: 'GET', path: '/dashboard/documents/{id}/status', access: 'session', handler: documentStatus },
    { method: 'GET', path: '/dashboard/documents/{id}/pages/{n}/image', access: 'session', handler: files.pageImage },
    { method: 'GET', path: '/dashboard/documents/{id}/text', access: 'session', handler: files.downloadText },
    { method: 'GET', path: '/dashboard/documents/{id}/pdf', access: 'session', handler: files.downloadPdf },
    { method: 'GET', path: '/dashboard/documents/{id}/hocr', access: 'session', handler: files.downloadHocr },
    { method: 'GET', path: '/dashboard/documents/{id}/json', access: 'session', handler: files.downloadJson },
    { method: 'GET', path: '/dashboard/documents/{id}/markdown', access: 'session', handler: structure.downloadMarkdown },
    { method: 'GET', path: '/dashboard/documents/{id}/tables/{k}', access: 'session', handler: structure.downloadTableCsv },
    { method: 'GET', path: '/dashboard/documents/{id}/delete', access: 'session', handler: docs.confirmDelete },
    { method: 'POST', path: '/dashboard/documents/{id}/delete', access: 'session', body: 'form', handler: docs.deleteDoc },
    { method: 'GET', path: '/dashboard/settings/api-keys', access: 'session', handler: (c) => keys.listKeys(c) },
    { method: 'POST', path: '/dashboard/settings/api-keys', access: 'session', body: 'form', handler: keys.createKey },
    { method: 'GET', path: '/dashboard/settings/api-keys/{id}/revoke', access: 'session', handler: keys.confirmRevoke },
    { method: 'POST', path: '/dashboard/settings/api-keys/{id}/revoke', access: 'session', body: 'form', handler: keys.revokeKey },
    { method: 'GET', path: '/dashboard/settings/webhooks', access: 'session', handler: hooks.showWebhooks },
    { method: 'POST', path: '/dashboard/settings/webhooks/reveal', access: 'session', body: 'form', handler: hooks.revealSecret },
    { method: 'POST', path: '/dashboard/settings/webhooks/rotate', access: 'session', body: 'form', handler: hooks.rotate },
    { method: 'GET', path: '/dashboard/settings/webhooks/deliveries/{id}', access: 'session', handler: hooks.showDelivery },
    {
      method: 'POST',
      path: '/dashboard/settings/webhooks/deliveries/{id}/redeliver',
      access: 'session',
      body: 'form',
      handler: hooks.redeliverNow,
    },
  ];
}
