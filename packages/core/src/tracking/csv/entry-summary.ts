import type { ImportEntry } from './import-entry';

const moodWords = ['', 'awful', 'bad', 'okay', 'good', 'great'];
const joinSome = (items: string[], max = 4) => (items.length > max ? `${items.slice(0, max).join(', ')} +${items.length - max}` : items.join(', '));

/** One line a person reads in the import preview: what an entry will become. */
export function summariseEntry(entry: ImportEntry): string {
  if (entry.kind === 'mood') {
    const tags = [...entry.emotions, ...entry.activities];
    return [`Mood ${entry.value}/5 (${moodWords[entry.value]})`, tags.length ? joinSome(tags) : '', entry.note ? 'with a note' : ''].filter(Boolean).join(' · ');
  }
  if (entry.kind === 'symptom') return `${entry.symptom} ${entry.severity}/10`;
  const parts = [
    entry.sleepHours !== null ? `Sleep ${entry.sleepHours} h` : '',
    entry.sleepQuality !== null ? `sleep quality ${entry.sleepQuality}/5` : '',
    entry.energy !== null ? `energy ${entry.energy}/5` : '',
    entry.stress !== null ? `stress ${entry.stress}/10` : '',
    entry.waterGlasses !== null ? `${entry.waterGlasses} glasses of water` : '',
    entry.factors.length ? `factors: ${joinSome(entry.factors)}` : '',
    entry.meals.length ? `${entry.meals.length} meal${entry.meals.length === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return `Daily log · ${parts.join(' · ') || 'a note'}`;
}
