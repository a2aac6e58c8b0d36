import { moodScale } from '@thrivewell/core/tracking/tracking-choices';

/** A colour per mood level (red → green), with the level's word for the cell's label. */
export const moodColors = ['#dc2626', '#f97316', '#eab308', '#65a30d', '#15803d'] as const;

export function moodColor(level: number | null): string | undefined {
  return level ? moodColors[Math.min(5, Math.max(1, level)) - 1] : undefined;
}

export function moodWord(mean: number | null): string {
  if (mean === null) return 'No entry';
  const word = moodScale[Math.min(5, Math.max(1, Math.round(mean))) - 1]!.label;
  return `${word} (${mean.toFixed(1)})`;
}
