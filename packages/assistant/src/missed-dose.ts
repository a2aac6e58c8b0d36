/**
 * "I missed my warfarin dose": what the medicine's label (MedlinePlus patient information) says
 * for the common cases, and the general rule otherwise. "Do not double up" is said where the label
 * says it; nobody is told to change a prescribed dose.
 */
import { Answer, pharmacistLine } from './answer';

interface MissedDoseRule {
  advice: string;
  source: { title: string; url: string };
}

const medline = (name: string, id: string) => ({ title: `MedlinePlus: ${name}`, url: `https://medlineplus.gov/druginfo/meds/${id}.html` });

/** By substance id. */
const rules: Record<string, MissedDoseRule> = {
  warfarin: { advice: 'Take the missed dose as soon as you remember **on the same day**. If you don\'t remember until the next day, skip it and take your usual dose — **do not take a double dose** to make up for a missed one. Tell your anticoagulation clinic, and note it in your INR record.', source: medline('Warfarin', 'a682277') },
  apixaban: { advice: 'Take it as soon as you remember on the same day, then go back to your usual twice-daily times. **Do not take a double dose** (two at the same time) to make up for a missed one.', source: medline('Apixaban', 'a613032') },
  rivaroxaban: { advice: 'Take it as soon as you remember on the same day (for the once-daily dose). **Do not double the dose** the next day to make up.', source: medline('Rivaroxaban', 'a611049') },
  levothyroxine: { advice: 'Take it as soon as you remember; if it is almost time for the next dose, skip the missed one and carry on as usual. **Do not take a double dose** to make up for a missed one.', source: medline('Levothyroxine', 'a682461') },
  metformin: { advice: 'Take it as soon as you remember (with food); if it is almost time for the next dose, skip the missed one. **Do not take a double dose** to make up for a missed one.', source: medline('Metformin', 'a696005') },
  atorvastatin: { advice: 'Take it as soon as you remember; if it is almost time for the next dose, skip the missed one. **Do not take a double dose** to make up for a missed one.', source: medline('Atorvastatin', 'a600045') },
  lisinopril: { advice: 'Take it as soon as you remember; if it is almost time for the next dose, skip the missed one. **Do not take a double dose** to make up for a missed one.', source: medline('Lisinopril', 'a692051') },
  amlodipine: { advice: 'Take it as soon as you remember; if it is almost time for the next dose, skip the missed one. **Do not take a double dose** to make up for a missed one.', source: medline('Amlodipine', 'a692044') },
  sertraline: { advice: 'Take it as soon as you remember; if it is almost time for the next dose, skip the missed one. **Do not take a double dose** to make up for a missed one.', source: medline('Sertraline', 'a697048') },
  metoprolol: { advice: 'Take it as soon as you remember; if it is almost time for the next dose, skip the missed one. **Do not take a double dose** to make up for a missed one — and don\'t stop it suddenly.', source: medline('Metoprolol', 'a682864') },
};

const general = {
  advice: 'For most medicines: take the missed dose as soon as you remember, unless it is nearly time for the next one — then skip it and carry on as normal. **Never take a double dose** to make up for a missed one unless your label or pharmacist says so. Some medicines (the contraceptive pill, insulin, antibiotics, seizure medicines) have their own rules: check the leaflet or ask a pharmacist.',
  source: { title: 'NHS: What should I do if I miss a dose of my medicine?', url: 'https://www.nhs.uk/common-health-questions/medicines/what-should-i-do-if-i-miss-a-dose-of-my-medicine/' },
};

const missedCue = /\b(missed|miss|forgot|forgotten|forget|skipped|skip|didnt take|did not take|havent taken|have not taken|late (dose|taking))\b/;
const doseCue = /\b(dose|doses|pill|pills|tablet|tablets|medication|medicine|meds|injection|shot|to take)\b/;

export function isMissedDose(text: string): boolean {
  return missedCue.test(text) && (doseCue.test(text) || /\b(missed|forgot|skipped) (my|the|this|todays|last nights|this mornings) \w+/.test(text));
}

export function composeMissedDose(subject: { id: string; name: string } | null): Answer {
  const rule = subject ? rules[subject.id] : undefined;
  const answer = new Answer();
  if (subject && rule) answer.say(`**Missed a dose of ${subject.name}:** ${rule.advice}`).cite([rule.source]);
  else answer.say(subject ? `**Missed a dose of ${subject.name}:** our knowledge base has no label-specific advice for it, so here is the general rule, and the leaflet in the pack has the exact instructions.` : '**Missed a dose:**', general.advice).cite([general.source]);
  return answer.say('If you are not sure whether you took it, or you missed more than one dose, call your pharmacist before taking more.', pharmacistLine);
}

/**
 * The same advice as data, for the doses screen ("I missed a dose"): the label's rule for a known
 * substance, else the general rule, each with its source. One set of texts serves chat and doses.
 */
export function missedDoseGuidance(substanceId: string | null): { advice: string; labelSpecific: boolean; source: { title: string; url: string } } {
  const rule = substanceId ? rules[substanceId] : undefined;
  return rule ? { advice: rule.advice, labelSpecific: true, source: rule.source } : { advice: general.advice, labelSpecific: false, source: general.source };
}
