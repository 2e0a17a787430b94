// Plan limits of SPEC.md 8.1; Enterprise takes per-account custom values (API.md defaults:
// 1200 requests/minute, unlimited documents).
export const planNames = ['free', 'pro', 'business', 'enterprise'] as const;
export type PlanName = (typeof planNames)[number];

export interface PlanLimits {
  requestsPerMinute: number;
  /** null means unlimited. */
  documentsPerDay: number | null;
}

const plans: Record<PlanName, PlanLimits> = {
  free: { requestsPerMinute: 10, documentsPerDay: 50 },
  pro: { requestsPerMinute: 60, documentsPerDay: 1000 },
  business: { requestsPerMinute: 300, documentsPerDay: 10000 },
  enterprise: { requestsPerMinute: 1200, documentsPerDay: null },
};

export function isPlanName(value: string): value is PlanName {
  return (planNames as readonly string[]).includes(value);
}

/** Custom values (set with `accounts create --rpm/--docs-per-day`) override the plan's. */
export function limitsFor(plan: PlanName, custom: { rpm: number | null; docsPerDay: number | null }): PlanLimits {
  const base = plans[plan];
  return {
    requestsPerMinute: custom.rpm ?? base.requestsPerMinute,
    documentsPerDay: custom.docsPerDay ?? base.documentsPerDay,
  };
}
