/**
 * "Is this product safe for me? Ingredients: …" — the ingredient analysis against the person's
 * allergies, diet, conditions and cabinet, most personal findings first. Interactions with the
 * person's medicines follow their plan (ADR 0007): serious ones always, the rest counted in a note.
 */
import type { AssistantTools } from './knowledge-tools';
import { Answer, pharmacistLine } from './answer';
import { gatedNote } from './gated-note';

const concernRank = { high: 0, moderate: 1, low: 2, none: 3 } as const;

export function composeIngredients(tools: AssistantTools, text: string): Answer {
  const answer = new Answer();
  const [{ data: a, sources }, { data: snapshot }] = [tools.analyzeIngredients(text), tools.getProfile()];
  const profile = snapshot.profile;
  const personalised = ['medical_history', 'dietary_info', 'conditions', 'medications'].filter((s) => snapshot.usedDataSections.includes(s));
  answer.use(...personalised);
  answer.say(`I checked ${a.ingredients.length} ingredients${personalised.length > 0 ? ' against your profile (allergies, diet, conditions) and your medicine cabinet' : ''}.`);

  const yours = a.allergens.filter((x) => x.matchesProfile);
  const findings: string[] = [];
  if (yours.length > 0 || a.personalAllergies.length > 0) {
    findings.push(
      [
        '**Matches your allergies:**',
        ...yours.map((x) => `- **${x.allergen}** (in "${x.ingredient}")`),
        ...a.personalAllergies.map((x) => `- **${x.allergy}** (in "${x.ingredient}")`),
      ].join('\n'),
    );
  }
  const others = a.allergens.filter((x) => !x.matchesProfile);
  if (others.length > 0) findings.push(`**Other major allergens in it:** ${[...new Set(others.map((x) => `${x.allergen} (in "${x.ingredient}")`))].join(', ')}.`);
  if (a.dietConflicts.length > 0) findings.push(['**Not part of your diet:**', ...a.dietConflicts.map((x) => `- "${x.ingredient}": ${x.reason}`)].join('\n'));
  if (a.conditionFindings.length > 0) {
    findings.push(['**For your health conditions:**', ...a.conditionFindings.map((x) => `- "${x.ingredient}" (${x.condition}, ${x.severity}): ${x.reason}`)].join('\n'));
  }
  if (a.interactions.length > 0) {
    findings.push(['**With your medicines:**', ...a.interactions.map((x) => `- "${x.ingredient}" with your ${x.aKind === 'drug' ? x.a : x.b} (${x.severity}): ${x.summary} ${x.management}`)].join('\n'));
  }
  const additives = [...a.additives].sort((x, y) => concernRank[x.concernLevel] - concernRank[y.concernLevel]);
  const notable = additives.filter((x) => x.concernLevel === 'high' || x.concernLevel === 'moderate');
  if (notable.length > 0) findings.push(['**Additives worth knowing about:**', ...notable.map((x) => `- ${x.name} (${x.code}, ${x.concernLevel} concern): ${x.concern}`)].join('\n'));
  const mild = additives.length - notable.length;
  if (mild > 0) findings.push(`${mild} other additive${mild === 1 ? '' : 's'} (${additives.slice(notable.length).map((x) => x.code).join(', ')}) with low or no known concern at permitted levels.`);

  if (findings.length === 0 && a.gated.length === 0) {
    answer.say('**Nothing in this list conflicts with what I know about you**, and I found no major allergen or additive of concern.');
  } else {
    answer.say(...findings, gatedNote(a.gated));
  }
  if (!profile || personalised.length === 0) {
    answer.say('Your profile has no allergies, diet or conditions yet, so this was a general check. Completing your profile at /onboarding lets me check products against your own allergies and diet.');
  }
  if (a.unknownDiets.length > 0) answer.say(`Not checked (not in our diet rules): ${a.unknownDiets.join(', ')}.`);
  if (a.uncheckedMedications.length > 0) answer.say(`Medicines not checked because I don't recognise the names: ${a.uncheckedMedications.join(', ')}.`);
  answer.say('Labels change and "may contain" warnings matter for severe allergies — always read the pack itself.');
  return answer.cite(sources).say(a.interactions.length > 0 || a.gated.length > 0 ? pharmacistLine : null);
}
