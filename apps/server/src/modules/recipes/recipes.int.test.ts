import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeCsvColumns, recipeCsvExample, recipeImportMaxBytes } from '@thrivewell/core/contracts/recipe-import-contract';
import { auditLogs, recipes as recipesTable } from '../../db/schema';
import { setRoleByEmail } from '../auth/users.service';
import { startTestApp, type TestApp } from '../../../test/test-db';
import { json } from '../../../test/safety-helpers';
import { signedInAdmin } from '../../../test/admin-helpers';
import { multipartBody } from '../../../test/upload-helpers';
import { libraryRecipes } from './recipes.service';

let t: TestApp;
let admin: { cookie: string; id: string; email: string };
let member: { cookie: string; id: string; email: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
  member = await signedInAdmin(t, { admin: false });
});
afterAll(async () => {
  await t?.close();
});

const header = recipeCsvColumns.join(',');
const tofu = 'tofu-bowl,Tofu bowl,Tofu over rice.,lunch|dinner,2,20,Japanese,vegan,soy,"16427:150:150 g firm tofu;20045:180:1 cup cooked rice","Cook the rice.|Fry the tofu."';
const bad = 'bad-stew,<b>Stew</b>,A stew.,dinner,1,10,Any,,,"99999:100:mystery","Stir."';
const fileWithOneBadLine = [header, tofu, bad].join('\n');

function upload(path: 'preview' | 'import', cookie: string | undefined, content: Buffer | string, o: { filename?: string; type?: string } = {}) {
  const { body, contentType } = multipartBody(content, { filename: o.filename ?? 'recipes.csv', type: o.type });
  return t.app.inject({ method: 'POST', url: `/api/admin/recipes/${path}`, headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) }, payload: body });
}

const importedCount = async () => (await t.database.db.select().from(recipesTable)).length;

describe('admin access', () => {
  it('signed out 401, signed-in non-admin 403 with a clear message, admin 200', async () => {
    for (const [method, url] of [['GET', '/api/admin/recipes'], ['POST', '/api/admin/recipes/preview'], ['POST', '/api/admin/recipes/import']] as const) {
      const out = await json(t.app, method, url, { body: method === 'POST' ? { content: fileWithOneBadLine } : undefined });
      expect(out.statusCode, `${method} ${url} signed out`).toBe(401);
      const forbidden = await json(t.app, method, url, { cookie: member.cookie, body: method === 'POST' ? { content: fileWithOneBadLine } : undefined });
      expect(forbidden.statusCode, `${method} ${url} non-admin`).toBe(403);
      expect(forbidden.json().error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/You need admin access/) });
    }
    expect(await importedCount()).toBe(0);
    const ok = await json(t.app, 'GET', '/api/admin/recipes', { cookie: admin.cookie });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ builtIn: expect.any(Number), imported: 0 });
  });

  it('a multipart upload by a non-admin is refused before it is read, even when huge', async () => {
    expect((await upload('import', member.cookie, Buffer.alloc(50 * 1024 * 1024, 0x41))).statusCode).toBe(403);
    expect((await upload('import', undefined, fileWithOneBadLine)).statusCode).toBe(401);
  });

  it('get-session says whether the user is an admin; a revoke applies on the next request', async () => {
    const session = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json().user;
    expect((await session(admin.cookie)).role).toBe('admin');
    expect((await session(member.cookie)).role).toBe('user');
    const temp = await signedInAdmin(t);
    expect((await json(t.app, 'GET', '/api/admin/recipes', { cookie: temp.cookie })).statusCode).toBe(200);
    expect(await setRoleByEmail(t.database.db, temp.email.toUpperCase(), 'user')).toMatchObject({ status: 'changed', role: 'user' });
    expect((await json(t.app, 'GET', '/api/admin/recipes', { cookie: temp.cookie })).statusCode).toBe(403);
    expect(await setRoleByEmail(t.database.db, 'nobody@example.com', 'admin')).toEqual({ status: 'unknown-email', email: 'nobody@example.com' });
  });
});

describe('preview and import', () => {
  it('previews a file line by line and writes nothing', async () => {
    const res = await upload('preview', admin.cookie, fileWithOneBadLine);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ format: 'csv', total: 2, valid: 1, invalid: 1 });
    expect(report.lines[0]).toMatchObject({ line: 2, id: 'tofu-bowl', valid: true, errors: [] });
    expect(report.lines[1]).toMatchObject({ line: 3, id: 'bad-stew', valid: false });
    expect(report.lines[1].errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title cannot contain < or > (no HTML).' },
        { field: 'ingredients[1].foodId', message: 'Unknown foodId 99999: it is not a food of the USDA SR24 table.' },
      ]),
    );
    expect(await importedCount()).toBe(0);
  });

  it('imports the valid recipes, skips the invalid, writes an audit row, and the planner library has them', async () => {
    const res = await upload('import', admin.cookie, fileWithOneBadLine);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 1, created: 1, replaced: 0, skipped: 1, invalid: 1 });
    const rows = await t.database.db.select().from(recipesTable);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 'tofu-bowl', source: 'import', createdBy: admin.id });
    expect(rows[0]!.recipe.ingredients[0]).toEqual({ foodId: '16427', grams: 150, label: '150 g firm tofu' });
    const audit = await t.database.db.select().from(auditLogs).where(and(eq(auditLogs.userId, admin.id), eq(auditLogs.action, 'recipes_imported')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ source: 'server', success: true, resourceType: 'recipes' });
    expect(audit[0]!.metadata).toMatchObject({ format: 'csv', imported: 1, skipped: 1, recipeIds: ['tofu-bowl'] });
    expect((await libraryRecipes(t.database.db)).map((r) => r.id)).toContain('tofu-bowl');
    // The same id again replaces it (upsert), and the preview says so first.
    const again = await json(t.app, 'POST', '/api/admin/recipes/preview', { cookie: admin.cookie, body: { content: [header, tofu.replace('Tofu bowl', 'Tofu rice bowl')].join('\n') } });
    expect(again.json().lines[0]).toMatchObject({ valid: true, replaces: true });
    const replaced = await json(t.app, 'POST', '/api/admin/recipes/import', { cookie: admin.cookie, body: { content: [header, tofu.replace('Tofu bowl', 'Tofu rice bowl')].join('\n') } });
    expect(replaced.json()).toMatchObject({ imported: 1, created: 0, replaced: 1 });
    const stored = await t.database.db.select().from(recipesTable);
    expect(stored.map((r) => r.recipe.title)).toEqual(['Tofu rice bowl']);
  });

  it('the library is the built-in recipes plus the imported ones; an imported built-in id replaces it', async () => {
    const counts = (await json(t.app, 'GET', '/api/admin/recipes', { cookie: admin.cookie })).json();
    expect(counts.builtIn).toBeGreaterThan(0);
    const library = await libraryRecipes(t.database.db);
    expect(library).toHaveLength(counts.builtIn + counts.imported);
    const builtIn = library.find((r) => r.id !== 'tofu-bowl')!;
    const preview = await json(t.app, 'POST', '/api/admin/recipes/preview', { cookie: admin.cookie, body: { content: JSON.stringify([{ ...builtIn, title: 'My own version' }]) } });
    expect(preview.json().lines[0]).toMatchObject({ id: builtIn.id, valid: true, replaces: true });
  });

  it('takes the documented example, pasted as JSON content', async () => {
    const res = await json(t.app, 'POST', '/api/admin/recipes/preview', { cookie: admin.cookie, body: { content: recipeCsvExample, filename: 'example.csv' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, valid: 2, invalid: 0 });
  });
});

describe('hostile files', () => {
  it('a 50 MB upload is refused with 413 and a clear message, and the server keeps answering', async () => {
    const res = await upload('preview', admin.cookie, Buffer.alloc(50 * 1024 * 1024, 0x41));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'FILE_TOO_LARGE', message: expect.stringMatching(/larger than 2 MB/), field: 'file' });
    // Just over the limit, without a declared size that gives it away: the stream limit stops it.
    const stream = await upload('import', admin.cookie, Buffer.alloc(recipeImportMaxBytes + 10, 0x41));
    expect(stream.statusCode).toBe(413);
    const pasted = await json(t.app, 'POST', '/api/admin/recipes/preview', { cookie: admin.cookie, body: { content: 'a'.repeat(recipeImportMaxBytes + 1) } });
    expect(pasted.statusCode).toBe(413);
    expect(pasted.json().error.code).toBe('FILE_TOO_LARGE');
    expect((await json(t.app, 'GET', '/api/admin/recipes', { cookie: admin.cookie })).statusCode).toBe(200);
  });

  it('formula injection cells are reported per line and never stored', async () => {
    const file = [header, '=cmd|/C calc!A0,Calc,Formula.,lunch,1,10,Any,,,"16427:100:tofu","Cook."', 'ok-id,+SUM(A1),Formula.,lunch,1,10,Any,,,"16427:100:tofu","@Cook."'].join('\n');
    const res = await upload('import', admin.cookie, file);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ imported: 0, skipped: 2 });
    expect(body.lines[0].errors.some((e: { field: string; message: string }) => e.field === 'id' && /formulas/.test(e.message))).toBe(true);
    expect(body.lines[1].errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['title', 'steps']));
    expect((await t.database.db.select().from(recipesTable)).map((r) => r.id)).not.toContain('ok-id');
  });

  it('wrong columns, wrong content and wrong types are 400 with the reason; never a 5xx', async () => {
    const wrong = await upload('preview', admin.cookie, 'name,kcal\nSoup,100');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'WRONG_COLUMNS', field: 'file', message: expect.stringContaining(header) });
    const png = await upload('preview', admin.cookie, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), { filename: 'photo.png', type: 'image/png' });
    expect(png.statusCode).toBe(400);
    expect(png.json().error.code).toBe('NOT_TEXT');
    expect((await upload('preview', admin.cookie, '{"not":"an array"}', { filename: 'r.json' })).json().error.code).toBe('WRONG_SHAPE');
    expect((await upload('preview', admin.cookie, '[{"id": ', { filename: 'r.json' })).statusCode).toBe(400);
    expect((await json(t.app, 'POST', '/api/admin/recipes/preview', { cookie: admin.cookie, body: { content: 42 } })).statusCode).toBe(400);
    expect((await json(t.app, 'POST', '/api/admin/recipes/preview', { cookie: admin.cookie, body: {} })).statusCode).toBe(400);
    const text = await t.app.inject({ method: 'POST', url: '/api/admin/recipes/preview', headers: { cookie: admin.cookie, 'content-type': 'text/plain' }, payload: 'x' });
    expect(text.statusCode).toBe(415);
    const wrongPart = multipartBody('x', { field: 'other' });
    const noFile = await t.app.inject({ method: 'POST', url: '/api/admin/recipes/preview', headers: { cookie: admin.cookie, 'content-type': wrongPart.contentType }, payload: wrongPart.body });
    expect(noFile.statusCode).toBe(400);
  });
});
