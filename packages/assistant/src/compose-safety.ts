/**
 * Answers from the interaction checker and the timing rules: "Can I take ibuprofen with
 * warfarin?", "is grapefruit safe with my medications?", "when should I take levothyroxine?".
 * Every finding is given with its severity in words, what can happen, what to do and why; no
 * known interaction is reported honestly, with what that does and does not mean. What the
 * person's plan withholds (moderate or minor supplement and food findings, timing) is counted in
 * one note; major and contraindicated findings are always told.
 */
import type { Interaction } from '@thrivewell/knowledge/interactions';
import type { GatedSafetyCheck } from '@thrivewell/knowledge/plan-gating';
import type { TimingAdvice } from '@thrivewell/knowledge/timing';
import type { Severity } from '@thrivewell/knowledge/types';
import type { AssistantTools } from './knowledge-tools';
import { Answer, joinNames, pharmacistLine } from './answer';
import { gatedNote, gatedOf, withheldBeyondCabinet } from './gated-note';
import type { MedicineGroup } from './medicine-groups';
import { trustworthySuggestions, type Mention } from './mentions';

export const severityWords: Record<Severity, string> = {
  contraindicated: 'Contraindicated — these are not used together',
  major: 'Major interaction — serious; usually avoided or closely managed',
  moderate: 'Moderate interaction — use with care; may need monitoring, spacing or a dose change by your prescriber',
  minor: 'Minor interaction — usually little effect, but worth knowing',
};

const evidenceWords = { established: 'well established', probable: 'probable', suspected: 'suspected', theoretical: 'theoretical' } as const;

export interface CheckRequest {
  mentions: Mention[];
  groups: MedicineGroup[];
  unknown: string[];
  includeCabinet: boolean;
  timing: boolean;
}

type Origin = 'request' | 'cabinet' | undefined;
const originOf = (item: object): Origin => ('origin' in item && (item.origin === 'cabinet' || item.origin === 'request') ? item.origin : undefined);

/** One finding per rule: group examples that share a rule ("St. John's wort + sertraline, fluoxetine") are told once. */
function mergeByRule(list: readonly Interaction[], fromCabinet: ReadonlySet<string>): { finding: Interaction; pairs: string[] }[] {
  const tag = (id: string, name: string) => (fromCabinet.has(id) ? `${name} (from your cabinet)` : name);
  const byRule = new Map<string, { finding: Interaction; pairs: string[] }>();
  for (const i of list) {
    const entry = byRule.get(i.ruleId) ?? { finding: i, pairs: [] };
    entry.pairs.push(`${tag(i.aId, i.a)} + ${tag(i.bId, i.b)}`);
    byRule.set(i.ruleId, entry);
  }
  return [...byRule.values()];
}

function findingText({ finding: i, pairs }: { finding: Interaction; pairs: string[] }): string {
  return [
    `**${severityWords[i.severity]}: ${pairs.join('; ')}.** ${i.summary}`,
    `- **What to do:** ${i.management}`,
    `- **Why:** ${i.mechanism} (evidence: ${evidenceWords[i.evidence]})`,
  ].join('\n');
}

/** Advice about the item itself first (empty stomach, with food, time of day), then gaps between listed items, then general gaps. */
function timingLines(timing: readonly TimingAdvice[], limit: number): string[] {
  const own = timing.filter((t) => t.kind === 'empty-stomach' || t.kind === 'with-food' || t.kind === 'time-of-day');
  const between = timing.filter((t) => (t.kind === 'separate' || t.kind === 'avoid') && t.withListItem);
  const general = timing.filter((t) => (t.kind === 'separate' || t.kind === 'avoid') && !t.withListItem);
  return [...own, ...between, ...general].slice(0, limit).map((t) => {
    const about = t.with ? `${t.item} and ${t.with}` : t.item;
    return `- **${about}:** ${t.advice}`;
  });
}

function scheduleText(check: GatedSafetyCheck): string | null {
  if (check.schedule.slots.length === 0) return null;
  const lines = check.schedule.slots.map((s) => `- ${s.label}: ${s.items.map((i) => i.name).join(', ')}`);
  return ['**A day plan that fits this advice:**', ...lines, ...check.schedule.conflicts.map((c) => `- ${c}`)].join('\n');
}

function unresolvedText(check: GatedSafetyCheck): string | null {
  if (check.unresolved.length === 0) return null;
  const lines = check.unresolved.map((u) => {
    const offered = trustworthySuggestions(u.input, u.suggestions);
    return offered.length > 0 ? `- "${u.input}" — did you mean ${joinNames(offered.map((s) => `**${s}**`)).replace(/ and /, ' or ')}? (Not checked: tell me the exact name and I will check it.)` : `- "${u.input}" — check the spelling, or use the generic name on the label.`;
  });
  return [`I didn't recognise ${check.unresolved.length === 1 ? 'this name' : 'these names'}, so ${check.unresolved.length === 1 ? 'it was' : 'they were'} not checked:`, ...lines].join('\n');
}

function noFindingText(names: readonly string[]): string {
  return `**No interaction between ${joinNames(names)} is listed in our knowledge base.** That is reassuring but not a guarantee: the checker covers well-documented interactions between the medicines, supplements and foods it knows, and it doesn't know your doses, your kidney or liver function or your other conditions. A pharmacist can confirm the combination for you.`;
}

/** Runs the check through the tools and composes the answer. */
/** `personal` (the person's allergy and condition notes) goes before the closing line. */
export function composeCheck(tools: AssistantTools, request: CheckRequest, personal?: Answer): Answer {
  const answer = new Answer();
  const groupExamples = request.groups.flatMap((g) => g.examples);
  const names = [...request.mentions.map((m) => m.phrase), ...groupExamples, ...request.unknown];
  // A timing question about named items also looks at the cabinet, so gaps to what you already take show up.
  const autoCabinet = request.timing && !request.includeCabinet && request.mentions.length > 0;
  const { data: check } = tools.checkSafety(names, { includeCabinet: request.includeCabinet || autoCabinet });
  const cabinetItems = check.resolved.filter((r) => originOf(r) === 'cabinet');
  const fromCabinet = new Set(cabinetItems.map((r) => r.id));
  const asked = check.resolved.filter((r) => originOf(r) !== 'cabinet');
  const askedIds = new Set(asked.map((r) => r.id));
  const examples = new Set(asked.filter((r) => groupExamples.includes(r.input) && !request.mentions.some((m) => m.id === r.id)).map((r) => r.id));
  if (request.includeCabinet || fromCabinet.size > 0) answer.use('medications');

  if (request.includeCabinet && tools.getCabinet().data.length === 0 && asked.length <= 1) {
    answer.say('Your medicine cabinet is empty (or none of its names are in our knowledge base), so there is nothing to check against yet. Add what you take in your Medicine Cabinet (/safety/cabinet), or name both items, for example: "Can I take ibuprofen with warfarin?"');
  }
  answer.say(unresolvedText(check));
  if (request.groups.length > 0) {
    answer.say(`"${joinNames(request.groups.map((g) => g.label))}" ${request.groups.length === 1 ? 'is a group' : 'are groups'} of medicines, so I checked common examples (${joinNames(groupExamples)}). Tell me the exact name for a precise check.`);
  }

  const focused = askedIds.size > 0 && fromCabinet.size > 0;
  const relevant = check.interactions.filter((i) => !(examples.has(i.aId) && examples.has(i.bId)));
  const shown = focused ? relevant.filter((i) => askedIds.has(i.aId) || askedIds.has(i.bId)) : relevant;
  const askedNames = joinNames(asked.map((r) => r.name));
  const scope = focused ? `${askedNames} against your cabinet (${joinNames(cabinetItems.map((r) => r.name))})` : joinNames(check.resolved.map((r) => r.name));
  // What the plan withholds about what was asked (the cabinet's own pairs are not part of a focused answer).
  const withheld = focused ? withheldBeyondCabinet(tools.checkSafety, check.gated) : gatedOf(check.gated, 'supplement_interactions');
  if (shown.length > 0) {
    const merged = mergeByRule(shown, fromCabinet);
    answer.say(`I checked ${scope}. The interaction checker found ${shown.length === 1 ? 'one interaction' : `${shown.length} interactions`}:`);
    for (const m of merged.slice(0, 5)) answer.say(findingText(m)).cite(m.finding.sources);
    if (merged.length > 5) answer.say(`…and ${merged.length - 5} more, less serious ones. The full list is on the Safety Checks page (/safety/checks).`);
    if (check.resolved.length > 2 && examples.size === 0) answer.say(withheld.length > 0 ? 'No major or contraindicated interaction is listed for the other combinations.' : 'No interaction is listed for the other combinations.');
  } else if (check.resolved.length >= 2 && withheld.length > 0) {
    answer.say(`I checked ${scope}: no major or contraindicated interaction is listed.`);
  } else if (check.resolved.length >= 2 && (!request.timing || focused)) {
    answer.say(noFindingText(focused ? [askedNames, `your cabinet (${joinNames(cabinetItems.map((r) => r.name))})`] : check.resolved.map((r) => r.name)));
  } else if (asked.length === 0 && cabinetItems.length === 1 && !request.timing) {
    const only = cabinetItems[0]!.name;
    answer.say(`Your cabinet has one item our knowledge base knows (**${only}**), so there is nothing in it to interact. Ask about a medicine, supplement or food you are thinking of taking — for example "Can I take ibuprofen?" — and I will check it against ${only}. Ask "What foods should I avoid on ${only}?" for its food and supplement interactions.`);
  } else if (asked.length === 1 && !request.timing && !request.includeCabinet) {
    answer.say(`I recognised only **${asked[0]!.name}**. Name the other medicine, supplement or food too, or ask "Is ${asked[0]!.name} safe with my medications?" to check it against your cabinet.`);
  }
  const cabinetOnly = focused ? relevant.length - shown.length : 0;
  if (cabinetOnly > 0) answer.say(`Your cabinet also has ${cabinetOnly === 1 ? 'an interaction' : `${cabinetOnly} interactions`} between its own items — ask "Check my medications" to see ${cabinetOnly === 1 ? 'it' : 'them'}.`);

  const timing = autoCabinet ? check.timing.filter((t) => askedIds.has(t.itemId) || (t.withId !== undefined && askedIds.has(t.withId))) : check.timing;
  const timingWithheld = request.timing ? gatedOf(check.gated, 'food_drug_timing') : [];
  if (request.timing || (timing.some((t) => t.withListItem) && shown.length > 0)) {
    const lines = timingLines(timing, request.timing ? 8 : 4);
    if (lines.length > 0) {
      const heading = request.timing ? `**When to take ${askedNames || 'your medicines'}:**` : '**Timing tips:**';
      answer.say(`${heading}\n${lines.join('\n')}`).cite(...timing.slice(0, 8).map((t) => t.sources));
      if (request.timing) answer.say(scheduleText(check));
    } else if (request.timing && check.resolved.length > 0 && timingWithheld.length > 0) {
      answer.say(`I looked up when to take ${askedNames || joinNames(check.resolved.map((r) => r.name))}.`);
    } else if (request.timing && check.resolved.length > 0) {
      answer.say(`Our knowledge base has no specific timing advice for ${askedNames || joinNames(check.resolved.map((r) => r.name))}. Follow the label or your prescriber's instructions; taking it at the same time each day helps you remember.`);
    }
  }

  answer.say(gatedNote([...withheld, ...timingWithheld]));

  if (check.resolved.length === 0 && check.unresolved.length === 0 && answer.isEmpty) {
    return answer.say('Tell me which medicines, supplements or foods to check, for example: "Can I take ibuprofen with warfarin?" or "When should I take levothyroxine?"');
  }
  if (answer.reply().sources.length === 0) for (const r of check.resolved.slice(0, 4)) answer.cite(tools.lookupSubstance(r.name).sources.slice(0, 1));
  if (personal) answer.append(personal);
  return answer.say(pharmacistLine);
}
