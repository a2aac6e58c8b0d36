/**
 * "Summarise my health": the profile (who, conditions, allergies, lifestyle, goals), the medicine
 * cabinet, what the checker finds in it (interactions between its items, allergy and condition
 * notes) and the next steps that follow from those findings. The cabinet's interactions follow
 * the person's plan: serious ones always, what is withheld counted (ADR 0007).
 */
import { Answer, joinNames, pharmacistLine } from './answer';
import { profileSummary } from './compose-wellness';
import { gatedNote } from './gated-note';
import { checkSafety } from './knowledge-tools';
import { knownCabinet, type PersonSnapshot } from './person';
import { screenFor, severityLabel } from './screen';

const rank = { contraindicated: 0, major: 1, moderate: 2, minor: 3 } as const;

export function composeSummary(person: PersonSnapshot): Answer {
  const answer = new Answer();
  const p = person.profile;
  const info = p?.personal_info;
  const who = [typeof info?.age === 'number' ? `${info.age} years old` : null, typeof info?.gender === 'string' && info.gender ? info.gender.replace(/-/g, ' ') : null].filter(Boolean);
  const summary = p ? profileSummary(p) : { lines: [], sections: [] };
  if (who.length > 0) answer.use('personal_info');
  if (summary.lines.length > 0 || who.length > 0) {
    answer.use(...summary.sections).say(`**Your profile${who.length > 0 ? ` (${who.join(', ')})` : ''}:**\n${summary.lines.map((l) => `- ${l}`).join('\n')}`);
  } else {
    answer.say('**Your profile** is empty so far — complete it at /onboarding so I can tailor answers to you.');
  }

  const next: string[] = [];
  if (person.cabinet.length === 0) {
    answer.say('**Your medicine cabinet** is empty. Add what you take at /safety/cabinet and I will check it for interactions and timing.');
  } else {
    answer.use('medications').say(`**Your medicine cabinet (${person.cabinet.length}):** ${person.cabinet.map((c) => `${c.name}${c.dosage ? ` ${c.dosage}` : ''}`).join('; ')}.`);
    const { data: check, sources } = checkSafety(person, [], { includeCabinet: true, timing: false });
    const findings: string[] = [];
    const interactions = [...check.interactions].sort((a, b) => rank[a.severity] - rank[b.severity]);
    for (const i of interactions.slice(0, 4)) findings.push(`- **${severityLabel[i.severity]}: ${i.a} + ${i.b}.** ${i.summary}`);
    if (interactions.length > 4) findings.push(`- …and ${interactions.length - 4} more on the Safety Checks page (/safety/checks).`);
    const serious = interactions.filter((i) => i.severity === 'contraindicated' || i.severity === 'major');
    if (serious.length > 0) next.push(`Ask your pharmacist or prescriber to review ${joinNames(serious.slice(0, 3).map((i) => `${i.a} with ${i.b}`))}.`);
    if (interactions.length > 0) answer.cite(sources.slice(0, 4));
    const items = knownCabinet(person).map((c) => ({ id: c.substanceId, name: c.substanceName }));
    const screen = screenFor(person, items, { interactions: false });
    for (const f of screen.findings) {
      if (f.kind === 'allergy') findings.push(`- **Allergy:** ${f.subject} — ${f.detail}.`);
      if (f.kind === 'condition') findings.push(`- **${f.subject} with your ${f.condition.toLowerCase()}:** ${f.detail}`);
    }
    answer.cite(screen.answer.reply().sources);
    const unknown = person.cabinet.filter((c) => c.substanceId === null).map((c) => c.name);
    if (unknown.length > 0) findings.push(`- Not checked (not in our knowledge base): ${unknown.join(', ')}.`);
    const nothing = check.gated.length > 0 ? 'no major or contraindicated interaction between the items in your cabinet is listed.' : 'no interaction between the items in your cabinet is listed in our knowledge base.';
    answer.say(findings.length > 0 ? `**What the checker finds:**\n${findings.join('\n')}` : `**What the checker finds:** ${nothing}`, gatedNote(check.gated));
    if (items.some((c) => c.id === 'warfarin')) next.push('Keep your INR tests on schedule and tell the anticoagulation clinic about any new medicine or supplement.');
    next.push('See when to take each item on the Safety Checks page (/safety/checks) — ask me "When should I take my medications?"');
  }
  const missing = [
    !p?.medical_history?.allergies?.length ? 'allergies' : null,
    !p?.medical_history?.currentConditions?.length && !p?.medical_history?.chronicConditions?.length ? 'conditions' : null,
    !p?.lifestyle_data ? 'lifestyle' : null,
    !p?.health_goals?.primary?.length ? 'goals' : null,
  ].filter((x): x is string => x !== null);
  if (missing.length > 0) next.push(`Add your ${joinNames(missing)} to your profile (/profile) so I can check things against them.`);
  if (next.length > 0) answer.say(`**Next steps:**\n${next.map((n) => `- ${n}`).join('\n')}`);
  return answer.say('This summary is educational information from your own entries and our knowledge base, not a medical assessment.', person.cabinet.length > 0 ? pharmacistLine : null);
}
