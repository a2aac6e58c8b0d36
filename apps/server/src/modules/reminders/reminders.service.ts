/**
 * Reminder definitions (W2-D): the person's own (daily log, habits) through the API, and the dose
 * and refill reminders the doses module keeps in step with a dose schedule through
 * upsertForSubject / removeForSubject. Every reminder is an RFC 5545 rule in a time zone, with a
 * lock-screen-safe title and `next_at`, the index the tick reads (reminder-delivery.service.ts).
 * Anyone may keep reminders (the in-app "due today" list); delivering them by push or e-mail is
 * Wellness Pro (automated_reminders), checked when they are delivered.
 */
import type { Reminder, ReminderBody, ReminderPatch } from '@thrivewell/core/contracts/reminders-contract';
import { lockScreenTitle, type ReminderKind } from '@thrivewell/core/reminders/reminder-text';
import { parseClock } from '@thrivewell/core/tracking/zoned-time';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { describeRule, nextOccurrence, ruleFromText, ruleFromTimes, RuleError, type RuleInterval, type WeekdayCode } from './reminder-rule';
import * as repo from './reminders.repo';

type Channel = 'push' | 'email';

const notFound = () => new AppError('NOT_FOUND', 'That reminder was not found. It may have been removed already.', 404);

function toReminder(row: repo.ReminderRow): Reminder {
  const { times, weekdays, everyDays } = describeRule(row.rule);
  return {
    id: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    times,
    weekdays,
    everyDays,
    rule: row.rule,
    timeZone: row.timeZone,
    title: row.title,
    channels: row.channels,
    active: row.active,
    nextAt: row.nextAt?.toISOString() ?? null,
  };
}

/** The zone a reminder uses when none is given: the person's notification settings, else UTC. */
async function defaultTimeZone(db: Database, userId: string): Promise<string> {
  return (await repo.findSettings(db, userId))?.timeZone ?? 'UTC';
}

interface RuleInput {
  times?: string[];
  weekdays?: WeekdayCode[];
  rule?: string;
  timeZone: string;
  interval?: RuleInterval;
}

function buildRule(input: RuleInput, now: Date): string {
  try {
    return input.rule !== undefined ? ruleFromText(input.rule, input.timeZone, now) : ruleFromTimes(input.times ?? [], input.weekdays ?? [], input.timeZone, now, input.interval);
  } catch (err) {
    if (err instanceof RuleError) throw new AppError('VALIDATION_ERROR', err.message, 400, input.rule !== undefined ? 'rule' : 'times');
    throw err;
  }
}

function titleFor(kind: ReminderKind, rule: string, requested?: string | null): string {
  const first = describeRule(rule).times[0];
  return lockScreenTitle(kind, first ? parseClock(first) : null, requested);
}

export async function listReminders(db: Database, userId: string): Promise<Reminder[]> {
  return (await repo.listReminders(db, userId)).map(toReminder);
}

export async function createReminder(db: Database, userId: string, body: ReminderBody, now = new Date(), interval?: RuleInterval): Promise<Reminder> {
  const timeZone = body.timeZone ?? (await defaultTimeZone(db, userId));
  const rule = buildRule({ ...body, timeZone, interval }, now);
  const row = await repo.insertReminder(db, {
    userId,
    kind: body.kind,
    subjectId: body.subjectId ?? null,
    rule,
    timeZone,
    title: titleFor(body.kind, rule, body.title),
    channels: [...new Set(body.channels)] as Channel[],
    active: body.active,
    nextAt: body.active ? nextOccurrence(rule, now) : null,
  });
  return toReminder(row);
}

/**
 * `interval` (the doses module's every-n-days schedules) replaces the rule's day interval; when
 * left out, a change of times or weekdays keeps the one the rule has.
 */
export async function updateReminder(db: Database, userId: string, id: string, patch: ReminderPatch, now = new Date(), interval?: RuleInterval | null): Promise<Reminder> {
  const current = await repo.findReminder(db, userId, id);
  if (!current) throw notFound();
  const described = describeRule(current.rule);
  const timeZone = patch.timeZone ?? current.timeZone;
  const scheduleChanged = patch.times !== undefined || patch.weekdays !== undefined || patch.rule !== undefined || patch.timeZone !== undefined || interval !== undefined;
  let rule = current.rule;
  if (scheduleChanged) {
    const keepRule = patch.rule === undefined && patch.times === undefined && patch.weekdays === undefined && described.times.length === 0;
    rule = keepRule
      ? buildRule({ rule: current.rule.split('\n').find((l) => l.startsWith('RRULE:')) ?? '', timeZone }, now)
      : buildRule(
          { rule: patch.rule, times: patch.times ?? described.times, weekdays: patch.weekdays ?? described.weekdays, timeZone, interval: interval === undefined ? described.interval : (interval ?? undefined) },
          now,
        );
  }
  const active = patch.active ?? current.active;
  const row = await repo.updateReminder(db, userId, id, {
    rule,
    timeZone,
    title: titleFor(current.kind, rule, patch.title ?? current.title),
    channels: patch.channels ? ([...new Set(patch.channels)] as Channel[]) : current.channels,
    active,
    nextAt: active ? nextOccurrence(rule, now) : null,
  });
  if (!row) throw notFound();
  return toReminder(row);
}

export async function removeReminder(db: Database, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteReminder(db, userId, id))) throw notFound();
}

export interface SubjectReminder {
  kind: 'dose' | 'refill' | 'habit';
  subjectId: string;
  /** Local times, HH:MM. */
  times: string[];
  /** MO…SU; empty = every day. */
  weekdays: WeekdayCode[];
  timeZone: string;
  /** Every n days from a first local day ("every other day"); none or 1 = every day or the weekdays. */
  interval?: RuleInterval;
  /** Kept only when it is a lock-screen-safe phrase ("Time for your evening medicines"). */
  title?: string;
  channels?: Channel[];
  active?: boolean;
}

/**
 * For the doses module (and habits): the one reminder of a kind for a subject, created or brought
 * in line with the schedule. No times (or an inactive schedule) leaves it inactive.
 */
export async function upsertForSubject(db: Database, userId: string, input: SubjectReminder, now = new Date()): Promise<Reminder> {
  const existing = await repo.findBySubject(db, userId, input.kind, input.subjectId);
  const active = (input.active ?? true) && input.times.length > 0;
  const times = input.times.length > 0 ? input.times : ['09:00'];
  if (!existing) {
    return createReminder(
      db,
      userId,
      { kind: input.kind, subjectId: input.subjectId, times, weekdays: input.weekdays, timeZone: input.timeZone, channels: input.channels ?? ['push'], active, title: input.title },
      now,
      input.interval,
    );
  }
  const patch = { times, weekdays: input.weekdays, timeZone: input.timeZone, active, title: input.title, channels: input.channels };
  return updateReminder(db, userId, existing.id, patch, now, input.interval ?? null);
}

/** Removes every reminder of a subject (its dose schedule or habit was deleted); answers how many. */
export async function removeForSubject(db: Database, userId: string, subjectId: string): Promise<number> {
  return repo.deleteBySubject(db, userId, subjectId);
}
