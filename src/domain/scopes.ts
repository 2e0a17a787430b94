export const allScopes = ['documents:read', 'documents:write', 'webhooks:manage', 'account:read'] as const;
export type Scope = (typeof allScopes)[number];

export function isScope(value: string): value is Scope {
  return (allScopes as readonly string[]).includes(value);
}

/** Parses "a,b" from the CLI; throws with the offending value named. */
export function parseScopes(text: string): Scope[] {
  const scopes = [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  for (const scope of scopes) {
    if (!isScope(scope)) throw new Error(`unknown scope "${scope}" (known: ${allScopes.join(', ')})`);
  }
  if (scopes.length === 0) throw new Error('at least one scope is required');
  return scopes as Scope[];
}
