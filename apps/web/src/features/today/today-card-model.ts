import type { Today } from '@thrivewell/core/contracts/today-contract';

export type { Today };

export interface Tile {
  label: string;
  value: string;
  detail: string;
  to: string;
  done: boolean;
}

/** The four things a day asks for, each with what is left and where to do it. */
export function todayTiles(today: Today): Tile[] {
  const dosesDue = today.doses.filter((d) => d.status === 'due');
  const dosesTaken = today.doses.filter((d) => d.status === 'taken' || d.status === 'late').length;
  const nextDose = dosesDue[0];
  return [
    {
      label: 'Mood',
      value: today.moodEntries > 0 ? `${today.moodEntries} logged` : 'Not logged yet',
      detail: today.moodEntries > 0 ? 'Add another any time' : 'Two taps',
      to: '/mood',
      done: today.moodEntries > 0,
    },
    {
      label: 'Daily log',
      value: today.dailyLogSaved ? 'Saved' : 'Not started',
      detail: today.dailyLogSaved ? 'Edit today’s log' : 'Sleep, energy, water, meals',
      to: '/log',
      done: today.dailyLogSaved,
    },
    {
      label: 'Habits',
      value: today.habitsDue.length > 0 ? `${today.habitsDue.length} to do` : today.habitsDone > 0 ? 'All done' : 'None due',
      detail: today.habitsDue.length > 0 ? today.habitsDue.map((h) => h.name).slice(0, 2).join(', ') : `${today.habitsDone} done today`,
      to: '/habits',
      done: today.habitsDue.length === 0,
    },
    {
      label: 'Medicines',
      value: today.doses.length === 0 ? 'No doses today' : dosesDue.length > 0 ? `${dosesDue.length} due` : 'All marked',
      detail: nextDose ? `Next at ${nextDose.time}` : today.doses.length > 0 ? `${dosesTaken} of ${today.doses.length} taken` : 'Add schedules in your cabinet',
      to: '/safety/cabinet',
      done: dosesDue.length === 0,
    },
  ];
}
