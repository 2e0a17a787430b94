// Whose rows a query may see: every owned table (documents, deliveries, usage) is scoped by account
// and mode, so live and test data never mix and another account's row is simply "not found".
export interface Owner {
  accountId: string;
  mode: string;
}
