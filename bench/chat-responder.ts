#!/usr/bin/env -S npx tsx
// Budget (issue 6): the built-in chat responder answers in p95 < 50 ms of server time. In-process:
// the responder with the real chat tools (knowledge engine) over an in-memory profile and cabinet,
// a fixed mix of realistic questions, each answered in turn, BENCH_ITERATIONS (2,000) after a warm-up.
import { buildPersonalizedPrompt } from '../packages/core/src/personalization-prompt';
import { classifyChatContext } from '../packages/core/src/chat-safety';
import type { UnifiedProfile } from '../packages/core/src/unified-profile';
import { chatToolsFor } from '../apps/server/src/modules/chat/chat-tools.service';
import { createBuiltinResponder } from '../apps/server/src/providers/ai/builtin/builtin-responder';
import type { CabinetEntry } from '../apps/server/src/providers/ai/chat-tools';
import { percentile, printTable, verdict } from './lib.mjs';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
const WARMUP = 200;

const profile: UnifiedProfile = {
  personal_info: { age: 42, gender: 'female', weight: 70, weightUnit: 'kg', height: 170, heightUnit: 'cm' },
  medical_history: { currentConditions: ['Hypertension'], allergies: ['Peanuts', 'Milk'] },
  lifestyle_data: { exerciseFrequency: '1-2-times', sleepHours: 6, stressLevel: 8, smokingStatus: 'never', alcoholConsumption: 'weekly' },
  dietary_info: { type: 'vegetarian', restrictions: ['Low sodium'] },
  health_goals: { primary: ['Better sleep', 'Reduce stress'], timeframe: '3-months' },
};
const cabinet: CabinetEntry[] = [
  { name: 'Coumadin', dosage: '5 mg', frequency: 'Once daily', type: 'Prescription' },
  { name: 'Lipitor', dosage: '20 mg', frequency: 'Once daily', type: 'Prescription' },
  { name: 'levothyroxine', dosage: '50 mcg', frequency: 'Once daily', type: 'Prescription' },
  { name: 'magnesium', dosage: null, frequency: null, type: 'Supplement' },
];
const tools = chatToolsFor({ loadProfile: async () => profile, loadCabinet: async () => cabinet });
const responder = createBuiltinResponder();

const questions = [
  'Can I take ibuprofen with warfarin?',
  'Is Advil ok with Coumadin?',
  'Is grapefruit safe with my medications?',
  "Is St. John's wort safe with antidepressants?",
  'Is ibuprofen safe with blood thinners?',
  'Can I take ibuprofen with zorbatrex?',
  'When should I take levothyroxine?',
  'When should I take my medications?',
  'What are the side effects of metformin?',
  'What is sertraline?',
  'Is lavender oil safe for my dog?',
  'What is peppermint oil good for?',
  'Is bergamot oil safe in the sun?',
  'Is this product safe for me? Ingredients: sugar, whey protein, peanuts, soy lecithin, E102, salt, grapefruit juice',
  'How can I sleep better?',
  'What does my profile say about stress?',
  'Any tips for a healthier lifestyle?',
  'Can I stop taking my metoprolol?',
  'Do I have diabetes?',
  "What's the weather like in Paris?",
];

async function answer(i: number): Promise<number> {
  const message = questions[i % questions.length]!;
  const start = performance.now();
  await responder.respond({
    message,
    history: [],
    contextKind: classifyChatContext(message),
    personalization: buildPersonalizedPrompt('You are a wellness assistant.', profile, classifyChatContext(message)),
    tools,
    onDelta: () => {},
  });
  return performance.now() - start;
}

for (let i = 0; i < WARMUP; i++) await answer(i);
const times: number[] = [];
const perQuestion = questions.map(() => [] as number[]);
for (let i = 0; i < ITERATIONS; i++) {
  const ms = await answer(i);
  times.push(ms);
  perQuestion[i % questions.length]!.push(ms);
}
times.sort((a, b) => a - b);
const slowest = perQuestion
  .map((list, i) => ({ q: questions[i]!, p95: percentile([...list].sort((a, b) => a - b), 95) }))
  .sort((a, b) => b.p95 - a.p95)
  .slice(0, 3);

console.log(`${ITERATIONS} answers after ${WARMUP} warm-up, ${questions.length} questions in turn; profile and a 4-item cabinet in memory\n`);
printTable(
  ['operation', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
  [['built-in responder, one answer', percentile(times, 50).toFixed(3), percentile(times, 95).toFixed(3), percentile(times, 99).toFixed(3), times.at(-1)!.toFixed(3)]],
);
console.log(`\nslowest questions (p95): ${slowest.map((s) => `${s.p95.toFixed(2)} ms "${s.q.slice(0, 40)}"`).join('; ')}\n`);
verdict([{ ok: percentile(times, 95) < 50, label: `built-in responder: p95 ${percentile(times, 95).toFixed(3)} ms < 50 ms` }]);
