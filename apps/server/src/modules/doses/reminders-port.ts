/** The reminders service as the doses module's reminder port (dose-reminder-sync.ts). */
import type { Database } from '../../db/client';
import { listReminders, removeForSubject, upsertForSubject } from '../reminders/reminders.service';
import type { DoseReminderPort } from './dose-reminder-sync';

export function doseReminderPort(db: Database): DoseReminderPort {
  return {
    upsertForSubject: (userId, input) => upsertForSubject(db, userId, input),
    removeForSubject: (userId, subjectId) => removeForSubject(db, userId, subjectId),
    doseSubjects: async (userId) => [...new Set((await listReminders(db, userId)).flatMap((r) => ((r.kind === 'dose' || r.kind === 'refill') && r.subjectId ? [r.subjectId] : [])))],
  };
}
