import { date, doublePrecision, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn, userIdColumn } from './columns';

/** Per-amount nutrient values (nutrients.ts keys); a missing key = not analysed by the source. */
export type NutrientSnapshot = Partial<Record<string, number>>;

/**
 * The food diary (W2-E), owned by modules/nutrition. A USDA food is stored by its NDB number and
 * its nutrients are read from the food table; a label food (Open Food Facts, ODbL) keeps the
 * snapshot of its per-100 g label values from the time it was logged.
 */
export const foodLogEntries = pgTable(
  'food_log_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** breakfast, lunch, dinner, snack or a custom slot name. */
    slot: text('slot').notNull(),
    foodId: text('food_id').notNull(),
    foodName: text('food_name').notNull(),
    /** 'usda-sr24', 'open-food-facts' or 'label-sample' at the time it was logged. */
    foodSource: text('food_source').notNull(),
    amount: doublePrecision('amount').notNull(),
    unitLabel: text('unit_label').notNull(),
    grams: doublePrecision('grams').notNull(),
    /** Label foods only: the per-100 g values of the label when logged. */
    per100gSnapshot: jsonb('per100g_snapshot').$type<NutrientSnapshot>(),
    /** The device's id of the save (offline replays land on the same row). */
    clientId: text('client_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('food_log_entries_user_date_idx').on(t.userId, t.localDate), uniqueIndex('food_log_entries_user_client_uq').on(t.userId, t.clientId)],
);

export const nutritionFavourites = pgTable(
  'nutrition_favourites',
  {
    userId: userIdColumn(),
    foodId: text('food_id').notNull(),
    foodName: text('food_name').notNull(),
    foodSource: text('food_source').notNull(),
    amount: doublePrecision('amount').notNull().default(100),
    unitLabel: text('unit_label').notNull().default('g'),
    per100gSnapshot: jsonb('per100g_snapshot').$type<NutrientSnapshot>(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.foodId] })],
);

export const nutritionSettings = pgTable('nutrition_settings', {
  userId: userIdColumn().primaryKey(),
  customSlots: jsonb('custom_slots').$type<string[]>().notNull().default([]),
  updatedAt: updatedAtColumn(),
});
