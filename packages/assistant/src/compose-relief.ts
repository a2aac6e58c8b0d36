/**
 * "What can I take for knee pain?": the usual options ranked for this person. Each option is
 * screened against the person's cabinet, allergies and conditions (screen.ts); options with an
 * allergy or a serious interaction go to the bottom with the reason, so on warfarin paracetamol
 * comes before the NSAIDs. Remedies come with their evidence rating and their own screen.
 */
import { naturalRemedyLibrary, type NaturalRemedyView } from '@thrivewell/knowledge/library';
import { substanceById } from '@thrivewell/knowledge/knowledge-base';
import type { Severity } from '@thrivewell/knowledge/types';
import { Answer, pharmacistLine } from './answer';
import type { PersonSnapshot } from './person';
import { screenFor, severityLabel, type Screen } from './screen';
import type { ReliefOption, Symptom } from './symptoms';

const remedyById = new Map(naturalRemedyLibrary.map((r) => [r.id, r]));
const evidenceWords = { strong: 'strong', moderate: 'moderate', limited: 'limited', insufficient: 'insufficient' } as const;
const rank: Record<Severity, number> = { contraindicated: 4, major: 3, moderate: 2, minor: 1 };

interface Ranked {
  option: ReliefOption;
  screen: Screen;
  /** 0 = no concern for this person; higher is worse. */
  concern: number;
}

export function concernOf(screen: Screen): number {
  if (screen.blocked) return 10;
  // A withheld interaction (plan gating) is moderate or minor: ranked as a moderate one, so the order is the same on every plan.
  return Math.max(screen.worst ? rank[screen.worst] : screen.findings.length > 0 ? 1 : 0, screen.withheld.length > 0 ? rank.moderate : 0);
}

export const hasConcerns = (screen: Screen): boolean => screen.findings.length > 0 || screen.withheld.length > 0;

/** One line per concern: "major interaction with your Warfarin: …"; what the plan withholds is counted. */
export function reasons(screen: Screen): string {
  const hidden = screen.withheld.reduce((n, g) => n + g.hidden, 0);
  return [
    ...screen.findings.map((f) => {
      if (f.kind === 'interaction') return `${severityLabel[f.severity].toLowerCase()} with your ${f.other} — ${f.interaction.summary}`;
      if (f.kind === 'allergy') return f.detail;
      if (f.kind === 'condition') return `with your ${f.condition.toLowerCase()}: ${f.detail}`;
      return f.detail;
    }),
    ...(hidden > 0 ? [`${hidden === 1 ? 'a moderate or minor interaction' : `${hidden} moderate or minor interactions`} with your medicines, shown on Wellness Pro (/pricing).`] : []),
  ].join(' ');
}

export function rankOptions(person: PersonSnapshot, options: readonly ReliefOption[]): Ranked[] {
  return options
    .filter((o) => substanceById.has(o.id))
    .map((option, order) => {
      const screen = screenFor(person, [{ id: option.id, name: substanceById.get(option.id)!.name }]);
      return { option, screen, concern: concernOf(screen), order };
    })
    .sort((x, y) => x.concern - y.concern || x.order - y.order);
}

function remedyLine(person: PersonSnapshot, r: NaturalRemedyView): { line: string; answer: Answer } {
  const screen = r.substanceId && substanceById.has(r.substanceId) ? screenFor(person, [{ id: r.substanceId, name: substanceById.get(r.substanceId)!.name }]) : null;
  const caution = screen && hasConcerns(screen) ? ` **For you:** ${reasons(screen)}` : '';
  const answer = new Answer().cite(r.sources.slice(0, 1));
  if (screen) answer.cite(screen.answer.reply().sources).use(...screen.answer.reply().usedDataSections);
  return { line: `- **${r.name}** — evidence: ${evidenceWords[r.evidence]}. ${r.evidenceSummary}${caution}`, answer };
}

export function composeRelief(person: PersonSnapshot, symptom: Symptom): Answer {
  const answer = new Answer();
  const ranked = rankOptions(person, symptom.options);
  const suitable = ranked.filter((r) => r.concern <= 2);
  const careful = ranked.filter((r) => r.concern > 2);
  const personal = person.cabinet.length > 0 || person.usedDataSections.length > 0;
  if (ranked.length > 0) {
    const heading = personal ? `**For ${symptom.label}, ranked for you** (checked against your medicine cabinet, allergies and conditions):` : `**For ${symptom.label}, the usual over-the-counter options:**`;
    const lines = suitable.map((r, i) => `${i + 1}. **${r.option.label}** — ${r.option.note}${hasConcerns(r.screen) ? ` Note: ${reasons(r.screen)}` : ''}`);
    answer.say([heading, ...lines].join('\n'));
    if (careful.length > 0) {
      answer.say(['**Not a good fit for you without your doctor or pharmacist:**', ...careful.map((r) => `- **${r.option.label}** — ${reasons(r.screen)}`)].join('\n'));
    }
    for (const r of ranked) answer.cite(r.screen.answer.reply().sources).use(...r.screen.answer.reply().usedDataSections);
  }
  answer.say(`**Self-care:**\n${symptom.selfCare.map((s) => `- ${s}`).join('\n')}`);
  const remedies = symptom.remedies.map((id) => remedyById.get(id)).filter((r): r is NaturalRemedyView => r !== undefined);
  if (remedies.length > 0) {
    const lines = remedies.map((r) => remedyLine(person, r));
    answer.say(`**Natural remedies and how good the evidence is:**\n${lines.map((l) => l.line).join('\n')}`);
    for (const l of lines) answer.append(l.answer);
  }
  answer.say(`**When to see a doctor:** ${symptom.seeDoctor}`).cite(symptom.sources);
  return answer.say(pharmacistLine);
}
