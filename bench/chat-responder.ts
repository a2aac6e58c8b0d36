#!/usr/bin/env -S npx tsx
// Budget (issue 6, W2-B): the built-in assistant answers in p95 < 50 ms. In-process: the pure
// assistant package (@thrivewell/assistant) with the real knowledge engine, the person snapshot
// built per answer as the server does (profile + cabinet, names resolved), over 200 mixed
// questions — the labelled evaluation set (interactions, readings, relief, summaries, follow-ups,
// foods, missed doses, safety notices, unknown names) plus everyday extras — each answered in turn,
// BENCH_ITERATIONS (2,000) answers after a warm-up.
import { answerQuestion } from '../packages/assistant/src/assistant';
import { evalPersons } from '../packages/assistant/src/evaluation/evaluate-intents';
import { questionSet, type EvalPerson } from '../packages/assistant/src/evaluation/question-set';
import { clearAnalysisCache } from '../packages/assistant/src/knowledge-tools';
import { buildPerson } from '../packages/assistant/src/person';
import type { ChatTurn } from '@thrivewell/core/contracts/chat-contract';
import { percentile, printTable, verdict } from './lib.mjs';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
const WARMUP = 200;
const QUESTIONS = 200;

const extras = [
  'Is Advil ok with Coumadin?',
  'Is grapefruit safe with my medications?',
  'Is ibuprofen safe with blood thinners?',
  'What are the side effects of sertraline?',
  'Is this product safe for me? Ingredients: sugar, whey protein, peanuts, soy lecithin, E102, salt, grapefruit juice',
  'Can I stop taking my metoprolol?',
  'Do I have diabetes?',
  'What is rosemary oil used for?',
  'Can I take vitamin D with levothyroxine?',
  'My blood pressure was 142/91 at the pharmacy',
  'blood sugar 7.2 mmol fasting',
  'What can I take for a cold?',
  'I missed my atorvastatin yesterday',
  'Is it ok to eat spinach on warfarin?',
  'How do I lower stress?',
  'What does my profile say?',
  'Can I take echinacea with my medications?',
  'temperature 37.9 and chills',
  'When is the best time to take magnesium?',
  'Is kava safe for anxiety?',
  'Can I eat shrimp?',
  'Check my medications',
  'My INR is 3.4',
  'What helps with back pain?',
  'Is coffee ok with my meds?',
  'Can I take loratadine and cetirizine together?',
  'how many hours of sleep do I need',
  'Can I take Zyrtec?',
  'Give me a summary of my health',
  'Is melatonin safe for me?',
  'oxygen 94%',
  'What is apixaban?',
  'Can I drink beer tonight?',
  'Is ginger good for nausea?',
  'What should I do about heartburn at night?',
  'pulse 58 is that ok',
  'Can I use arnica gel for a bruise?',
  'What is a normal resting heart rate?',
  'Is it safe to take omeprazole long term?',
  'Can I have tea with my iron tablets?',
  'Are eggs ok for me?',
  'Tell me about metoprolol',
  'My sugar was 190 after breakfast, what now?',
  'Can I take aspirin for my headache?',
];

interface BenchQuestion {
  message: string;
  history: ChatTurn[];
  person: EvalPerson;
}

/** The history of a follow-up is answered once up front (as the stored conversation would hold it). */
function withHistory(message: string, earlier: readonly string[], person: EvalPerson): BenchQuestion {
  const history: ChatTurn[] = [];
  for (const turn of earlier) history.push({ role: 'user', content: turn }, { role: 'assistant', content: answerQuestion({ message: turn, history: [...history], person: evalPersons[person] }).text });
  return { message, history, person };
}

const persons: EvalPerson[] = ['warfarin', 'statin', 'none'];
const questions: BenchQuestion[] = [
  ...questionSet.map((c) => withHistory(c.question, c.history ?? [], c.person)),
  ...extras.map((message, i) => withHistory(message, [], persons[i % persons.length]!)),
].slice(0, QUESTIONS);
if (questions.length < QUESTIONS) throw new Error(`only ${questions.length} questions`);

function answer(i: number): number {
  const q = questions[i % questions.length]!;
  const source = evalPersons[q.person];
  const start = performance.now();
  // As the server does per turn: the snapshot from the profile and the cabinet entries, then the answer.
  const person = buildPerson(source.profile, source.cabinet, source.access);
  answerQuestion({ message: q.message, history: q.history, person });
  return performance.now() - start;
}

for (let i = 0; i < WARMUP; i++) answer(i);
const times: number[] = [];
const perQuestion = questions.map(() => [] as number[]);
for (let i = 0; i < ITERATIONS; i++) {
  const ms = answer(i);
  times.push(ms);
  perQuestion[i % questions.length]!.push(ms);
}
times.sort((a, b) => a - b);
// Cold: each question once with the ingredient-analysis cache emptied first (a new user's first question).
const cold: number[] = [];
for (let i = 0; i < questions.length; i++) {
  clearAnalysisCache();
  cold.push(answer(i));
}
cold.sort((a, b) => a - b);
const slowest = perQuestion
  .map((list, i) => ({ q: questions[i]!.message, p95: percentile([...list].sort((a, b) => a - b), 95) }))
  .sort((a, b) => b.p95 - a.p95)
  .slice(0, 5);

console.log(`${ITERATIONS} answers after ${WARMUP} warm-up, ${questions.length} mixed questions in turn; person snapshot built per answer\n`);
printTable(
  ['operation', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
  [
    ['built-in assistant, one answer', percentile(times, 50).toFixed(3), percentile(times, 95).toFixed(3), percentile(times, 99).toFixed(3), times.at(-1)!.toFixed(3)],
    ['  cold (analysis cache emptied)', percentile(cold, 50).toFixed(3), percentile(cold, 95).toFixed(3), percentile(cold, 99).toFixed(3), cold.at(-1)!.toFixed(3)],
  ],
);
console.log(`\nslowest questions (p95): ${slowest.map((s) => `${s.p95.toFixed(2)} ms "${s.q.slice(0, 40)}"`).join('; ')}\n`);
verdict([
  { ok: percentile(times, 95) < 50, label: `built-in assistant: p95 ${percentile(times, 95).toFixed(3)} ms < 50 ms` },
  { ok: percentile(cold, 95) < 50, label: `built-in assistant, cold: p95 ${percentile(cold, 95).toFixed(3)} ms < 50 ms` },
]);
