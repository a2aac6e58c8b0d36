import { text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Column helpers shared by the tracking-era schema files (W2-D): every table has `user_id` →
 * users.id ON DELETE CASCADE, so the account export and erasure find it by reflection.
 */
export const userIdColumn = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Where an entry came from: typed in the app, or imported from another tracker's CSV export. */
export const entrySourceColumn = () => text('source', { enum: ['app', 'daylio', 'bearable'] }).notNull().default('app');
