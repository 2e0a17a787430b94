// `docrec users …`: dashboard users, straight on the database like the other admin commands.
import { parseArgs } from 'node:util';
import { text } from 'node:stream/consumers';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../store/database.js';
import {
  createDashboardUser,
  deleteDashboardUser,
  listDashboardUsers,
  resetDashboardPassword,
} from '../services/accounts/dashboard-users.js';
import { UsageError } from './usage-error.js';

const specs = {
  create: { account: { type: 'string' }, email: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  'reset-password': { email: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  list: { account: { type: 'string' } },
  delete: { email: { type: 'string' } },
} as const;

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

/** The first line of stdin, without its line ending (`printf '%s' pw |` and `echo pw |` both work). */
async function passwordFromStdin(): Promise<string> {
  const input = await text(process.stdin);
  return input.split(/\r?\n/)[0] ?? '';
}

export async function runUsers(args: string[]): Promise<number> {
  const [action, ...rest] = args;
  if (!action || !(action in specs)) throw new UsageError(`unknown command "users ${action ?? ''}"`);
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args: rest, options: specs[action as keyof typeof specs], strict: true }).values;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const email = action === 'list' ? '' : required(values, 'email');
  const accountName = action === 'create' || action === 'list' ? required(values, 'account') : '';
  const password = values['password-stdin'] ? await passwordFromStdin() : undefined;
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const database = await openDatabase(loadConfig());
  try {
    const db = database.db;
    if (action === 'create') {
      const created = await createDashboardUser(db, { accountName, email, ...(password !== undefined ? { password } : {}) });
      if (password === undefined) print(created.password);
      process.stderr.write(
        `created dashboard user ${created.user.email} for account ${accountName}${password === undefined ? ': password shown once' : ''}\n`,
      );
    } else if (action === 'reset-password') {
      const newPassword = await resetDashboardPassword(db, email, password);
      if (password === undefined) print(newPassword);
      process.stderr.write(`password of ${email} replaced; its sessions are signed out\n`);
    } else if (action === 'list') {
      for (const u of await listDashboardUsers(db, accountName)) print(`${u.id}  ${u.email}  created=${u.created_at.toISOString()}`);
    } else {
      await deleteDashboardUser(db, email);
      print(`deleted ${email}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}
