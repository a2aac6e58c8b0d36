import { describe, expect, it } from 'vitest';
import { additives } from './data/ingredients/additives';
import { allergenGroups } from './data/ingredients/allergens';
import { conditionIngredientRules } from './data/ingredients/conditions';
import { diets, ingredientGroups } from './data/ingredients/diets';
import { essentialOils } from './data/essential-oils';
import { naturalRemedies } from './data/remedies';
import { classById, interactionRules, refExists, substanceById, substanceClasses, substances, timingRules } from './knowledge-base';
import { ambiguousNames } from './name-index';
import { isValidSource, type Source } from './source';
import { severities } from './types';

const count = (kind: string) => substances.filter((s) => s.kind === kind).length;
const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);
const badSources = (owner: string, sources: readonly Source[]) => (sources.length === 0 ? [`${owner}: no source`] : sources.filter((s) => !isValidSource(s)).map((s) => `${owner}: ${s.url}`));

describe('knowledge base size (issue 4)', () => {
  it('has at least 300 drugs, 80 supplements and herbs, 50 foods and drinks', () => {
    expect(count('drug')).toBeGreaterThanOrEqual(300);
    expect(count('supplement')).toBeGreaterThanOrEqual(80);
    expect(count('food')).toBeGreaterThanOrEqual(50);
  });
  it('has at least 60 classes, 40 essential oils and 40 natural remedies', () => {
    expect(substanceClasses.length).toBeGreaterThanOrEqual(60);
    expect(essentialOils.length).toBeGreaterThanOrEqual(40);
    expect(naturalRemedies.length).toBeGreaterThanOrEqual(40);
  });
  it('covers the US major 9 and the EU 14 allergens', () => {
    expect(allergenGroups.filter((g) => g.regions.includes('US')).length).toBeGreaterThanOrEqual(9);
    expect(allergenGroups.filter((g) => g.regions.includes('EU')).length).toBeGreaterThanOrEqual(14);
    expect(additives.length).toBeGreaterThan(0);
    expect(diets.map((d) => d.id)).toEqual(expect.arrayContaining(['vegan', 'vegetarian', 'gluten-free']));
  });
});

describe('knowledge base integrity', () => {
  it('has unique ids everywhere', () => {
    expect(duplicates(substances.map((s) => s.id))).toEqual([]);
    expect(duplicates(substanceClasses.map((c) => c.id))).toEqual([]);
    expect(duplicates(interactionRules.map((r) => r.id))).toEqual([]);
    expect(duplicates(timingRules.map((r) => r.id))).toEqual([]);
    expect(duplicates(essentialOils.map((o) => o.id))).toEqual([]);
    expect(duplicates(naturalRemedies.map((r) => r.id))).toEqual([]);
  });

  it('uses lowercase kebab-case ids', () => {
    const bad = [...substances, ...substanceClasses].map((x) => x.id).filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id));
    expect(bad).toEqual([]);
  });

  it('gives every fact at least one valid public source', () => {
    const problems = [
      ...substances.flatMap((s) => badSources(s.id, s.sources)),
      ...substanceClasses.flatMap((c) => badSources(c.id, c.sources)),
      ...interactionRules.flatMap((r) => badSources(r.id, r.sources)),
      ...timingRules.flatMap((r) => badSources(r.id, r.sources)),
      ...allergenGroups.flatMap((g) => badSources(g.id, g.sources)),
      ...additives.flatMap((a) => badSources(a.code, a.sources)),
      ...diets.flatMap((d) => badSources(d.id, d.sources)),
      ...conditionIngredientRules.flatMap((r) => badSources(r.id, r.sources)),
      ...essentialOils.flatMap((o) => badSources(o.id, o.sources)),
      ...naturalRemedies.flatMap((r) => badSources(r.id, r.sources)),
    ];
    expect(problems).toEqual([]);
  });

  it('never cites sources whose licence we cannot use', () => {
    const banned = /drugbank|ddinter|crediblemeds|drugs\.com|medscape|webmd/i;
    const all = [...substances, ...interactionRules, ...timingRules, ...essentialOils, ...naturalRemedies].flatMap((x) => x.sources);
    expect(all.filter((s) => banned.test(s.url)).map((s) => s.url)).toEqual([]);
  });

  it('only refers to classes and substances that exist', () => {
    const missing = [
      ...substances.flatMap((s) => s.classes.filter((c) => !classById.has(c)).map((c) => `${s.id} → class ${c}`)),
      ...substances.flatMap((s) => (s.components ?? []).filter((c) => !substanceById.has(c)).map((c) => `${s.id} → component ${c}`)),
      ...substanceClasses.flatMap((c) => (c.parents ?? []).filter((p) => !classById.has(p)).map((p) => `${c.id} → parent ${p}`)),
      ...interactionRules.flatMap((r) => [r.a, r.b].filter((ref) => !refExists(ref)).map((ref) => `${r.id} → ${ref}`)),
      ...interactionRules.flatMap((r) => (r.except ?? []).filter((id) => !substanceById.has(id)).map((id) => `${r.id} except → ${id}`)),
      ...timingRules.flatMap((r) => [r.subject, ...(r.other ? [r.other] : [])].filter((ref) => !refExists(ref)).map((ref) => `${r.id} → ${ref}`)),
      ...essentialOils.flatMap((o) => o.interactions.filter((i) => !refExists(i.with)).map((i) => `${o.id} → ${i.with}`)),
      ...naturalRemedies.flatMap((r) => r.interactions.filter((i) => !refExists(i.with)).map((i) => `${r.id} → ${i.with}`)),
      ...naturalRemedies.filter((r) => r.substanceId && !substanceById.has(r.substanceId)).map((r) => `${r.id} → substance ${r.substanceId}`),
      ...diets.flatMap((d) => d.excludes.filter((g) => !ingredientGroups.some((x) => x.id === g)).map((g) => `${d.id} → group ${g}`)),
      ...diets.flatMap((d) => (d.excludesAllergens ?? []).filter((g) => !allergenGroups.some((x) => x.id === g)).map((g) => `${d.id} → allergen ${g}`)),
    ];
    expect(missing).toEqual([]);
  });

  it('uses only the four severities and fills every rule text', () => {
    const bad = interactionRules.filter((r) => !severities.includes(r.severity) || !r.summary.trim() || !r.mechanism.trim() || !r.management.trim());
    expect(bad.map((r) => r.id)).toEqual([]);
  });

  it('gives drugs their side effects, serious effects and warnings', () => {
    const bad = substances.filter((s) => s.kind === 'drug' && (!s.sideEffects?.length || !s.seriousSideEffects?.length || !s.warnings?.length));
    expect(bad.map((s) => s.id)).toEqual([]);
  });

  it('never gives one name to two substances', () => {
    expect(ambiguousNames()).toEqual([]);
  });

  it('never tells anyone to stop a medicine on their own', () => {
    const risky = /\bstop (taking )?(your|the) (medicine|medication)\b(?![^.]*\b(prescriber|doctor|pharmacist)\b)/i;
    expect(interactionRules.filter((r) => risky.test(r.management)).map((r) => r.id)).toEqual([]);
  });
});
