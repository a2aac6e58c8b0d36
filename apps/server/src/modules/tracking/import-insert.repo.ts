/**
 * Bulk inserts of imported mood and symptom entries: one statement per chunk that reads the rows
 * from a single JSON parameter (`jsonb_to_recordset`) instead of binding ~15 parameters a row.
 * On PGlite, binding and planning 30,000 parameters cost most of a 10,000-row import; one text
 * parameter costs next to nothing. Conflicts on any unique index (notably the partial
 * (user_id, import_key) one) are skipped, so a re-import or a racing import adds nothing, and the
 * answer is how many rows were really new. Column names and types come from the fixed lists
 * below, never from input.
 */
import { sql } from 'drizzle-orm';
import type { NewMoodRow, NewSymptomRow, TrackingDb } from './import.repo';

/** Rows per statement: a few hundred kB of JSON, small enough to stay cheap in memory. */
const chunkSize = 2000;

type Column<Row> = readonly [name: string, type: string, pick: (row: Row) => unknown];

const common = <Row extends NewMoodRow | NewSymptomRow>(): Column<Row>[] => [
  ['user_id', 'text', (r) => r.userId],
  ['recorded_at', 'timestamptz', (r) => r.recordedAt.toISOString()],
  ['local_date', 'date', (r) => r.localDate],
  ['note', 'text', (r) => r.note ?? null],
  ['source', 'text', (r) => r.source ?? 'app'],
  ['import_key', 'text', (r) => r.importKey ?? null],
];

const moodColumns: Column<NewMoodRow>[] = [
  ...common<NewMoodRow>(),
  ['value', 'smallint', (r) => r.value],
  ['scale_max', 'smallint', (r) => r.scaleMax ?? 5],
  ['energy', 'smallint', (r) => r.energy ?? null],
  ['anxiety', 'smallint', (r) => r.anxiety ?? null],
  ['emotions', 'jsonb', (r) => r.emotions ?? []],
  ['activities', 'jsonb', (r) => r.activities ?? []],
];

const symptomColumns: Column<NewSymptomRow>[] = [
  ...common<NewSymptomRow>(),
  ['symptom', 'text', (r) => r.symptom],
  ['severity', 'smallint', (r) => r.severity],
  ['duration_minutes', 'integer', (r) => r.durationMinutes ?? null],
  ['triggers', 'jsonb', (r) => r.triggers ?? []],
];

async function insertJson<Row>(db: TrackingDb, table: string, columns: Column<Row>[], rows: Row[]): Promise<number> {
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const shape = sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '));
  let inserted = 0;
  for (let i = 0; i < rows.length; i += chunkSize) {
    const json = JSON.stringify(rows.slice(i, i + chunkSize).map((row) => Object.fromEntries(columns.map(([name, , pick]) => [name, pick(row)]))));
    const result = (await db.execute(sql`
      with added as (
        insert into ${sql.raw(table)} (${names})
        select ${names} from jsonb_to_recordset(${json}::jsonb) as r(${shape})
        on conflict do nothing
        returning 1
      )
      select count(*)::int as n from added`)) as unknown as { rows: { n: number }[] };
    inserted += Number(result.rows[0]?.n ?? 0);
  }
  return inserted;
}

/** Inserts the rows, skipping any the user already has (same import key); answers how many were new. */
export function insertMoods(db: TrackingDb, rows: NewMoodRow[]): Promise<number> {
  return insertJson(db, 'mood_entries', moodColumns, rows);
}

export function insertSymptoms(db: TrackingDb, rows: NewSymptomRow[]): Promise<number> {
  return insertJson(db, 'symptom_entries', symptomColumns, rows);
}
