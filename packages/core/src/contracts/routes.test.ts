import { describe, expect, it } from 'vitest';
import { reservesBackToDashboard } from './route-paths';
import { matchRoute, normalizePath, routes, showsBackToDashboard } from './routes';
import { allSettingsRoute, freshnessSources } from '../rules/data-freshness';
import { profileAuthRedirect } from '../rules/onboarding-rules';


describe('route table (spec part 1 §2)', () => {
  const paths = routes.map((r) => r.path);

  it('has no duplicate paths', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    '/', '/login', '/register', '/dashboard', '/onboarding', '/onboarding-testing', '/profile', '/profile-completion',
    '/health/profile-completion', '/health/journey-selector', '/account', '/auth', '/natural-remedies', '/wellness',
    '/wellness-goals', '/health-goals', '/medications', '/interactions', '/diet', '/health/nutrition', '/symptoms',
    '/symptoms/tracker', '/wellness-providers', '/healthcare-providers', '/community', '/markers-education',
    '/meal-planning', '/progress-tracker', '/habits', '/mood', '/mood-tracking', '/trends', '/log', '/reports',
    '/ai-insights', '/blood-test-upload', '/urine-test-upload', '/fact-check', '/product-fact-checker',
    '/ingredient-safety', '/ingredient-analyzer', '/aromatherapy', '/essential-oils', '/upload', '/test-kits',
    '/sample-report', '/blood-test-guide', '/supplement-interactions', '/safety/cabinet', '/safety/checks',
    '/safety/timing', '/upgrade/barcode_scan', '/admin/populate-recipes', '/how-it-works', '/features', '/about',
    '/contact', '/pricing', '/pro-features', '/diagnostics', '/subscription', '/subscription-success',
    '/subscription-cancel', '/terms-of-service', '/terms', '/privacy-policy', '/privacy', '/wellness-policy', '/legal',
    '/compliance-center', '/dashboard/essential-oils', '/dashboard/overview', '/dashboard/achievements',
    '/dashboard/diet-progress', '/dashboard/supplements', '/dashboard/patterns', '/dashboard/goals',
    '/dashboard/medication-safety', '/dashboard/safety', '/dashboard/mood-tracker', '/dashboard/progress-tracker',
    '/dashboard/progress', '/dashboard/habit-tracking', '/dashboard/nutrition', '/dashboard/daily-tracking',
    '/dashboard/reports', '/dashboard/analytics', '/dashboard/insights', '/dashboard/community', '/dashboard/habits',
  ])('P1-ROUTE: %s is in the table', (path) => {
    expect(matchRoute(path)).toBeDefined();
  });

  it('includes the landing-card targets /interaction-analyzer, /wellness/biomarkers, /analytics (P1-LAND-03..06)', () => {
    for (const p of ['/interaction-analyzer', '/wellness/biomarkers', '/symptoms/tracker', '/analytics']) {
      expect(matchRoute(p)).toBeDefined();
    }
  });

  it('renders aliases with the same page (P1-ROUTE-23, 63, 64, 75, 77, 81)', () => {
    const same = (a: string, b: string) => expect(matchRoute(a)?.page).toBe(matchRoute(b)?.page);
    same('/terms', '/terms-of-service');
    same('/privacy', '/privacy-policy');
  });


  it('returns undefined for unknown paths, so the server answers 404', () => {
    expect(matchRoute('/no-such-page')).toBeUndefined();
    expect(matchRoute('/dashboard/unknown')).toBeUndefined();
    expect(matchRoute('/upgrade')).toBeUndefined();
    expect(matchRoute('/upgrade/')).toBeUndefined();
  });

  it('ignores query strings, hashes and a trailing slash', () => {
    expect(matchRoute('/onboarding?continue=true')?.path).toBe('/onboarding');
    expect(matchRoute('/pricing/')?.path).toBe('/pricing');
    expect(matchRoute('/about#team')?.path).toBe('/about');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('Back to Dashboard bar (P1-FRAME-06/07)', () => {
  it.each(['/dashboard/overview', '/aromatherapy', '/essential-oils', '/ingredient-analyzer', '/supplement-interactions', '/meal-planning', '/community', '/profile'])(
    'shows on %s',
    (p) => expect(showsBackToDashboard(p)).toBe(true),
  );
  it.each(['/', '/dashboard', '/pricing', '/profile-completion'])('does not show on %s', (p) =>
    expect(showsBackToDashboard(p)).toBe(false),
  );
  it('keeps its place before the session is known only on pages opened signed in (every one of them protected)', () => {
    for (const p of ['/dashboard/nutrition', '/meal-planning', '/profile']) expect(reservesBackToDashboard(p)).toBe(true);
    for (const p of ['/aromatherapy', '/ingredient-analyzer', '/', '/pricing']) expect(reservesBackToDashboard(p)).toBe(false);
    for (const r of routes.filter((x) => reservesBackToDashboard(x.path) && x.access !== 'protected')) expect.fail(`${r.path} is public but keeps the bar's place`);
  });
});

describe('health profile routes (spec part 2 §2)', () => {
  it('P2-ROUTE-03..10: onboarding, the update targets of the freshness dialog, /account and /auth are real routes', () => {
    expect(matchRoute('/onboarding')?.page).toBe('onboarding');
    expect(Object.values(freshnessSources).map((s) => s.route)).toEqual(['/health/nutrition', '/health-goals', '/medications', '/upload']);
    for (const { route } of Object.values(freshnessSources)) expect(matchRoute(route), route).toBeDefined();
    expect(matchRoute(allSettingsRoute)?.page).toBe('account');
    expect(matchRoute(profileAuthRedirect)?.page).toBe('auth');
  });

  it('P2-ROUTE-11: every page the dashboards and cards link to exists', () => {
    for (const path of ['/register', '/pricing', '/natural-remedies', '/product-fact-checker', '/ingredient-analyzer', '/habits', '/mood-tracking', '/community', '/blood-test-upload', '/urine-test-upload', '/interactions']) {
      expect(matchRoute(path), path).toBeDefined();
    }
  });
});
