/**
 * Bearable's scales converted to ours, each conversion written out so a reviewer can check it
 * (also in docs/decisions/0017-tracker-import-mappings.md). Every function answers null for a
 * value it cannot read, and the caller reports that line.
 */

/**
 * Mood. Bearable records mood as a number: 1–10 in its exports (the face scale's steps), and on
 * older versions a signed scale −2…+2 around neutral. Ours is 1–5.
 * - 1–10 → ceil(v / 2): 1–2 → 1, 3–4 → 2, 5–6 → 3, 7–8 → 4, 9–10 → 5 (halves of the range).
 * - a signed value (written with + or −) or 0 → v + 3: −2 → 1, −1 → 2, 0 → 3, +1 → 4, +2 → 5.
 */
export function bearableMoodTo5(raw: string): number | null {
  const v = raw.trim();
  if (!/^[+-]?\d+(?:\.\d+)?$/.test(v)) return null;
  const n = Number(v);
  const signed = /^[+-]/.test(v) || n === 0;
  if (signed) return n >= -2 && n <= 2 && Number.isInteger(n) ? n + 3 : null;
  if (n < 1 || n > 10) return null;
  return Math.min(5, Math.max(1, Math.ceil(n / 2)));
}

const energyLabels: Record<string, number> = { 'v. low': 1, 'very low': 1, low: 2, ok: 3, okay: 3, high: 4, 'v. high': 5, 'very high': 5 };

/**
 * Energy: Bearable's five steps (v. low, low, ok, high, v. high) are already 1–5, kept as they
 * are; a 1–10 value is halved like mood (ceil(v / 2)); the label is read when there is no number.
 */
export function bearableEnergyTo5(rating: string, detail: string): number | null {
  const v = rating.trim();
  if (/^\d+(?:\.\d+)?$/.test(v)) {
    const n = Number(v);
    if (n >= 1 && n <= 5) return Math.round(n);
    if (n > 5 && n <= 10) return Math.ceil(n / 2);
    return null;
  }
  return energyLabels[detail.trim().toLowerCase()] ?? null;
}

const sleepQualityLabels: Record<string, number> = { poor: 1, bad: 1, ok: 3, okay: 3, good: 4, great: 5 };

/**
 * Sleep quality: Bearable's four words map onto our 1–5 scale as poor 1, ok 3, good 4, great 5
 * (ok is the middle of ours; there is no word for 2). A number 1–5 is kept; 6–10 is halved.
 */
export function bearableSleepQualityTo5(rating: string, detail: string): number | null {
  const v = rating.trim();
  if (/^\d+(?:\.\d+)?$/.test(v)) {
    const n = Number(v);
    if (n >= 1 && n <= 5) return Math.round(n);
    if (n > 5 && n <= 10) return Math.ceil(n / 2);
    return null;
  }
  const word = detail.trim().toLowerCase().split(/[\s|]/)[0] ?? '';
  return sleepQualityLabels[word] ?? null;
}

/**
 * Sleep duration in hours: "7:30" (Bearable's rating/amount), "7h 30m", "7h", "450m", "7.5"; or
 * the span in the detail "Asleep 23:30 - 07:00" (past midnight counts into the next day).
 * Anything over 24 hours is not a night's sleep.
 */
export function parseSleepHours(rating: string, detail: string): number | null {
  const v = rating.trim().toLowerCase();
  let hours: number | null = null;
  const colon = /^(\d{1,2}):(\d{2})$/.exec(v);
  const hm = /^(?:(\d{1,2})\s*h)?\s*(?:(\d{1,3})\s*m(?:in)?)?$/.exec(v);
  if (colon) hours = Number(colon[1]) + Number(colon[2]) / 60;
  else if (v && hm && (hm[1] || hm[2])) hours = Number(hm[1] ?? 0) + Number(hm[2] ?? 0) / 60;
  else if (/^\d+(?:\.\d+)?$/.test(v)) hours = Number(v);
  else {
    const span = /asleep\s+(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})/i.exec(detail);
    if (span) {
      const start = Number(span[1]) * 60 + Number(span[2]);
      let end = Number(span[3]) * 60 + Number(span[4]);
      if (end < start) end += 24 * 60;
      hours = (end - start) / 60;
    }
  }
  if (hours === null || !Number.isFinite(hours) || hours < 0 || hours > 24) return null;
  return Math.round(hours * 100) / 100;
}

/** Bearable's severity words, 0–4, as its exports write them after a symptom's name. */
const severityWords: Record<string, number> = { none: 0, mild: 1, moderate: 2, severe: 3, unbearable: 4, extreme: 4 };

/**
 * Symptom severity: Bearable rates 0–4 (none, mild, moderate, severe, unbearable); ours is 1–10.
 * 1 → 3, 2 → 5, 3 → 8, 4 → 10: each word lands where a person would put it on a 10-point scale
 * (mild is not 1, unbearable is the top). 0 means the symptom was absent: not an entry.
 * The number (rating/amount) wins; the word in the detail "Headache (Moderate)" is read when it is empty.
 */
export const bearableSeverityTo10: Record<number, number> = { 1: 3, 2: 5, 3: 8, 4: 10 };

export function parseBearableSymptom(rating: string, detail: string): { symptom: string; level: number } | null {
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(detail.trim());
  const word = m ? severityWords[m[2]!.trim().toLowerCase()] : undefined;
  const symptom = (word !== undefined && m ? m[1]! : detail).trim();
  const v = rating.trim();
  const level = /^\d$/.test(v) ? Number(v) : word;
  if (!symptom || level === undefined || level < 0 || level > 4) return null;
  return { symptom, level };
}
