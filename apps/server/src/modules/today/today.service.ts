import type { Today } from '@thrivewell/core/contracts/today-contract';
import type { DosesService } from '../doses/doses.service';
import type { HabitsService } from '../habits/habits.service';
import type { TrackingService } from '../tracking/tracking.service';

export interface TodayDeps {
  tracking: Pick<TrackingService, 'today' | 'settings'>;
  habits: Pick<HabitsService, 'list'>;
  doses: Pick<DosesService, 'day'>;
}

/**
 * The home dashboard's "Today" (W2-D): one answer composed from the tracking modules' services,
 * all for the person's local day in their tracking time zone. It owns no table.
 */
export function createTodayService({ tracking, habits, doses }: TodayDeps) {
  return {
    async forUser(userId: string): Promise<Today> {
      const { timeZone } = await tracking.settings(userId);
      const day = await tracking.today(userId, timeZone);
      const [habitList, doseDay] = await Promise.all([habits.list(userId, { today: day.date }), doses.day(userId, day.date, timeZone)]);
      const active = habitList.habits.filter((h) => !h.archived);
      return {
        date: day.date,
        moodEntries: day.mood.length,
        dailyLogSaved: day.log !== null,
        symptomEntries: day.symptoms.length,
        habitsDue: active
          .filter((h) => h.dueToday)
          .map((h) => ({ id: h.id, name: h.name, kind: h.kind, target: h.target, unit: h.unit, todayValue: h.stats.todayValue })),
        habitsDone: active.filter((h) => h.stats.doneToday).length,
        doses: doseDay.doses,
      };
    },
  };
}

export type TodayService = ReturnType<typeof createTodayService>;
