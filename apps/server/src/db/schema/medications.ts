import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MedicationTypeValue } from '@thrivewell/core/contracts/safety-contract';
import { users } from './auth';

/** What `notes` holds (spec part 2 §3: type, startDate, prescribingDoctor, dosage). */
export interface MedicationNotes {
  /** Prescription, Over-the-counter, Supplement, Vitamin or Herbal (P2-ONB-28). */
  type: MedicationTypeValue;
  startDate?: string | null;
  prescribingDoctor?: string | null;
  dosage?: string | null;
  /** Set on entries created from the profile's medications section: that list item's id (med_…). */
  profileMedicationId?: string | null;
  /** How the name resolved when it was saved (substance_id holds the id); absent on rows saved before it was kept. */
  resolution?: StoredResolution;
}

/** A name's resolution kept with the entry, so it is not looked up again (modules/cabinet). */
export interface StoredResolution {
  /** The knowledge base's nameIndexVersion() it was made with; another version resolves the name again. */
  version: string;
  substanceName: string | null;
  kind: 'drug' | 'supplement' | 'food' | null;
  matchedBy: 'name' | 'brand' | 'synonym' | null;
  /** Up to three names it may have meant, when it did not match. */
  suggestions: string[];
}

/**
 * The user's medicine cabinet (spec part 2 §3 `medications`): medicines and supplements, read
 * where active is true ordered by updated_at descending. `substance_id` is the knowledge-base
 * entry the name resolved to (null when it is not in the knowledge base, so it is not checked).
 */
export const medications = pgTable(
  'medications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medicationName: text('medication_name').notNull(),
    substanceId: text('substance_id'),
    strength: text('strength'),
    frequency: text('frequency'),
    indication: text('indication'),
    active: boolean('active').notNull().default(true),
    notes: jsonb('notes').$type<MedicationNotes>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('medications_user_active_updated_idx').on(t.userId, t.active, t.updatedAt)],
);

export const medicationChangeKinds = ['started', 'stopped', 'resumed', 'changed', 'removed'] as const;
export type MedicationChangeKind = (typeof medicationChangeKinds)[number];

/**
 * What happened to the cabinet's entries and when (owned by modules/cabinet with `medications`):
 * an entry added, marked not taken or taken again, edited (name, strength, frequency, dose) or
 * removed. Written beside each change, so a removed medicine still shows on the lab timeline
 * and in reports. The name is kept as it was at the change.
 */
export const medicationChanges = pgTable(
  'medication_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medicationName: text('medication_name').notNull(),
    change: text('change', { enum: medicationChangeKinds }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('medication_changes_user_at_idx').on(t.userId, t.at)],
);
