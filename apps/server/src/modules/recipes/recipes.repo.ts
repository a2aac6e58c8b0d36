import { count, inArray, sql } from 'drizzle-orm';
import type { Recipe } from '@thrivewell/core/contracts/recipes-contract';
import type { Database } from '../../db/client';
import { recipes } from '../../db/schema/recipes';

/** Every imported recipe as stored (jsonb; the service checks it again). */
export async function selectImportedRecipes(db: Database): Promise<{ id: string; recipe: unknown }[]> {
  return db.select({ id: recipes.id, recipe: recipes.recipe }).from(recipes).orderBy(recipes.id);
}

export async function countImportedRecipes(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recipes);
  return Number(row?.n ?? 0);
}

/** Which of these ids are already imported. */
export async function selectExistingIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: recipes.id }).from(recipes).where(inArray(recipes.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Inserts or replaces (by id) in one transaction: all of them or none. */
export async function upsertRecipes(db: Database, list: Recipe[], createdBy: string, at: Date): Promise<void> {
  if (list.length === 0) return;
  await db.transaction(async (tx) => {
    for (let i = 0; i < list.length; i += 100) {
      await tx
        .insert(recipes)
        .values(list.slice(i, i + 100).map((recipe) => ({ id: recipe.id, recipe, source: 'import' as const, createdBy, createdAt: at, updatedAt: at })))
        .onConflictDoUpdate({ target: recipes.id, set: { recipe: sql`excluded.recipe`, createdBy: sql`excluded.created_by`, updatedAt: sql`excluded.updated_at` } });
    }
  });
}
