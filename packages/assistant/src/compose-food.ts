/**
 * "Can I eat peanut butter?": a food or product named in words (not a knowledge-base substance)
 * checked against the person's allergies, diet, conditions and medicines by the ingredient engine.
 * An allergy leads the answer; with nothing found the answer says what was checked.
 */
import { Answer, pharmacistLine } from './answer';
import type { PersonSnapshot } from './person';
import { screenFor, screenedLine } from './screen';

const anaphylaxis = 'If you ever have swelling of the lips, tongue or throat, trouble breathing or feel faint after eating, call **911 (US), 999 (UK) or 112 (EU)** and use your adrenaline auto-injector if you have one.';

export function composeFood(person: PersonSnapshot, food: string): Answer {
  const screen = screenFor(person, [{ id: null, name: food }]);
  const answer = new Answer();
  const allergy = screen.findings.find((f) => f.kind === 'allergy');
  if (allergy) answer.say(`**No — your profile lists an allergy to ${allergy.allergy.toLowerCase()}, and ${food} contains it.** It is a food to avoid for you: check every label, including "may contain" warnings.`);
  if (!allergy && (screen.worst === 'major' || screen.worst === 'contraindicated')) answer.say(`**Best avoided with your medicines** — ${food} interacts with what you take:`);
  else if (!allergy && screen.findings.length > 0) answer.say(`**Yes, with care** — here is what matters for you:`);
  answer.append(screen.answer);
  if (screen.findings.length === 0 && screen.withheld.length === 0) {
    const checked = screenedLine(person, [food]);
    answer.say(
      checked ?? `I checked "${food}" for the major allergens and additives, but your profile has no allergies, diet or conditions yet to check it against — add them at /profile and I can answer for you.`,
      'I only know what is in my knowledge base: for a packaged product, paste its ingredient list ("Ingredients: …") and I will check every ingredient.',
    );
  }
  if (allergy) answer.say(anaphylaxis);
  if (screen.findings.some((f) => f.kind === 'interaction')) answer.say(pharmacistLine);
  return answer;
}
