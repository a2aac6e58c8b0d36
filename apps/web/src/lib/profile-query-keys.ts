/**
 * The health profile's query keys: one cache for the onboarding flow, the profile editor, the
 * dashboards and the account page's data import, which refreshes the profile it changed. The
 * calls and hooks behind them live in features/health-profile/profile-api.ts.
 */
export const profileKeys = {
  all: ['profile'] as const,
  profile: ['profile', 'row'] as const,
  status: ['profile', 'status'] as const,
  journey: ['profile', 'journey'] as const,
  actionPlans: ['profile', 'action-plans'] as const,
  freshness: ['profile', 'freshness'] as const,
  analysis: ['profile', 'analysis'] as const,
};
