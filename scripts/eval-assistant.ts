#!/usr/bin/env -S npx tsx
/**
 * `npm run eval:assistant`: the assistant's language capabilities measured like models on our
 * own labelled sets. Each section is a function that prints its tables and returns whether its
 * thresholds hold; the script exits non-zero when any section fails. Add a section by exporting
 * a function of the same shape and listing it in `sections`.
 *
 * Section 1 — the emergency and crisis screen (packages/core/src/safety): per-category
 * precision/recall/F1 on train and dev (and the never-tuned test split), emergency recall,
 * false-alarm rate. Fails when dev emergency recall < 100 % or dev false alarms > 1 %.
 */
import { pathToFileURL } from 'node:url';
import { evaluateEmergencyScreen, meetsThresholds, type EmergencyEvaluation } from '../packages/core/src/safety/eval/emergency-eval';
import { emergencySet } from '../packages/core/src/safety/eval/emergency-set';
import { assistantIntentSection } from './eval-assistant-intents';

export interface SectionResult {
  name: string;
  ok: boolean;
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

export function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printEvaluation(evaluation: EmergencyEvaluation): void {
  console.log(`\n[${evaluation.split}] ${evaluation.total} messages: ${evaluation.emergencies} emergencies, ${evaluation.negatives} not\n`);
  printTable(
    ['category', 'n', 'precision', 'recall', 'F1'],
    evaluation.categories.map((c) => [c.category, String(c.support), pct(c.precision), pct(c.recall), c.f1.toFixed(3)]),
  );
  console.log('');
  printTable(
    ['language', 'emergencies', 'routed', 'not emergencies', 'false alarms'],
    evaluation.languages.map((l) => [l.language, String(l.emergencies), String(l.routed), String(l.negatives), String(l.falseAlarms)]),
  );
  console.log(`\nemergency recall (routed to emergency help): ${pct(evaluation.emergencyRecall)}   false-alarm rate: ${pct(evaluation.falseAlarmRate)}`);
  for (const { example, predicted } of evaluation.missed) console.log(`  MISSED   [${example.label}] ${example.text}${predicted.length ? ` → ${predicted.join(', ')}` : ''}`);
  for (const { example, predicted } of evaluation.falseAlarms) console.log(`  FALSE ALARM (${example.note ?? 'none'}) ${example.text} → ${predicted.join(', ')}`);
  for (const { example, predicted } of evaluation.wrongCategory) console.log(`  routed, other category [${example.label}] ${example.text} → ${predicted.join(', ')}`);
}

/** Section 1: the emergency and crisis screen. */
export function emergencyScreenSection(): SectionResult {
  console.log('== Emergency and crisis screen (packages/core/src/safety) ==');
  const train = evaluateEmergencyScreen(emergencySet, 'train');
  const dev = evaluateEmergencyScreen(emergencySet, 'dev');
  const fresh = evaluateEmergencyScreen(emergencySet, 'test');
  printEvaluation(train);
  printEvaluation(dev);
  console.log('\n(test: phrasings written after tuning and never tuned on — reported, not gated)');
  printEvaluation(fresh);
  const ok = meetsThresholds(dev);
  console.log(`\n${ok ? 'PASS' : 'FAIL'}: dev emergency recall ${pct(dev.emergencyRecall)} (needs 100 %), dev false alarms ${pct(dev.falseAlarmRate)} (needs ≤ 1 %)\n`);
  return { name: 'emergency screen', ok };
}

export const sections: Array<() => SectionResult> = [emergencyScreenSection, assistantIntentSection];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = sections.map((section) => section());
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) {
    console.log(`Failed: ${failed.map((r) => r.name).join(', ')}`);
    process.exit(1);
  }
}
