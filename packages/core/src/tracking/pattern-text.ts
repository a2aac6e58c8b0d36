/**
 * A pattern in plain language (W2-D): "On days with Walk, Mood is 0.6 points on a 1–5 scale higher
 * (95 % CI 0.2 to 1.0) — 42 days; moderate; correlation, not causation". Shared by the web cards
 * and any other reader so the wording and the rounding are the same everywhere.
 */
import type { Pattern } from './patterns';

const fixed = (value: number, digits: number) => {
  const text = Math.abs(value).toFixed(digits);
  return (value < 0 && Number(text) !== 0 ? '−' : '') + text;
};

/** Effects are shown to two significant decimals for ρ and one for differences (two under 1 unit). */
export function formatEffect(pattern: Pick<Pattern, 'method' | 'effect'>, value = pattern.effect): string {
  if (pattern.method === 'spearman') return fixed(value, 2);
  return fixed(value, Math.abs(pattern.effect) < 1 ? 2 : 1);
}

export function patternSentence(pattern: Pattern): string {
  const [lo, hi] = pattern.ci.map((v) => formatEffect(pattern, v));
  if (pattern.method === 'welch') {
    const direction = pattern.effect >= 0 ? 'higher' : 'lower';
    const size = formatEffect(pattern, Math.abs(pattern.effect));
    const lead = pattern.lag === 1 ? `The day after ${pattern.factorLabel}` : `On days with ${pattern.factorLabel}`;
    return `${lead}, ${pattern.outcomeLabel} is ${size} ${pattern.unit} ${direction} (95 % CI ${lo} to ${hi})`;
  }
  const direction = pattern.effect >= 0 ? 'goes up' : 'goes down';
  const lead = pattern.lag === 1 ? `When ${pattern.factorLabel} is higher, ${pattern.outcomeLabel} the next day` : `When ${pattern.factorLabel} is higher, ${pattern.outcomeLabel} that day`;
  return `${lead} ${direction} (Spearman ρ ${formatEffect(pattern)}, 95 % CI ${lo} to ${hi})`;
}

/** The whole card line: the sentence, the days, the strength and the caveat. */
export function patternSummary(pattern: Pattern): string {
  const days = `${pattern.n} ${pattern.n === 1 ? 'day' : 'days'}`;
  return `${patternSentence(pattern)}, ${days}; ${pattern.strength}; correlation, not causation${pattern.earlySignal ? '; early signal' : ''}`;
}
