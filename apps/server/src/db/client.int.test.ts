import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { users } from './schema';

const opened: DatabaseHandle[] = [];
async function memoryDatabase() {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  opened.push(database);
  return database;
}
afterEach(async () => {
  for (const d of opened.splice(0)) await d.close();
});

const recorded = async ({ db }: DatabaseHandle) =>
  ((await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('migrate() on start', () => {
  it('applies every migration to a new database, then finds nothing to do on the next start', async () => {
    const database = await memoryDatabase();
    await database.migrate();
    const applied = await recorded(database);
    expect(applied).toBeGreaterThan(0);
    await database.db.select().from(users); // the tables exist

    await database.migrate();
    expect(await recorded(database)).toBe(applied);
  }, 60_000);

  it('runs the migrator when the newest migration is not recorded (only a current database skips it)', async () => {
    const database = await memoryDatabase();
    await database.migrate();
    const applied = await recorded(database);
    // A database whose record lacks the newest migrations: here, none recorded and no tables.
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations`);

    await database.migrate();
    expect(await recorded(database)).toBe(applied);
    expect(await database.db.select().from(users)).toEqual([]);
  }, 60_000);
});
