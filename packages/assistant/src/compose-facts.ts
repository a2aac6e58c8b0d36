/**
 * Facts about one thing: a medicine, supplement or food ("what is metformin", "side effects of
 * sertraline") from lookupSubstance, and an essential oil or natural remedy ("is lavender oil
 * safe for my dog") from lookupLibrary, with the safety facts first when the question asks.
 */
import { classById, refsOf } from '@thrivewell/knowledge/knowledge-base';
import type { DisplayInteraction, EssentialOilView, NaturalRemedyView } from '@thrivewell/knowledge/library';
import type { AssistantTools } from './knowledge-tools';
import { Answer, joinNames, pharmacistLine } from './answer';
import type { LibraryAspect } from './intent';
import type { Mention } from './mentions';

const kindWords = { drug: 'a medicine', supplement: 'a dietary supplement', food: 'a food or drink' } as const;
const evidenceWords = { strong: 'strong', moderate: 'moderate', limited: 'limited', insufficient: 'insufficient' } as const;

export function composeSubstance(tools: AssistantTools, mention: Mention, sideEffectsFirst: boolean, lifeStage = false): Answer {
  const answer = new Answer();
  const { data: s, sources } = tools.lookupSubstance(mention.phrase);
  if (!s) return answer.say(`I couldn't find "${mention.phrase}" in our knowledge base.`);
  if (lifeStage) {
    answer.say(`Our knowledge base doesn't hold pregnancy, breastfeeding or children's dosing guidance for ${s.name}, so I can't say whether it suits that situation. A pharmacist, midwife or doctor can tell you — here is what I do know:`);
  }
  const brands = s.brands?.length ? ` Also sold as ${joinNames(s.brands.slice(0, 4))}.` : '';
  answer.say(`**${s.name}** is ${kindWords[s.kind]}.${brands}`);
  const groups = s.classes.map((id) => classById.get(id)).filter((c) => c !== undefined && c.kind === 'pharmacological');
  if (groups.length > 0) answer.say(`**Group:** ${groups.map((c) => `${c!.name} — ${c!.description}`).join(' ')}`);
  const common = s.sideEffects?.length ? `**Common side effects:** ${s.sideEffects.join('; ')}.` : null;
  const serious = s.seriousSideEffects?.length ? `**Serious side effects — get medical help promptly if you notice:**\n${s.seriousSideEffects.map((x) => `- ${x}`).join('\n')}` : null;
  const warnings = s.warnings?.length ? `**Key warnings:**\n${s.warnings.map((x) => `- ${x}`).join('\n')}` : null;
  if (sideEffectsFirst && !common && !serious) answer.say(`Our knowledge base doesn't list side effects for ${s.name}; the product label or your pharmacist can tell you more.`);
  answer.say(common, serious, warnings);
  if (!common && !serious && !warnings && s.kind !== 'drug') {
    answer.say(`Our knowledge base holds ${s.name} mainly for its interactions with medicines. Ask "Is ${s.name} safe with my medications?" to check it against your cabinet.`);
  } else {
    answer.say(`To check ${s.name} against what you take, ask "Is ${s.name} safe with my medications?"`);
  }
  return answer.cite(sources.slice(0, 3)).say(pharmacistLine);
}

/** The user's cabinet entries that an oil's or remedy's interaction notes are about. */
function cabinetMatches(tools: AssistantTools, interactions: readonly DisplayInteraction[]): { entry: string; note: string }[] {
  if (interactions.length === 0) return [];
  const { data: cabinet } = tools.getCabinet();
  const out: { entry: string; note: string }[] = [];
  for (const entry of cabinet) {
    const s = tools.lookupSubstance(entry.name).data;
    const refs = s ? refsOf.get(s.id) : undefined;
    const hit = refs && interactions.find((i) => refs.has(i.with));
    if (hit) out.push({ entry: entry.name, note: hit.note });
  }
  return out;
}

function oilSafety(oil: EssentialOilView, aspects: readonly LibraryAspect[]): string {
  const sun = oil.safety.phototoxic ? 'Phototoxic — keep treated skin out of sunlight and sunbeds for 12 hours after use.' : 'Not phototoxic.';
  const skin = oil.safety.maxDermalPercent !== undefined ? `Dilute in a carrier oil to no more than ${oil.safety.maxDermalPercent}% for skin use, and patch-test first.` : 'Always dilute in a carrier oil before skin use, and patch-test first.';
  const lines: [LibraryAspect | 'other', string][] = [
    ['pregnancy', `**Pregnancy and breastfeeding:** ${oil.safety.pregnancy}`],
    ['children', `**Children:** ${oil.safety.children}`],
    ['pets', `**Pets:** ${oil.safety.pets}`],
    ['sun', `**Sun:** ${sun}`],
    ['skin', `**Skin:** ${skin}`],
    ...(oil.safety.other ?? []).filter((o) => !/^dilute in a carrier oil/i.test(o)).map((o): ['other', string] => ['other', o]),
  ];
  const asked = lines.filter(([a]) => aspects.includes(a as LibraryAspect));
  const rest = lines.filter(([a]) => !aspects.includes(a as LibraryAspect));
  return ['**Safety:**', ...[...asked, ...rest].map(([, text]) => `- ${text}`)].join('\n');
}

function interactionLines(list: readonly DisplayInteraction[]): string | null {
  return list.length > 0 ? `**With medicines:**\n${list.map((i) => `- ${i.withName}: ${i.note}`).join('\n')}` : null;
}

function remedyText(r: NaturalRemedyView): string[] {
  return [
    `**${r.name}:** ${r.claim} Evidence: ${evidenceWords[r.evidence]}. ${r.evidenceSummary}`,
    r.cautions.length > 0 ? `**Cautions:**\n${r.cautions.map((c) => `- ${c}`).join('\n')}` : '',
  ];
}

export function composeLibrary(tools: AssistantTools, name: string, aspects: readonly LibraryAspect[]): Answer {
  const answer = new Answer();
  const { data, sources } = tools.lookupLibrary(name);
  const { oil, remedy } = data;
  if (!oil && !remedy) return answer.say(`I couldn't find "${name}" in our essential-oil and remedy library.`);
  if (oil) {
    answer.say(`**${oil.name} essential oil** (${oil.botanicalName})`);
    if (aspects.includes('pets')) {
      answer.say('If a pet has licked, swallowed or been covered in an essential oil, call your vet or an animal poison control line straight away.');
    }
    answer.say(
      `**Commonly used for:** ${oil.commonUses.join('; ')}. **Evidence:** ${evidenceWords[oil.evidence]} — ${oil.evidenceSummary}`,
      oilSafety(oil, aspects),
      aspects.includes('pets') ? null : interactionLines(oil.interactions),
      (oil.safety.other ?? []).some((o) => /swallow/i.test(o)) ? null : 'Essential oils are for use on the skin (diluted) or by inhaling; never swallow them, and keep bottles out of reach of children and pets.',
    );
  }
  if (remedy && !(oil && aspects.includes('pets'))) answer.say(...remedyText(remedy), oil ? null : interactionLines(remedy.interactions));
  const matches = cabinetMatches(tools, [...(oil?.interactions ?? []), ...(remedy?.interactions ?? [])]);
  if (matches.length > 0) {
    answer.use('medications').say(`**From your cabinet:**\n${matches.map((m) => `- You have ${m.entry} saved: ${m.note}`).join('\n')}`);
  }
  const closing = aspects.includes('pets') ? 'This is general information, not veterinary advice — ask your vet before using any essential oil around your pets.' : pharmacistLine;
  return answer.cite(sources).say(closing);
}
