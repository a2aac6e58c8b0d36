import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Recipe } from '@thrivewell/core/contracts/recipes-contract';
import { users } from './auth';

/**
 * Recipes an admin imported on /admin/populate-recipes (W2-E), beside the built-in library of
 * packages/nutrition. The recipe itself is core's recipeSchema as jsonb, checked on import and
 * again on read; one row per recipe id (an import of the same id replaces it). Library data, not
 * a user's: no user_id (the account export and erasure leave it alone); the importing admin is
 * kept in created_by, set to null if that account is deleted.
 */
export const recipes = pgTable('recipes', {
  id: text('id').primaryKey(),
  recipe: jsonb('recipe').$type<Recipe>().notNull(),
  source: text('source', { enum: ['import'] }).notNull().default('import'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
