/**
 * Runs the question set through the assistant and measures it like a model: per split and per
 * intent, how often the intent was understood and how many key facts the answers contained, with
 * the failures listed so they can be read.
 */
import type { ChatTurn } from '@thrivewell/core/contracts/chat-contract';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { answerQuestion } from '../assistant';
import { freeAccess, planAccessOf } from '@thrivewell/knowledge/plan-gating';
import { buildPerson, emptyPerson, type PersonSnapshot } from '../person';
import { questionSet, type EvalPerson, type IntentCase } from './question-set';

const warfarinProfile: UnifiedProfile = {
  personal_info: { age: 67, gender: 'female' },
  medical_history: { allergies: ['Peanuts'], currentConditions: ['Atrial fibrillation'] },
};
const statinProfile: UnifiedProfile = {
  personal_info: { age: 54, gender: 'male' },
  medical_history: { chronicConditions: ['Type 2 diabetes'], allergies: [] },
  dietary_info: { type: 'vegetarian' },
};

/** The persons answer as Wellness Pro subscribers (every finding shown) unless their name says free. */
const wellnessPro = planAccessOf('wellness_plus');
const warfarinCabinet = [{ name: 'Warfarin', dosage: '5 mg', frequency: 'Once daily', type: 'Prescription' }];

export const evalPersons: Record<EvalPerson, PersonSnapshot> = {
  warfarin: buildPerson(warfarinProfile, warfarinCabinet, wellnessPro),
  'warfarin-free': buildPerson(warfarinProfile, warfarinCabinet, freeAccess),
  statin: buildPerson(
    statinProfile,
    [
      { name: 'Atorvastatin', dosage: '20 mg', frequency: 'Once daily', type: 'Prescription' },
      { name: 'Metformin', dosage: '500 mg', frequency: 'Twice daily', type: 'Prescription' },
    ],
    wellnessPro,
  ),
  none: { ...emptyPerson, access: wellnessPro },
};

export interface CaseResult {
  case: IntentCase;
  intent: string;
  intentOk: boolean;
  missingFacts: string[];
  ms: number;
}

export interface Tally {
  cases: number;
  intentOk: number;
  facts: number;
  factsFound: number;
  /** Cases with the right intent and every fact. */
  fullyRight: number;
}

export interface IntentReport {
  results: CaseResult[];
  bySplit: Record<'train' | 'dev', Tally>;
  byIntent: Record<string, Record<'train' | 'dev', Tally>>;
}

function runCase(c: IntentCase): CaseResult {
  const history: ChatTurn[] = [];
  const person = evalPersons[c.person];
  for (const earlier of c.history ?? []) {
    const reply = answerQuestion({ message: earlier, history: [...history], person });
    history.push({ role: 'user', content: earlier }, { role: 'assistant', content: reply.text });
  }
  const start = performance.now();
  const reply = answerQuestion({ message: c.question, history, person });
  const ms = performance.now() - start;
  const missingFacts = c.facts.filter((f) => !new RegExp(f, 'i').test(reply.text));
  return { case: c, intent: reply.intent, intentOk: reply.intent === c.intent, missingFacts, ms };
}

const emptyTally = (): Tally => ({ cases: 0, intentOk: 0, facts: 0, factsFound: 0, fullyRight: 0 });

function add(t: Tally, r: CaseResult): void {
  t.cases++;
  if (r.intentOk) t.intentOk++;
  t.facts += r.case.facts.length;
  t.factsFound += r.case.facts.length - r.missingFacts.length;
  if (r.intentOk && r.missingFacts.length === 0) t.fullyRight++;
}

export function evaluateIntents(cases: readonly IntentCase[] = questionSet): IntentReport {
  const results = cases.map(runCase);
  const bySplit = { train: emptyTally(), dev: emptyTally() };
  const byIntent: IntentReport['byIntent'] = {};
  for (const r of results) {
    add(bySplit[r.case.split], r);
    const row = (byIntent[r.case.intent] ??= { train: emptyTally(), dev: emptyTally() });
    add(row[r.case.split], r);
  }
  return { results, bySplit, byIntent };
}

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`);

/** The report as text lines (the script prints them). */
export function formatIntentReport(report: IntentReport): string[] {
  const lines = ['Question intents (packages/assistant/src/evaluation/question-set.ts)', ''];
  lines.push('split  cases  intent   key facts  fully right');
  for (const split of ['train', 'dev'] as const) {
    const t = report.bySplit[split];
    lines.push(`${split.padEnd(6)} ${String(t.cases).padStart(5)}  ${pct(t.intentOk, t.cases).padStart(6)}   ${pct(t.factsFound, t.facts).padStart(8)}  ${pct(t.fullyRight, t.cases).padStart(10)}`);
  }
  lines.push('', 'intent              train intent/facts   dev intent/facts');
  for (const [intent, row] of Object.entries(report.byIntent).sort()) {
    const cell = (t: Tally) => (t.cases === 0 ? '—'.padStart(17) : `${t.intentOk}/${t.cases} ${pct(t.factsFound, t.facts)}`.padStart(17));
    lines.push(`${intent.padEnd(18)} ${cell(row.train)}  ${cell(row.dev)}`);
  }
  const failures = report.results.filter((r) => !r.intentOk || r.missingFacts.length > 0);
  if (failures.length > 0) {
    lines.push('', `Failures (${failures.length}):`);
    for (const f of failures) {
      const why = [!f.intentOk ? `intent ${f.intent} (expected ${f.case.intent})` : null, f.missingFacts.length > 0 ? `missing ${f.missingFacts.join(', ')}` : null].filter(Boolean).join('; ');
      lines.push(`  ${f.case.id} [${f.case.split}] "${f.case.question}" — ${why}`);
    }
  }
  return lines;
}
