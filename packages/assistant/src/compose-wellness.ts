/**
 * Wellness answers personalised from the profile: "how can I sleep better?", "what does my
 * profile say about stress?", "any tips for a healthier diet?". What the profile says comes
 * first (sleep hours, stress level, exercise, diet, goals), then curated tips with sources.
 */
import { alcoholConsumptionLabels, dietTypeLabels, exerciseFrequencyLabels, smokingStatusLabels } from '@thrivewell/core/copy/profile-choices';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { allergenGroupFor } from '@thrivewell/knowledge/ingredients';
import { normalizeName } from '@thrivewell/knowledge/normalize';
import type { AssistantTools } from './knowledge-tools';
import { Answer, joinNames } from './answer';
import { wellnessTips, type WellnessTopic } from './wellness-tips';

interface Personal {
  lines: string[];
  sections: string[];
}

const label = (table: Record<string, string>, value: unknown) => (typeof value === 'string' && Object.hasOwn(table, value) ? table[value]! : null);
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []);
const hasAny = (list: readonly string[], ...wanted: string[]) => list.some((x) => wanted.some((w) => x.toLowerCase().includes(w)));

/** Health goals that point at a topic. */
const goalTopics: [string, WellnessTopic][] = [
  ['sleep', 'sleep'],
  ['stress', 'stress'],
  ['mental', 'stress'],
  ['fitness', 'activity'],
  ['muscle', 'activity'],
  ['energy', 'activity'],
  ['lose weight', 'weight'],
  ['gain weight', 'weight'],
  ['nutrition', 'nutrition'],
  ['smoking', 'smoking'],
];

function personalFor(p: UnifiedProfile, topic: WellnessTopic): Personal {
  const l = p.lifestyle_data ?? {};
  const goals = texts(p.health_goals?.primary);
  const symptoms = texts(p.symptoms?.currentSymptoms);
  const lines: string[] = [];
  const sections = new Set<string>();
  const add = (section: string, line: string | null | false | undefined) => {
    if (!line) return;
    lines.push(line);
    sections.add(section);
  };
  const hours = typeof l.sleepHours === 'number' ? l.sleepHours : null;
  const stress = typeof l.stressLevel === 'number' ? l.stressLevel : null;
  switch (topic) {
    case 'sleep':
      if (hours !== null) {
        const verdict = hours < 7 ? 'Adults generally need 7 or more hours, so a little more sleep could make a real difference.' : hours <= 9 ? 'That is within the 7 or more hours adults generally need, so the focus is on sleep quality.' : 'That is more than most adults need; if you still wake up tired, mention it to your doctor.';
        add('lifestyle_data', `Your profile says you sleep about **${hours} hours** a night. ${verdict}`);
      }
      add('health_goals', typeof p.health_goals?.specificTargets?.sleepTarget === 'number' && `Your sleep target is ${p.health_goals.specificTargets.sleepTarget} hours.`);
      add('lifestyle_data', stress !== null && stress >= 7 && `You rated your stress ${stress}/10, and stress often gets in the way of sleep, so the wind-down tips below help with both.`);
      add('symptoms', hasAny(symptoms, 'sleep', 'fatigue') && `You listed ${joinNames(symptoms.filter((s) => /sleep|fatigue/i.test(s)))} among your symptoms; if it goes on for weeks despite good habits, talk to your doctor.`);
      break;
    case 'stress':
      if (stress !== null) add('lifestyle_data', `You rated your stress **${stress}/10** — ${stress >= 7 ? 'that is high, so small daily habits can really help' : stress >= 4 ? 'moderate; a few steady habits can bring it down' : 'fairly low; the tips below help keep it there'}.`);
      add('lifestyle_data', l.exerciseFrequency === 'none' && 'Your profile says you do no regular exercise yet; moving more is one of the best stress relievers.');
      add('lifestyle_data', hours !== null && hours < 7 && `You sleep about ${hours} hours a night; more sleep makes stress easier to handle.`);
      break;
    case 'activity': {
      const freq = label(exerciseFrequencyLabels, l.exerciseFrequency);
      if (freq) add('lifestyle_data', l.exerciseFrequency === 'none' ? 'Your profile says you have no regular exercise yet — a 10-minute walk on most days is a great first step.' : `Your profile says you exercise **${freq.toLowerCase()}**.`);
      add('health_goals', typeof p.health_goals?.specificTargets?.fitnessTarget === 'string' && p.health_goals.specificTargets.fitnessTarget && `Your fitness target: ${p.health_goals.specificTargets.fitnessTarget}.`);
      break;
    }
    case 'nutrition': {
      const d = p.dietary_info ?? {};
      const diet = label(dietTypeLabels, d.type);
      add('dietary_info', diet && `Your profile says you follow a **${diet.toLowerCase()}** diet${texts(d.restrictions).length ? ` (${texts(d.restrictions).join(', ').toLowerCase()})` : ''}.`);
      add('dietary_info', d.type === 'vegan' && 'On a vegan diet, plan a reliable source of vitamin B12 (fortified foods or a supplement), and include iodine, calcium and omega-3 sources.');
      add('dietary_info', d.type === 'vegetarian' && 'As a vegetarian, include iron-rich foods (beans, lentils, leafy greens, fortified cereals) with some vitamin C, and a source of vitamin B12 such as dairy, eggs or fortified foods.');
      add('dietary_info', texts(d.goals).length > 0 && `Your nutrition goals: ${texts(d.goals).join(', ').toLowerCase()}.`);
      add('medical_history', texts(p.medical_history?.allergies).length > 0 && `I'll keep your allergies in mind: ${texts(p.medical_history?.allergies).join(', ')}.`);
      break;
    }
    case 'alcohol':
      add('lifestyle_data', label(alcoholConsumptionLabels, l.alcoholConsumption) && `Your profile says you drink alcohol: **${label(alcoholConsumptionLabels, l.alcoholConsumption)!.toLowerCase()}**.`);
      add('medications', (p.medications?.current ?? []).length > 0 && 'Alcohol interacts with some medicines — ask "Is alcohol safe with my medications?" to check yours.');
      break;
    case 'smoking': {
      const status = label(smokingStatusLabels, l.smokingStatus);
      add('lifestyle_data', status && (l.smokingStatus === 'former' ? 'Your profile says you are a former smoker — well done; staying smoke-free is one of the best things for your health.' : `Your profile says: ${status.toLowerCase()}.`));
      break;
    }
    case 'weight': {
      const target = p.health_goals?.specificTargets?.targetWeight;
      add('health_goals', typeof target === 'number' && `Your target weight is ${target} ${p.health_goals?.specificTargets?.weightUnit ?? 'kg'}.`);
      break;
    }
    case 'hydration':
      break;
  }
  const goal = goals.find((g) => goalTopics.some(([word, t]) => t === topic && g.toLowerCase().includes(word)));
  add('health_goals', goal && `${goal} is one of your health goals.`);
  return { lines, sections: [...sections] };
}

/** "What does my profile say?": one line per thing the profile holds that the tips can use. */
export function profileSummary(p: UnifiedProfile): Personal {
  const l = p.lifestyle_data ?? {};
  const d = p.dietary_info ?? {};
  const lines: [string, string | null | false][] = [
    ['lifestyle_data', typeof l.sleepHours === 'number' && `Sleep: about ${l.sleepHours} hours a night${l.sleepHours < 7 ? ' (adults generally need 7 or more)' : ''}.`],
    ['lifestyle_data', typeof l.stressLevel === 'number' && `Stress: ${l.stressLevel}/10${l.stressLevel >= 7 ? ' (high)' : ''}.`],
    ['lifestyle_data', label(exerciseFrequencyLabels, l.exerciseFrequency) && `Exercise: ${label(exerciseFrequencyLabels, l.exerciseFrequency)!.toLowerCase()}.`],
    ['lifestyle_data', label(smokingStatusLabels, l.smokingStatus) && `Smoking: ${label(smokingStatusLabels, l.smokingStatus)!.toLowerCase()}.`],
    ['lifestyle_data', label(alcoholConsumptionLabels, l.alcoholConsumption) && `Alcohol: ${label(alcoholConsumptionLabels, l.alcoholConsumption)!.toLowerCase()}.`],
    ['dietary_info', label(dietTypeLabels, d.type) && `Diet: ${label(dietTypeLabels, d.type)!.toLowerCase()}${texts(d.restrictions).length ? ` (${texts(d.restrictions).join(', ').toLowerCase()})` : ''}.`],
    ['medical_history', texts(p.medical_history?.allergies).length > 0 && `Allergies: ${texts(p.medical_history?.allergies).join(', ')}.`],
    ['medical_history', [...texts(p.medical_history?.currentConditions), ...texts(p.medical_history?.chronicConditions)].length > 0 && `Conditions: ${[...texts(p.medical_history?.currentConditions), ...texts(p.medical_history?.chronicConditions)].join(', ')}.`],
    ['health_goals', texts(p.health_goals?.primary).length > 0 && `Health goals: ${texts(p.health_goals?.primary).join(', ')}.`],
  ];
  const kept = lines.filter((x): x is [string, string] => typeof x[1] === 'string');
  return { lines: kept.map(([, line]) => line), sections: [...new Set(kept.map(([section]) => section))] };
}

function topicsFromGoals(p: UnifiedProfile | null): WellnessTopic[] {
  const goals = texts(p?.health_goals?.primary).map((g) => g.toLowerCase());
  return [...new Set(goalTopics.filter(([word]) => goals.some((g) => g.includes(word))).map(([, t]) => t))];
}

/** Tips that suggest a food the person is allergic to are left out ("nuts" for a peanut or tree-nut allergy, "fish" for a fish allergy). */
function tipsForAllergies(tips: readonly string[], allergies: readonly string[]): { kept: string[]; left: number } {
  if (allergies.length === 0) return { kept: [...tips], left: 0 };
  // The allergen groups' own names and aliases (the ingredient engine's data), matched as whole words.
  const terms = allergies.flatMap((a) => {
    const group = allergenGroupFor(a);
    return group ? [group.name, ...group.aliases].map((t) => normalizeName(t)).filter((t) => t.length >= 3) : [];
  });
  const nutAllergy = allergies.some((a) => /\b(pea)?nuts?\b|tree nut|almond|cashew|walnut|hazelnut/i.test(a));
  const kept = tips.filter((tip) => {
    if (nutAllergy && /\b(pea)?nuts?\b/i.test(tip)) return false;
    const words = ` ${normalizeName(tip)} `;
    return !terms.some((t) => words.includes(` ${t} `) || words.includes(` ${t}s `));
  });
  return { kept, left: tips.length - kept.length };
}

const onboardingLine = (what: string) => `Your profile doesn't have anything about ${what} yet. Completing it at /onboarding makes my answers personal to you.`;

export function composeWellness(tools: AssistantTools, topics: readonly WellnessTopic[], askedProfile: boolean): Answer {
  const answer = new Answer();
  const { data: snapshot } = tools.getProfile();
  const p = snapshot.profile;
  if (topics.length === 0 && askedProfile) {
    const summary = p ? profileSummary(p) : { lines: [], sections: [] };
    if (summary.lines.length === 0) return answer.say(onboardingLine('your lifestyle, diet or goals'), 'Meanwhile, ask me things like "How can I sleep better?" or "Can I take ibuprofen with warfarin?"');
    answer.use(...summary.sections).say(`**Here's what your profile says:**\n${summary.lines.map((l) => `- ${l}`).join('\n')}`);
    return answer.say('Ask me about any of these — for example "How can I sleep better?" or "Tips to reduce stress" — and I will tailor the tips to your profile.');
  }
  const allergies = texts(p?.medical_history?.allergies);
  const chosen = topics.length > 0 ? topics.slice(0, 2) : [...new Set([...topicsFromGoals(p), 'sleep', 'activity', 'nutrition', 'stress'] as WellnessTopic[])].slice(0, 3);
  for (const topic of chosen) {
    const tips = wellnessTips[topic];
    const personal = p ? personalFor(p, topic) : { lines: [], sections: [] };
    answer.use(...personal.sections);
    const count = topics.length === 0 ? 2 : 4;
    const { kept, left } = tipsForAllergies(tips.tips, allergies);
    answer.say(`**${tips.title}**`, personal.lines.join(' '), kept.slice(0, count).map((t) => `- ${t}`).join('\n')).cite(tips.sources.slice(0, 2));
    if (left > 0) answer.use('medical_history').say(`I left out ${left === 1 ? 'a tip' : `${left} tips`} that suggested foods your allergies rule out (${allergies.join(', ')}).`);
    if (p && personal.lines.length === 0 && topic !== 'hydration' && askedProfile) answer.say(onboardingLine(tips.title.toLowerCase()));
  }
  const conditions = [...texts(p?.medical_history?.currentConditions), ...texts(p?.medical_history?.chronicConditions)];
  if (conditions.length > 0 && chosen.some((t) => t === 'nutrition' || t === 'activity' || t === 'weight')) {
    answer.use('medical_history').say(`With ${joinNames(conditions)} in your profile, your doctor or a dietitian can tailor these general tips to you.`);
  }
  if (!p || snapshot.usedDataSections.length === 0) answer.say('Your profile is empty, so these tips are general. Completing your profile at /onboarding makes my answers personal to you.');
  if (topics.length > 2) answer.say(`You also asked about ${joinNames(topics.slice(2).map((t) => wellnessTips[t].title.toLowerCase()))} — ask me about ${topics.length - 2 === 1 ? 'it' : 'them'} next and I'll go into detail.`);
  return answer;
}
