/**
 * Saving the daily log form: the day's values, then the mood and each quick symptom as entries of
 * their own (so trends read one table per kind). Each save goes through the offline queue.
 */
import type { DailyLogInput, SymptomEmergency } from '@thrivewell/core/contracts/tracking-contract';
import { moodScale } from '@thrivewell/core/tracking/tracking-choices';
import { newClientId, saveOrQueue } from '../../lib/offline-queue';
import type { DailyLog, MoodEntry, SymptomSaved } from './tracking-api';
import { currentTime, entryMoment } from './tracking-api';

export interface DailyLogDraft {
  mood: number | null;
  sleepHours: string;
  sleepQuality: number | null;
  energy: number | null;
  stress: number | null;
  water: number;
  meals: Record<string, string>;
  symptoms: Record<string, number>;
  factors: string[];
  note: string;
}

export const emptyLogDraft: DailyLogDraft = { mood: null, sleepHours: '', sleepQuality: null, energy: null, stress: null, water: 0, meals: {}, symptoms: {}, factors: [], note: '' };

export function logFromDraft(draft: DailyLogDraft): DailyLogInput {
  const hours = draft.sleepHours.trim() === '' ? null : Number(draft.sleepHours);
  return {
    sleepHours: hours,
    sleepQuality: draft.sleepQuality,
    energy: draft.energy,
    stress: draft.stress,
    waterGlasses: draft.water,
    meals: Object.entries(draft.meals)
      .filter(([, description]) => description.trim() !== '')
      .map(([slot, description]) => ({ slot: slot as 'breakfast', description: description.trim() })),
    factors: draft.factors,
    note: draft.note.trim() || null,
  };
}

export function draftFromLog(log: DailyLog): DailyLogDraft {
  return {
    ...emptyLogDraft,
    sleepHours: log.sleepHours == null ? '' : String(log.sleepHours),
    sleepQuality: log.sleepQuality,
    energy: log.energy,
    stress: log.stress,
    water: log.waterGlasses ?? 0,
    meals: Object.fromEntries(log.meals.map((m) => [m.slot, m.description])),
    factors: log.factors,
    note: log.note ?? '',
  };
}

export interface DaySaveResult {
  queued: boolean;
  emergencies: SymptomEmergency[];
}

export async function saveDay(date: string, draft: DailyLogDraft, isToday: boolean): Promise<DaySaveResult> {
  // Back-filled days are logged at midday; today at the current time.
  const moment = entryMoment(date, isToday ? currentTime() : '12:00');
  const outcomes = [await saveOrQueue<DailyLog>({ clientId: newClientId(), method: 'PUT', path: `/api/tracking/day/${date}/log`, body: logFromDraft(draft), label: `Daily log for ${date}`, replaceKey: `log:${date}` })];
  let queued = outcomes[0]!.status === 'queued';
  if (draft.mood !== null) {
    const clientId = newClientId();
    const mood = await saveOrQueue<MoodEntry>({ clientId, method: 'POST', path: '/api/tracking/mood', body: { ...moment, value: draft.mood, clientId }, label: `Mood: ${moodScale[draft.mood - 1]!.label}, ${date}` });
    queued ||= mood.status === 'queued';
  }
  const emergencies: SymptomEmergency[] = [];
  for (const [symptom, severity] of Object.entries(draft.symptoms)) {
    const clientId = newClientId();
    const saved = await saveOrQueue<SymptomSaved>({ clientId, method: 'POST', path: '/api/tracking/symptoms', body: { ...moment, symptom, severity, clientId }, label: `${symptom} ${severity}/10, ${date}` });
    if (saved.status === 'queued') queued = true;
    else if (saved.value.emergency) emergencies.push(saved.value.emergency);
  }
  return { queued, emergencies };
}
