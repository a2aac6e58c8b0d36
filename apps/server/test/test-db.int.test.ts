import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorReports } from '../src/db/schema';
import { createTestDatabase } from './test-db';

const row = {
  errorType: 'javascript_error',
  errorMessage: 'only in one database',
  timestamp: new Date('2024-05-01T10:00:00Z'),
  severity: 'low' as const,
};

describe('createTestDatabase', () => {
  it('gives each caller its own migrated database', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    try {
      await a.db.insert(errorReports).values(row);
      expect(await a.db.select().from(errorReports)).toHaveLength(1);
      expect(await b.db.select().from(errorReports)).toHaveLength(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL: a fresh test_<random> database, dropped on close', async () => {
    const handle = await createTestDatabase();
    const result = await handle.db.execute(sql`select current_database() as name`);
    const name = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
    expect(name).toMatch(/^test_[0-9a-f]{12}$/);
    await handle.close();

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const left = await admin.query('select 1 from pg_database where datname = $1', [name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
