// The package's library entry: what a webhook receiver written in TypeScript imports
// (`import { verifyWebhook } from 'docrec'`). The server itself starts from src/cli.ts.
export { verifyWebhook } from './webhooks/verify-webhook.js';
