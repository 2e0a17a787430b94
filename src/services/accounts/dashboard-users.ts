// Dashboard users: what `docrec users …` and the first start do, one code path for both.
import type { Db } from '../../store/database.js';
import { findAccountByName } from '../../store/accounts-repo.js';
import { deleteUser, findUserByEmail, insertUser, listUsers, replacePassword, type UserRow } from '../../store/users-repo.js';
import { generatePassword, hashPassword, passwordProblem } from './passwords.js';

/** Emails are compared case-insensitively: stored lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function emailProblem(email: string): string | null {
  return /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 254 ? null : `"${email.slice(0, 80)}" is not an email address`;
}

/** Creates the user; returns the password (generated when none is given) to show once. */
export async function createDashboardUser(
  db: Db,
  input: { accountName: string; email: string; password?: string },
): Promise<{ user: UserRow; password: string }> {
  const email = normalizeEmail(input.email);
  const problem = emailProblem(email) ?? (input.password !== undefined ? passwordProblem(input.password) : null);
  if (problem) throw new Error(problem);
  const account = await findAccountByName(db, input.accountName);
  if (!account) throw new Error(`no account named "${input.accountName}"`);
  if (await findUserByEmail(db, email)) throw new Error(`a user ${email} already exists`);
  const password = input.password ?? generatePassword();
  const user = await insertUser(db, { accountId: account.id, email, passwordHash: await hashPassword(password) });
  return { user, password };
}

/** Sets a new password (generated when none is given) and ends every session of the user. */
export async function resetDashboardPassword(db: Db, emailInput: string, newPassword?: string): Promise<string> {
  const email = normalizeEmail(emailInput);
  const problem = newPassword !== undefined ? passwordProblem(newPassword) : null;
  if (problem) throw new Error(problem);
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`no user ${email}`);
  const password = newPassword ?? generatePassword();
  await replacePassword(db, user.id, await hashPassword(password));
  return password;
}

export async function listDashboardUsers(db: Db, accountName: string): Promise<UserRow[]> {
  const account = await findAccountByName(db, accountName);
  if (!account) throw new Error(`no account named "${accountName}"`);
  return listUsers(db, account.id);
}

export async function deleteDashboardUser(db: Db, emailInput: string): Promise<void> {
  const email = normalizeEmail(emailInput);
  if (!(await deleteUser(db, email))) throw new Error(`no user ${email}`);
}
