/**
 * Achievements (W2-D): the kind milestones from core, earned once each (the stored key) with the
 * time they were first reached. Evaluated after check-ins and readings, and on every read.
 */
import type { AchievementList } from '@thrivewell/core/contracts/goals-contract';
import { adherenceFromDays, earnedAchievements, nextMilestones, type AchievementInput } from '@thrivewell/core/tracking/achievements';
import { addDays, utcDay } from '@thrivewell/core/tracking/calendar-days';
import type { Database } from '../../db/client';
import type { DosesService } from '../doses/doses.service';
import type { HabitsService } from '../habits/habits.service';
import type { GoalsService } from './goals.service';
import * as repo from './goals.repo';

export interface AchievementsDeps {
  db: Database;
  habits: Pick<HabitsService, 'streakSummaries' | 'doneDays'>;
  goals: Pick<GoalsService, 'goalViews' | 'measurementDays'>;
  /** Dose adherence over the last 30 days (absent: no adherence milestones). */
  doses?: Pick<DosesService, 'adherenceReport'>;
  now?: () => Date;
}

export function createAchievementsService({ db, habits, goals, doses, now = () => new Date() }: AchievementsDeps) {
  async function input(userId: string, today: string): Promise<AchievementInput> {
    const [streaks, habitDays, readingDays, goalViews, dose] = await Promise.all([
      habits.streakSummaries(userId, today),
      habits.doneDays(userId),
      goals.measurementDays(userId),
      goals.goalViews(userId),
      doses ? doses.adherenceReport(userId, addDays(today, -29), today).then((r) => adherenceFromDays(r.daily)) : undefined,
    ]);
    return {
      habits: streaks,
      loggedDays: new Set([...habitDays, ...readingDays]).size,
      goals: goalViews.map((g) => ({ id: g.id, title: g.title, reached: g.progress.reached })),
      ...(dose && { adherence: dose }),
    };
  }

  /** Stores the milestones reached and not yet stored. */
  async function evaluate(userId: string, today = utcDay(now())): Promise<AchievementInput> {
    const data = await input(userId, today);
    await repo.insertAchievementRows(db, userId, earnedAchievements(data), now());
    return data;
  }

  return {
    evaluate,
    async list(userId: string, today?: string): Promise<AchievementList> {
      const data = await evaluate(userId, today);
      const earned = await repo.achievementRows(db, userId);
      const stored = new Set(earned.map((e) => e.key));
      return {
        earned: earned.map((e) => ({ key: e.key, kind: e.kind, title: e.title, earnedAt: e.earnedAt.toISOString() })),
        next: nextMilestones(data).filter((n) => !stored.has(n.key)),
      };
    },
  };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
