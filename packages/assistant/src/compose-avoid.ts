/**
 * "What foods should I avoid on warfarin?": the foods, drinks and supplements the interaction
 * checker lists with a medicine, worst first, each with what to do — from the same rules the
 * checker uses (every food and supplement of the knowledge base paired with the medicine). These
 * are all supplement and food findings, so the person's plan decides which moderate and minor
 * ones are told (ADR 0007); major and contraindicated ones always are, the rest are counted.
 */
import { checkInteractions, type Interaction } from '@thrivewell/knowledge/interactions';
import { substances } from '@thrivewell/knowledge/knowledge-base';
import { gateInteractions, withheldInteractions, type PlanAccess } from '@thrivewell/knowledge/plan-gating';
import type { Substance } from '@thrivewell/knowledge/types';
import { Answer, pharmacistLine } from './answer';
import { gatedNote } from './gated-note';
import type { Mention } from './mentions';
import { severityLabel } from './screen';

const rank = { contraindicated: 0, major: 1, moderate: 2, minor: 3 } as const;
const foods = substances.filter((s) => s.kind === 'food');
const supplements = substances.filter((s) => s.kind === 'supplement');

/** "what foods should I avoid", "what to avoid with", "drinks that interact". */
export const avoidCue = /\b(avoid|stay away from|steer clear of|not (eat|drink|mix)|(foods?|drinks?|supplements?|herbs?) (that )?(interact|to watch|to avoid|should i avoid)|what (foods?|drinks?|supplements?) (should|can|cant|must))\b/;

function interactionsWith(subject: Substance, pool: readonly Substance[]): Interaction[] {
  return pool.flatMap((other) => (other.id === subject.id ? [] : checkInteractions([subject, other]))).sort((x, y) => rank[x.severity] - rank[y.severity]);
}

function lines(list: readonly Interaction[], subjectId: string, limit: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const i of list) {
    if (seen.has(i.ruleId)) continue;
    seen.add(i.ruleId);
    const other = i.aId === subjectId ? i.b : i.a;
    out.push(`- **${other}** (${severityLabel[i.severity].toLowerCase()}): ${i.summary} ${i.management}`);
    if (out.length === limit) break;
  }
  return out;
}

export function composeAvoid(mention: Mention, text: string, access: PlanAccess): Answer {
  const answer = new Answer();
  const subject = substances.find((s) => s.id === mention.id);
  if (!subject) return answer.say(`I couldn't find "${mention.phrase}" in our knowledge base.`);
  const askFoods = !/\bsupplements?|herbs?|vitamins?\b/.test(text) || /\bfoods?|drinks?|eat|drink\b/.test(text);
  const askSupplements = !/\bfoods?|drinks?|eat\b/.test(text) || /\bsupplements?|herbs?|vitamins?\b/.test(text);
  const allFoods = askFoods ? interactionsWith(subject, foods) : [];
  const allSupplements = askSupplements ? interactionsWith(subject, supplements) : [];
  const withFoods = gateInteractions(allFoods, access).interactions;
  const withSupplements = gateInteractions(allSupplements, access).interactions;
  const hidden = allFoods.length + allSupplements.length - withFoods.length - withSupplements.length;
  if (withFoods.length > 0) answer.say([`**Foods and drinks that interact with ${subject.name}:**`, ...lines(withFoods, subject.id, 8)].join('\n')).cite(...withFoods.slice(0, 8).map((i) => i.sources));
  if (withSupplements.length > 0) answer.say([`**Supplements and herbs that interact with ${subject.name}:**`, ...lines(withSupplements, subject.id, 8)].join('\n')).cite(...withSupplements.slice(0, 8).map((i) => i.sources));
  if (withFoods.length + withSupplements.length === 0) {
    answer.say(hidden > 0 ? `No major or contraindicated food, drink or supplement interaction with ${subject.name} is listed in our knowledge base.` : `Our knowledge base lists no food, drink or supplement interactions for ${subject.name}. Follow the label, and ask your pharmacist if you are unsure.`);
  }
  if (hidden > 0) answer.say(gatedNote([withheldInteractions(hidden)]));
  return answer.say(pharmacistLine);
}
