import { expect, test } from '@playwright/test';
import { returningVisitor, waitForPage } from './support/fixtures';

test.use({ storageState: returningVisitor });

/** JSON-LD objects from the raw HTML, flattening arrays and @graph. */
function structuredData(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const out: Record<string, unknown>[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const obj = v as Record<string, unknown>;
      if (Array.isArray(obj['@graph'])) visit(obj['@graph']);
      else out.push(obj);
    }
  };
  blocks.forEach(visit);
  return out;
}

test.describe('landing page HTML before any script runs (prerendered)', () => {
  test('P1-LAND-01/18: the server sends the headline, title and description in the HTML', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>AI-Powered Wellness Intelligence<\/h1>/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain('Start Your Personalized Wellness Journey');
    expect(html).not.toContain('__APP_ORIGIN__');
  });

  test('P1-LAND-19..21: JSON-LD with Organization, SoftwareApplication and a WebSite SearchAction /search?q={term}', async ({ request, baseURL }) => {
    const html = await (await request.get('/')).text();
    const data = structuredData(html);
    const types = data.map((d) => d['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'SoftwareApplication', 'WebSite']));

    const site = data.find((d) => d['@type'] === 'WebSite')!;
    const action = site.potentialAction as Record<string, unknown>;
    expect(action['@type']).toBe('SearchAction');
    const target = typeof action.target === 'string' ? action.target : (action.target as { urlTemplate: string }).urlTemplate;
    expect(target).toBe(`${baseURL}/search?q={term}`);
    expect(String(action['query-input'])).toContain('name=term');
  });
});

test.describe('landing page in the browser', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
  });

  test('P1-LAND-01/07: hero headline and the interaction-checks claim', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI-Powered Wellness Intelligence');
    await expect(page.getByText('3.4M+').first()).toBeVisible();
  });

  test('P1-LAND-02..06: four feature cards with their exact actions and targets', async ({ page }) => {
    const cards: [string, string][] = [
      ['Start Checking Now', '/interaction-analyzer'],
      ['Explore Biomarkers', '/wellness/biomarkers'],
      ['Track Symptoms', '/symptoms/tracker'],
      ['Get Your Report', '/analytics'],
    ];
    for (const [label, href] of cards) {
      const link = page.getByRole('link', { name: label, exact: true });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', href);
    }
    // The symptom tracker is for signed-in members: a visitor is sent to /login (P1-FRAME-05).
    await page.getByRole('link', { name: 'Track Symptoms', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('P1-LAND-10..14: signed-out visitors see the journey, demo, sample-report, sign-in and create-account actions', async ({ page }) => {
    const actions: [string, string][] = [
      ['Start Your Personalized Wellness Journey', '/register'],
      ['Explore Smart Wellness Dashboard', '/dashboard?demo=true'],
      ['View Complete Wellness Analysis', '/sample-report'],
      ['Sign In', '/login'],
      ['Create Account', '/register'],
    ];
    const main = page.locator('main');
    for (const [label, href] of actions) {
      await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);

    await main.getByRole('link', { name: 'Start Your Personalized Wellness Journey' }).click();
    await expect(page).toHaveURL('/register');
  });

  test('P1-LAND-17: landing footer links to features, how it works, pricing, about and contact; footer reads 2024', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    for (const href of ['/features', '/how-it-works', '/pricing', '/about', '/contact']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(footer).toContainText('2024');
  });

  test('the landing page loads no console errors and no failed requests', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
    await page.reload();
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});

// public/boot-guard.js is minified by the build; the copy the server sends must still do its jobs.
test.describe('the boot guard as served', () => {
  test('is the minified copy, not the commented source', async ({ request }) => {
    const res = await request.get('/boot-guard.js', { headers: { 'accept-encoding': 'identity' } });
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).not.toContain('/*');
    expect(body).toContain('boot-error');
  });

  for (const [where, path] of [
    ['the landing page (entry script in the HTML)', '/'],
    ['a prerendered page (entry script started by the boot guard)', '/interaction-analyzer'],
  ] as const) {
    test(`applies the stored theme and shows the static error screen when the app's script cannot load: ${where}`, async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('thrivewell-theme', 'dark'));
      await page.route(/\/assets\/app-[\w-]+\.js$/, (route) => route.abort());
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const screen = page.locator('#boot-error');
      await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await expect(screen.getByRole('link', { name: 'Reload Page' })).toBeVisible();
    });
  }
});
