/** The trends and patterns routes' contracts (modules/insights, W2-D). */
import { patternsQuerySchema, patternsResponseSchema, seriesQuerySchema, seriesResponseSchema } from '@thrivewell/core/contracts/insights-contract';
import { readErrors, signedInErrors, type RouteContract } from './route-catalogue';

export const insightsContracts: RouteContract[] = [
  {
    tag: 'Insights',
    auth: 'session',
    method: 'GET',
    path: '/api/insights/series',
    summary: "The person's daily series for trend charts",
    description: "One value per calendar day in the person's time zone for every tracked metric (or the `keys` asked for), over the last 7, 30, 90 or 365 days including today.",
    request: { query: seriesQuerySchema },
    responses: { 200: { description: 'The window and its series.', schema: seriesResponseSchema, name: 'InsightsSeries' } },
    errors: signedInErrors(readErrors),
  },
  {
    tag: 'Insights',
    auth: 'plan',
    feature: 'pattern_insights',
    method: 'GET',
    path: '/api/insights/patterns',
    summary: 'Patterns between factors and outcomes',
    description:
      'Every allowed factor → outcome pair at lags 0 and +1 day: Welch t for a yes/no factor (≥ 3 days with and without), Spearman ρ with a Fisher-z interval for a numeric one; Benjamini–Hochberg q over every pair tested; only pairs with q < 0.1 and an effect above the minimum are answered. Correlation, not causation.',
    request: { query: patternsQuerySchema },
    responses: { 200: { description: 'The patterns shown, strongest evidence first.', schema: patternsResponseSchema, name: 'Patterns' } },
    errors: [...new Set([...signedInErrors(readErrors), 403])].sort((a, b) => a - b),
  },
];
