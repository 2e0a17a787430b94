/** A command line that does not fit the usage: exit code 2 and the usage text. */
export class UsageError extends Error {
  override name = 'UsageError';
}
