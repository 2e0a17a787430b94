// accounts / keys / webhooks: administration straight on the database (embedded or PostgreSQL).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.js';
import { openDatabase, type Db } from '../store/database.js';
import * as repo from '../store/accounts-repo.js';
import { isKeyType, scopesFor } from '../domain/api-keys.js';
import { isPlanName, planNames } from '../domain/plans.js';
import { parseScopes } from '../domain/scopes.js';
import { UsageError } from './usage-error.js';
import { issueApiKey } from '../services/accounts/api-key-service.js';

type Options = Record<string, string | boolean | undefined>;

function parse(args: string[], options: Record<string, { type: 'string' | 'boolean' }>) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

function required(values: Options, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

function count(values: Options, name: string): number | null {
  const value = values[name];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

async function accountNamed(db: Db, name: string) {
  const account = await repo.findAccountByName(db, name);
  if (!account) throw new Error(`no account named "${name}"`);
  return account;
}

export async function runAdmin(group: string, args: string[]): Promise<number> {
  const [action, ...rest] = args;
  const key = `${group} ${action ?? ''}`.trim();
  const specs: Record<string, Record<string, { type: 'string' | 'boolean' }>> = {
    'accounts create': { name: { type: 'string' }, plan: { type: 'string' }, rpm: { type: 'string' }, 'docs-per-day': { type: 'string' } },
    'keys create': { account: { type: 'string' }, type: { type: 'string' }, scopes: { type: 'string' } },
    'keys list': { account: { type: 'string' } },
    'keys revoke': {},
    'webhooks secret': { account: { type: 'string' }, test: { type: 'boolean' }, rotate: { type: 'boolean' } },
  };
  const spec = specs[key];
  if (!spec) throw new UsageError(`unknown command "${key}"`);
  const { values, positionals } = parse(rest, spec);
  // Validate everything before opening the database, so usage errors are instant.
  const run = prepare(key, values, positionals);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await run(database.db);
    return 0;
  } finally {
    await database.close();
  }
}

function prepare(key: string, values: Options, positionals: string[]): (db: Db) => Promise<void> {
  const print = (text: string) => process.stdout.write(`${text}\n`);
  switch (key) {
    case 'accounts create': {
      const name = required(values, 'name');
      const plan = required(values, 'plan');
      if (!isPlanName(plan)) throw new UsageError(`--plan must be one of ${planNames.join(', ')}`);
      const rpm = count(values, 'rpm');
      const docsPerDay = count(values, 'docs-per-day');
      return async (db) => {
        if (await repo.findAccountByName(db, name)) throw new Error(`an account named "${name}" already exists`);
        const account = await repo.createAccount(db, { name, plan, rpm, docsPerDay });
        print(`created account ${account.name} (${account.id}, plan ${account.plan})`);
      };
    }
    case 'keys create': {
      const accountName = required(values, 'account');
      const type = required(values, 'type');
      if (!isKeyType(type)) throw new UsageError('--type must be one of secret, restricted, test');
      let scopes;
      try {
        scopes = scopesFor(type, typeof values.scopes === 'string' ? parseScopes(values.scopes) : undefined);
      } catch (err) {
        throw new UsageError((err as Error).message);
      }
      return async (db) => {
        const account = await accountNamed(db, accountName);
        const created = await issueApiKey(db, { accountId: account.id, type, scopes });
        print(created.key);
        process.stderr.write(`key ${created.id} (${type}, scopes ${scopes.join(',')}): shown once, store it now\n`);
      };
    }
    case 'keys list': {
      const accountName = required(values, 'account');
      return async (db) => {
        const account = await accountNamed(db, accountName);
        for (const k of await repo.listApiKeys(db, account.id)) {
          const state = k.revoked_at ? `revoked ${k.revoked_at.toISOString()}` : 'active';
          const used = k.last_used_at ? k.last_used_at.toISOString() : 'never';
          print(`${k.id}  ${k.type.padEnd(10)} ${k.hint}  ${state}  scopes=${k.scopes.join(',')}  last_used=${used}`);
        }
      };
    }
    case 'keys revoke': {
      const keyId = positionals[0];
      if (!keyId || positionals.length > 1) throw new UsageError('keys revoke takes exactly one KEY_ID');
      return async (db) => {
        if (!(await repo.revokeApiKey(db, keyId))) throw new Error(`no active key ${keyId}`);
        print(`revoked ${keyId}`);
      };
    }
    default: {
      const accountName = required(values, 'account');
      const mode = values.test ? 'test' : 'live';
      return async (db) => {
        const account = await accountNamed(db, accountName);
        const secret = values.rotate
          ? (await repo.rotateWebhookSecret(db, account.id, mode)).secret
          : await repo.currentWebhookSecret(db, account.id, mode);
        print(secret);
      };
    }
  }
}
