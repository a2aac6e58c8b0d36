import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { recipeCsvColumns } from '@thrivewell/core/contracts/recipe-import-contract';
import { freeUser } from './support/accounts';
import { baseURL, port } from './support/env';
import { expectNoSeriousAxeViolations, returningVisitor, uniqueEmail, waitForPage } from './support/fixtures';

/**
 * W2-E admin role and /admin/populate-recipes: a signed-in non-admin sees the clear 403 page;
 * an account made admin by the real command line (`npm run admin:grant`, on a server of this
 * spec's own, since the command refuses while a server holds the embedded database) previews a
 * file with one bad line, sees the reason, imports the good one; axe light and dark.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

test.describe('non-admin', () => {
  test.use({ storageState: returningVisitor });

  test('a signed-in non-admin sees "You need admin access" (403); axe light and dark', async ({ page }) => {
    test.setTimeout(90_000);
    await freeUser(page, uniqueEmail('not-admin'));
    await page.goto('/account');
    await waitForPage(page);
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
    await page.goto('/admin/populate-recipes');
    await waitForPage(page);
    await expect(page.getByRole('heading', { name: 'You need admin access' })).toBeVisible();
    await expect(page.getByText(/error 403: access denied/)).toBeVisible();
    await expect(page.getByLabel('Recipe file (JSON or CSV)')).toHaveCount(0);
    const api = await page.request.get('/api/admin/recipes');
    expect(api.status()).toBe(403);
    await expectNoSeriousAxeViolations(page, '/admin/populate-recipes 403 (light)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousAxeViolations(page, '/admin/populate-recipes 403 (dark)');
  });
});

const adminPort = port + 17;
const adminURL = `http://127.0.0.1:${adminPort}`;
let dataDir: string;
let server: ChildProcess | undefined;

async function startServer() {
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(adminPort), HOST: '127.0.0.1', APP_URL: adminURL, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  await expect(async () => {
    const res = await fetch(`${adminURL}/api/health`);
    expect(res.ok).toBe(true);
  }).toPass({ timeout: 60_000 });
}

async function stopServer() {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function adminCli(command: 'grant' | 'revoke', email: string) {
  try {
    const { stdout } = await run('npm', ['run', '--silent', `admin:${command}`, '--', email], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code?: number; stderr?: string };
    return { code: e.code ?? -1, out: e.stderr ?? '' };
  }
}

test.describe('admin', () => {
  test.use({
    baseURL: adminURL,
    storageState: { cookies: [], origins: [{ ...returningVisitor.origins[0]!, origin: adminURL }] },
  });
  test.beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'thrivewell-e2e-admin-'));
  });
  test.afterAll(async () => {
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an admin granted from the command line previews a file with one bad line and imports the good one; axe light and dark', async ({ page }) => {
    test.setTimeout(180_000);
    expect(baseURL).not.toBe(adminURL);
    await startServer();
    const email = uniqueEmail('admin');
    await freeUser(page, email);

    // While the server holds the embedded database the command refuses, and says why.
    const refused = await adminCli('grant', email);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/in use by another running process .*Stop the server first/);

    await stopServer();
    const granted = await adminCli('grant', email);
    expect(granted).toEqual({ code: 0, out: `${email} is now an admin (effective on their next request).\n` });
    await startServer();

    // The way in: /account shows admins an Administration section with the link.
    await page.goto('/account');
    await waitForPage(page);
    await page.getByRole('link', { name: 'Import recipes into the library' }).click();
    await expect(page).toHaveURL(/\/admin\/populate-recipes$/);
    await waitForPage(page);
    await expect(page.getByRole('heading', { name: 'Import recipes' })).toBeVisible();
    await expect(page.getByText(/The library holds \d+ built-in and 0 imported recipes\./)).toBeVisible();

    const csv = [
      recipeCsvColumns.join(','),
      'tofu-rice-bowl,Tofu rice bowl,Tofu over rice.,lunch|dinner,2,20,Japanese,vegan,soy,"16427:150:150 g firm tofu;20045:180:1 cup cooked rice","Cook the rice.|Fry the tofu."',
      'mystery-stew,<b>Mystery</b> stew,A stew.,dinner,1,10,Any,,,"99999:100:mystery","Stir."',
    ].join('\n');
    await page.getByLabel('Recipe file (JSON or CSV)').setInputFiles({ name: 'recipes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('Chosen: recipes.csv')).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { name: 'Preview: 2 recipes in this CSV file' })).toBeFocused();
    await expect(page.getByText('1 recipe valid, 1 recipe invalid.')).toBeVisible();
    const table = page.getByRole('region', { name: 'Recipes in the file' });
    const bad = table.getByRole('row').filter({ hasText: 'mystery-stew' });
    await expect(bad).toContainText('Invalid');
    await expect(bad).toContainText('Title cannot contain < or > (no HTML).');
    await expect(bad).toContainText('Unknown foodId 99999: it is not a food of the USDA SR24 table.');
    await expect(table.getByRole('row').filter({ hasText: 'tofu-rice-bowl' })).toContainText('Valid');
    await expectNoSeriousAxeViolations(page, '/admin/populate-recipes preview (light)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousAxeViolations(page, '/admin/populate-recipes preview (dark)');
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('button', { name: 'Import 1 valid recipe' }).click();
    await expect(page.getByText('Imported 1 recipe (1 new, 0 replaced). 1 invalid recipe skipped.', { exact: false })).toBeVisible();
    await expect(page.locator(':focus')).toContainText('Imported 1 recipe');
    await expect(page.getByText(/The library holds \d+ built-in and 1 imported recipes\./)).toBeVisible();
  });
});
