import { describe, expect, it } from 'vitest';
import { matchRoute, routes } from '@thrivewell/core/contracts/routes';
import { routeSummaries } from './route-summaries';

const summaryOf = (path: string) => routeSummaries[matchRoute(path)?.path ?? ''];

describe('coming-soon summaries (spec part 1 §2)', () => {
  it('every non-public-content route names its feature for the coming-soon screen', () => {
    for (const r of routes.filter((r) => r.page === 'coming-soon')) expect(routeSummaries[r.path]?.length).toBeGreaterThan(10);
    for (const path of Object.keys(routeSummaries)) expect(matchRoute(path)?.page, path).toBe('coming-soon');
  });

  it('aliases show the same summary (P1-ROUTE-63, 64, 75, 77, 81)', () => {
    expect(summaryOf('/wellness-providers')).toBe(summaryOf('/healthcare-providers'));
    expect(summaryOf('/dashboard/safety')).toBe(summaryOf('/dashboard/medication-safety'));
    expect(summaryOf('/dashboard/analytics')).toBe(summaryOf('/dashboard/reports'));
  });
});
