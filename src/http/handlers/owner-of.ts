// The account and mode an API call acts for: its key's. Handlers scope every read and change by
// this owner, so another account's document or delivery (or the other mode's) is a plain 404.
import type { Owner } from '../../store/owner.js';
import type { RequestContext } from '../context.js';

/** For routes that need a key: the API surface has set ctx.principal before any handler runs. */
export function ownerOf(ctx: RequestContext): Owner {
  return { accountId: ctx.principal!.accountId, mode: ctx.principal!.mode };
}
