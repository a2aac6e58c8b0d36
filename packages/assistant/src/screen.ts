/**
 * The personal screen: every substance, food or product an answer names is checked against the
 * person's cabinet (interactions), allergies (allergen groups, drug names and classes), diet and
 * conditions — without being asked. The findings lead the answer; an empty screen says what was
 * checked, so "nothing found" is visible too. Interactions follow the person's plan (ADR 0007):
 * serious ones always, withheld ones counted in a note.
 */
import type { GatedFeature } from '@thrivewell/core/contracts/safety-contract';
import { classById, classesOf, substanceById } from '@thrivewell/knowledge/knowledge-base';
import { withheldInteractions } from '@thrivewell/knowledge/plan-gating';
import type { Interaction } from '@thrivewell/knowledge/interactions';
import { nameLookup } from '@thrivewell/knowledge/name-index';
import { compactName, normalizeName } from '@thrivewell/knowledge/normalize';
import type { Severity } from '@thrivewell/knowledge/types';
import { Answer, joinNames } from './answer';
import { conditionCautions } from './condition-cautions';
import { gatedNote, gatedOf, withheldBeyondCabinet } from './gated-note';
import { analyzeFor, checkSafety } from './knowledge-tools';
import { allergiesOf, conditionsOf, dietsOf, type PersonSnapshot } from './person';

export interface ScreenSubject {
  /** A substance id from the knowledge base, or null for a food or product named in words. */
  id: string | null;
  /** The name as the answer shows it. */
  name: string;
}

export type ScreenFinding =
  | { kind: 'interaction'; severity: Severity; subject: string; other: string; interaction: Interaction }
  | { kind: 'allergy'; subject: string; allergy: string; detail: string }
  | { kind: 'diet'; subject: string; detail: string }
  | { kind: 'condition'; subject: string; condition: string; detail: string; avoid: boolean };

export interface Screen {
  findings: ScreenFinding[];
  answer: Answer;
  /** The worst interaction severity found, or null. */
  worst: Severity | null;
  /** An allergy or an 'avoid' condition note was found. */
  blocked: boolean;
  /** Moderate or minor supplement and food interactions with the cabinet that the person's plan withholds. */
  withheld: GatedFeature[];
}

const severityRank: Record<Severity, number> = { contraindicated: 0, major: 1, moderate: 2, minor: 3 };
export const severityLabel: Record<Severity, string> = { contraindicated: 'Contraindicated', major: 'Major interaction', moderate: 'Moderate interaction', minor: 'Minor interaction' };

/** Conditions the question itself names ("is Sudafed ok with high blood pressure?"). */
export function conditionsInMessage(message: string): string[] {
  const found = new Set<string>();
  for (const c of conditionCautions) {
    const m = c.condition.exec(message);
    if (m) found.add(m[0]);
  }
  return [...found];
}

/** The substance an allergy names exactly ('Penicillin', 'aspirin'), without spelling suggestions (they are slow and never a match). */
function allergySubstanceId(allergy: string): string | null {
  const key = normalizeName(allergy);
  return (nameLookup.get(key) ?? nameLookup.get(compactName(key)))?.substance.id ?? null;
}

/** A drug allergy in the profile that names this substance or one of its classes ("Penicillin", "NSAIDs", "aspirin"). */
function drugAllergy(id: string, allergies: readonly string[]): string | null {
  const substance = substanceById.get(id);
  if (!substance) return null;
  const classes = [...classesOf(substance)].map((c) => classById.get(c)).filter((c) => c !== undefined);
  for (const allergy of allergies) {
    const named = allergySubstanceId(allergy);
    if (named && (named === id || (substance.components ?? []).includes(named))) return allergy;
    const a = normalizeName(allergy).replace(/s$/, '');
    if (a.length >= 4 && classes.some((c) => normalizeName(c.name).includes(a) || c.id === a.replace(/ /g, '-'))) return allergy;
  }
  return null;
}

function conditionFindings(id: string, name: string, conditions: readonly string[]): ScreenFinding[] {
  const substance = substanceById.get(id);
  if (!substance) return [];
  const refs = new Set([id, ...classesOf(substance)]);
  const out: ScreenFinding[] = [];
  for (const c of conditionCautions) {
    const condition = conditions.find((x) => c.condition.test(x));
    if (condition && c.refs.some((r) => refs.has(r))) out.push({ kind: 'condition', subject: name, condition, detail: c.note, avoid: /avoid/.test(c.note) });
  }
  return out;
}

/** Screens the subjects against the person; `interactions: false` when the caller already reports cabinet interactions. */
export function screenFor(person: PersonSnapshot, subjects: readonly ScreenSubject[], options: { interactions?: boolean; message?: string } = {}): Screen {
  const answer = new Answer();
  const findings: ScreenFinding[] = [];
  const allergies = allergiesOf(person);
  const conditions = [...conditionsOf(person), ...(options.message ? conditionsInMessage(options.message) : [])];
  const known = subjects.filter((s): s is ScreenSubject & { id: string } => s.id !== null);
  let withheld: GatedFeature[] = [];
  let hiddenByAnalysis = 0;

  if (options.interactions !== false && known.length > 0 && person.cabinet.length > 0) {
    const { data: check } = checkSafety(person, known.map((s) => s.name), { includeCabinet: true, timing: false });
    withheld = withheldBeyondCabinet((names, o) => checkSafety(person, names, o), check.gated);
    const asked = new Set(known.map((s) => s.id));
    const cabinetIds = new Set(check.resolved.filter((r) => 'origin' in r && r.origin === 'cabinet').map((r) => r.id));
    for (const i of check.interactions) {
      const [subject, other] = asked.has(i.aId) && cabinetIds.has(i.bId) ? [i.a, i.b] : asked.has(i.bId) && cabinetIds.has(i.aId) ? [i.b, i.a] : [null, null];
      if (subject && other) {
        findings.push({ kind: 'interaction', severity: i.severity, subject, other, interaction: i });
        answer.cite(i.sources);
      }
    }
  }
  for (const s of subjects) {
    const allergy = s.id ? drugAllergy(s.id, allergies) : null;
    if (allergy) findings.push({ kind: 'allergy', subject: s.name, allergy, detail: `your profile lists an allergy to ${allergy}` });
    const before = findings.length;
    // A known substance has nothing personal for the ingredient engine to find without allergies, diet or conditions.
    const personal = allergies.length > 0 || conditions.length > 0 || dietsOf(person).length > 0;
    if (s.id && !personal) continue;
    const { data: a, sources } = analyzeFor(person, s.name);
    for (const x of a.allergens.filter((f) => f.matchesProfile)) findings.push({ kind: 'allergy', subject: s.name, allergy: x.allergen, detail: `${s.name} contains ${x.allergen.toLowerCase()}, and your profile lists that allergy` });
    for (const x of a.personalAllergies) findings.push({ kind: 'allergy', subject: s.name, allergy: x.allergy, detail: `your profile lists an allergy to ${x.allergy}` });
    for (const x of a.dietConflicts) findings.push({ kind: 'diet', subject: s.name, detail: `${x.diet}: ${x.reason}` });
    for (const x of a.conditionFindings) findings.push({ kind: 'condition', subject: s.name, condition: x.condition, detail: x.reason, avoid: x.severity === 'avoid' });
    if (!s.id) {
      hiddenByAnalysis += gatedOf(a.gated, 'supplement_interactions').reduce((n, g) => n + g.hidden, 0);
      for (const x of a.interactions) {
        findings.push({ kind: 'interaction', severity: x.severity, subject: s.name, other: x.aKind === 'drug' ? x.a : x.b, interaction: x });
      }
    }
    if (findings.length > before) answer.cite(sources);
    if (s.id) findings.push(...conditionFindings(s.id, s.name, conditions));
  }
  for (const c of conditionCautions) if (findings.some((f) => f.kind === 'condition' && f.detail === c.note)) answer.cite(c.sources);

  const unique = [...new Map(findings.map((f) => [`${f.kind}|${f.subject}|${'other' in f ? f.other : ''}|${'detail' in f ? f.detail : ''}`, f])).values()];
  const interactions = unique.filter((f): f is Extract<ScreenFinding, { kind: 'interaction' }> => f.kind === 'interaction').sort((x, y) => severityRank[x.severity] - severityRank[y.severity]);
  const worst = interactions[0]?.severity ?? null;
  const blocked = unique.some((f) => f.kind === 'allergy' || (f.kind === 'condition' && f.avoid));
  const lines: string[] = [];
  for (const f of unique.filter((x) => x.kind === 'allergy')) lines.push(`- **Allergy — avoid ${f.subject}:** ${f.detail}.`);
  for (const f of interactions) lines.push(`- **${severityLabel[f.severity]} with your ${f.other}:** ${f.interaction.summary} ${f.interaction.management}`);
  for (const f of unique.filter((x): x is Extract<ScreenFinding, { kind: 'condition' }> => x.kind === 'condition')) lines.push(`- **With your ${f.condition.toLowerCase()}:** ${f.detail}`);
  for (const f of unique.filter((x): x is Extract<ScreenFinding, { kind: 'diet' }> => x.kind === 'diet')) lines.push(`- **Your diet (${f.detail.split(':')[0]}):** ${f.detail.split(': ').slice(1).join(': ')}`);
  if (hiddenByAnalysis > 0) withheld = [withheldInteractions(hiddenByAnalysis + withheld.reduce((n, g) => n + g.hidden, 0))];
  const names = joinNames([...new Set(subjects.map((s) => s.name))]);
  if (lines.length > 0) {
    answer.use(...sectionsFor(unique));
    answer.say(`**For you — ${names} checked against your profile and medicine cabinet:**\n${lines.join('\n')}`);
  } else if (withheld.length > 0) {
    answer.use('medications').say(`I checked ${names} against your medicine cabinet: no major or contraindicated interaction is listed.`);
  }
  answer.say(gatedNote(withheld));
  return { findings: unique, answer, worst, blocked, withheld };
}

function sectionsFor(findings: readonly ScreenFinding[]): string[] {
  const out = new Set<string>();
  for (const f of findings) out.add(f.kind === 'interaction' ? 'medications' : f.kind === 'diet' ? 'dietary_info' : 'medical_history');
  return [...out];
}

/** "Checked against …" for an empty screen, so the person sees what was looked at. */
export function screenedLine(person: PersonSnapshot, names: readonly string[]): string | null {
  // An item is not checked against itself ("warfarin against your cabinet (Warfarin)").
  const others = person.cabinet.map((c) => c.substanceName ?? c.name).filter((n) => !names.some((x) => x.toLowerCase() === n.toLowerCase()));
  const parts = [
    others.length > 0 ? `your cabinet (${joinNames(others)})` : null,
    allergiesOf(person).length > 0 ? 'your allergies' : null,
    conditionsOf(person).length > 0 ? 'your conditions' : null,
    person.profile?.dietary_info?.type ? 'your diet' : null,
  ].filter((x): x is string => x !== null);
  if (parts.length === 0 || names.length === 0) return null;
  return `I checked ${joinNames([...new Set(names)])} against ${joinNames(parts)} and found nothing that flags it for you.`;
}
