/**
 * The reminders other modules keep for their own subjects (W2-D): the doses module hands over, per
 * dose schedule, the rules it wants — one per dose time, and a refill rule while supply is low —
 * and this brings the stored reminders in line. A rule already stored is kept (its occurrences and
 * next_at stay, so nothing fires twice or is skipped); others are added or removed. Rules are
 * checked (RFC 5545, at most hourly) and titles pass the lock-screen check like any other.
 */
import { lockScreenTitle, type ReminderKind } from '@thrivewell/core/reminders/reminder-text';
import { isValidTimeZone } from '@thrivewell/core/reminders/zoned-time';
import type { Database } from '../../db/client';
import { describeRule, nextOccurrence, parseRule } from './reminder-rule';
import * as repo from './reminders.repo';

export interface SubjectRuleDefinition {
  kind: 'dose' | 'refill' | 'habit';
  /** DTSTART;TZID=… and RRULE lines. */
  rule: string;
  timeZone: string;
  title: string;
}

export interface SubjectKey {
  kind: 'dose' | 'refill' | 'habit';
  subjectId: string;
}

const sameRule = (a: string, b: string) => a.trim().replace(/\r\n/g, '\n') === b.trim().replace(/\r\n/g, '\n');

function checkedRule(definition: SubjectRuleDefinition): string {
  if (!isValidTimeZone(definition.timeZone)) throw new Error(`unknown time zone for a ${definition.kind} reminder`);
  const { timeZone, rules } = parseRule(definition.rule);
  if (timeZone !== definition.timeZone) throw new Error(`a ${definition.kind} reminder's TZID differs from its time zone`);
  // rrule's frequencies run YEARLY 0 … HOURLY 4, MINUTELY 5, SECONDLY 6.
  if (rules.some((r) => r.options.freq > 4)) throw new Error(`a ${definition.kind} reminder may repeat at most hourly`);
  return definition.rule.trim().replace(/\r\n/g, '\n');
}

function titleOf(kind: ReminderKind, rule: string, requested: string): string {
  const first = describeRule(rule).times[0];
  return lockScreenTitle(kind, first ? Number(first.slice(0, 2)) * 60 + Number(first.slice(3)) : null, requested);
}

/** Makes the subject's reminders of this kind exactly `definitions`; answers how many there are. */
export async function replaceSubjectRules(db: Database, userId: string, subject: SubjectKey, definitions: SubjectRuleDefinition[], now = new Date()): Promise<number> {
  const wanted = definitions.map((d) => ({ ...d, rule: checkedRule(d) }));
  const existing = (await repo.listReminders(db, userId)).filter((r) => r.kind === subject.kind && r.subjectId === subject.subjectId);
  const kept = new Set<string>();
  for (const want of wanted) {
    const match = existing.find((r) => !kept.has(r.id) && sameRule(r.rule, want.rule));
    if (match) {
      kept.add(match.id);
      const title = titleOf(subject.kind, want.rule, want.title);
      if (match.title !== title || !match.active) await repo.updateReminder(db, userId, match.id, { title, active: true, nextAt: match.active ? match.nextAt : nextOccurrence(want.rule, now) });
      continue;
    }
    const row = await repo.insertReminder(db, {
      userId,
      kind: subject.kind,
      subjectId: subject.subjectId,
      rule: want.rule,
      timeZone: want.timeZone,
      title: titleOf(subject.kind, want.rule, want.title),
      channels: ['push', 'email'],
      active: true,
      nextAt: nextOccurrence(want.rule, now),
    });
    kept.add(row.id);
  }
  for (const r of existing) if (!kept.has(r.id)) await repo.deleteReminder(db, userId, r.id);
  return kept.size;
}

export async function removeSubjectRules(db: Database, userId: string, subject: SubjectKey): Promise<number> {
  const existing = (await repo.listReminders(db, userId)).filter((r) => r.kind === subject.kind && r.subjectId === subject.subjectId);
  for (const r of existing) await repo.deleteReminder(db, userId, r.id);
  return existing.length;
}

/** What buildApp hands the doses module (its DoseReminderPort). */
export function subjectReminderPort(db: Database) {
  return {
    upsertForSubject: (userId: string, subject: SubjectKey, definitions: SubjectRuleDefinition[]) => replaceSubjectRules(db, userId, subject, definitions),
    removeForSubject: (userId: string, subject: SubjectKey) => removeSubjectRules(db, userId, subject),
  };
}
