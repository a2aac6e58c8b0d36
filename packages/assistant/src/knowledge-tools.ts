/**
 * The assistant's tools (issue 6 "Grounding"): the knowledge engine of the safety checks and the
 * person's own profile and cabinet, synchronous and pure. The built-in assistant composes its
 * answers from exactly these; the server exposes the same functions to LLM providers as AI SDK
 * tools, so both answer engines see the same facts. Every result carries the sources of the
 * facts in it, so the answer can cite them. The safety check follows the person's plan exactly as
 * the safety pages do (plan-gating.ts, ADR 0007): serious findings always, what is withheld counted.
 */
import { uniqueSources, type ChatSource } from '@thrivewell/core/contracts/chat-contract';
import type { GatedFeature } from '@thrivewell/core/contracts/safety-contract';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { analyzeIngredients, type IngredientAnalysis } from '@thrivewell/knowledge/ingredients';
import { substanceById } from '@thrivewell/knowledge/knowledge-base';
import { essentialOilLibrary, naturalRemedyLibrary, type EssentialOilView, type NaturalRemedyView } from '@thrivewell/knowledge/library';
import { nameLookup } from '@thrivewell/knowledge/name-index';
import { compactName, normalizeName } from '@thrivewell/knowledge/normalize';
import { gateCheck, gateInteractions, type GatedSafetyCheck } from '@thrivewell/knowledge/plan-gating';
import { resolveName } from '@thrivewell/knowledge/resolve';
import { runSafetyCheck, type NamedInput } from '@thrivewell/knowledge/safety-check';
import type { Substance } from '@thrivewell/knowledge/types';
import { allergiesOf, conditionsOf, dietsOf, type CabinetEntry, type PersonSnapshot } from './person';

export interface ToolResult<T> {
  data: T;
  /** De-duplicated by url. */
  sources: ChatSource[];
}

export interface ProfileView {
  /** null for a user without a unified profile yet. */
  profile: UnifiedProfile | null;
  /** The unified_user_profiles columns that hold data. */
  usedDataSections: string[];
}

/** An ingredient analysis for a person: its interactions with their medicines follow their plan, withheld ones counted. */
export interface GatedIngredientAnalysis extends IngredientAnalysis {
  gated: GatedFeature[];
}

export interface LibraryEntry {
  oil: EssentialOilView | null;
  remedy: NaturalRemedyView | null;
}

export interface AssistantTools {
  /** Interactions (and timing) between the named items, gated by the person's plan; `includeCabinet` adds the person's saved medicines. */
  checkSafety(names: readonly string[], options?: { includeCabinet?: boolean; timing?: boolean }): ToolResult<GatedSafetyCheck>;
  /** One substance's facts (uses via classes, side effects, warnings), or null when the name is unknown. */
  lookupSubstance(name: string): ToolResult<Substance | null>;
  /** An essential oil or natural remedy from the library by name. */
  lookupLibrary(name: string): ToolResult<LibraryEntry>;
  /** An ingredient list (or a food's name) checked against the person's allergies, diet, conditions and medications. */
  analyzeIngredients(text: string): ToolResult<GatedIngredientAnalysis>;
  getProfile(): ToolResult<ProfileView>;
  getCabinet(): ToolResult<CabinetEntry[]>;
}

/** Library names → entries: the oil's id and name (with or without "oil"), a remedy's name and subject ("Valerian" of "Valerian for sleep"). */
const libraryIndex = (() => {
  const oils = new Map<string, EssentialOilView>();
  const remedies = new Map<string, NaturalRemedyView>();
  const put = <T>(map: Map<string, T>, key: string, value: T) => {
    const k = normalizeName(key);
    if (k && !map.has(k)) map.set(k, value);
  };
  for (const oil of essentialOilLibrary) {
    const base = oil.name.replace(/\s*\(.*\)\s*/, '');
    for (const key of [oil.name, base, oil.id.replace(/-/g, ' '), oil.botanicalName]) put(oils, key, oil);
  }
  for (const remedy of naturalRemedyLibrary) {
    put(remedies, remedy.name, remedy);
    put(remedies, remedy.id.replace(/-/g, ' '), remedy);
    put(remedies, remedy.name.split(/ for | to /)[0]!, remedy);
    if (remedy.substanceId) put(remedies, `substance ${remedy.substanceId}`, remedy);
  }
  return { oils, remedies };
})();

/** The library's remedy for a substance id ('valerian' → "Valerian for sleep"), if any. */
export function remedyForSubstance(id: string): NaturalRemedyView | null {
  return libraryIndex.remedies.get(`substance ${id}`) ?? null;
}

/** "Lavender essential oil", "tea tree oil", "lemon" → the oil and/or remedy of that name. */
export function findLibraryEntry(name: string): LibraryEntry {
  const key = normalizeName(name);
  const bare = key.replace(/\b(pure |organic )?(essential )?oils?$/, '').trim();
  const oil = libraryIndex.oils.get(key) ?? (bare ? libraryIndex.oils.get(bare) : undefined) ?? null;
  let remedy = libraryIndex.remedies.get(key) ?? (bare ? libraryIndex.remedies.get(bare) : undefined) ?? null;
  // Only exact names go to resolveName: a miss there computes spelling suggestions, which is slow for every word of a message.
  if (!remedy && key && (nameLookup.has(key) || nameLookup.has(compactName(key)))) {
    const r = resolveName(name);
    if (r.ok) remedy = remedyForSubstance(r.item.id);
  }
  return { oil, remedy };
}

function checkSources(check: GatedSafetyCheck): ChatSource[] {
  const substances = check.resolved.map((item) => substanceById.get(item.id)?.sources ?? []);
  return uniqueSources(...check.interactions.map((i) => i.sources), ...check.timing.map((t) => t.sources), ...substances);
}

function analysisSources(a: IngredientAnalysis): ChatSource[] {
  return uniqueSources(
    ...a.allergens.map((x) => x.sources),
    ...a.additives.map((x) => x.sources),
    ...a.conditionFindings.map((x) => x.sources),
    ...a.interactions.map((x) => x.sources),
  );
}

/** The check of the named items for the person: what their plan withholds is counted in `gated`, its sources not cited. */
export function checkSafety(person: PersonSnapshot, names: readonly string[], options: { includeCabinet?: boolean; timing?: boolean } = {}): ToolResult<GatedSafetyCheck> {
  const inputs: NamedInput[] = names.map((input) => ({ input, origin: 'request' }));
  // The cabinet's entries are resolved already: their ids are used, not their names.
  if (options.includeCabinet) for (const entry of person.cabinet) inputs.push({ input: entry.name, origin: 'cabinet', known: { substanceId: entry.substanceId, suggestions: entry.suggestions ?? [] } });
  const timing = options.timing !== false && person.access.foodDrugTiming;
  const gated = gateCheck(runSafetyCheck(inputs, timing ? {} : { timing: false }), person.access);
  // Timing that was not asked for is not withheld either.
  const check = options.timing === false ? { ...gated, gated: gated.gated.filter((g) => g.feature !== 'food_drug_timing') } : gated;
  return { data: check, sources: checkSources(check) };
}

export function lookupSubstance(name: string): ToolResult<Substance | null> {
  const r = resolveName(name);
  return r.ok ? { data: r.substance, sources: uniqueSources(r.substance.sources) } : { data: null, sources: [] };
}

export function lookupLibrary(name: string): ToolResult<LibraryEntry> {
  const entry = findLibraryEntry(name);
  return { data: entry, sources: uniqueSources(entry.oil?.sources ?? [], entry.remedy?.sources ?? []) };
}

/**
 * Analyses already made, by their inputs. The ingredient engine is a pure function of the text and
 * the profile over a static knowledge base, and a chat answer asks it about the same few names
 * (the options for a symptom, a cabinet) again and again; bounded, oldest dropped first.
 */
const analysisCache = new Map<string, ToolResult<IngredientAnalysis>>();
const analysisCacheSize = 2000;

/** Empties the analysis cache (benches measure cold answers with it). */
export function clearAnalysisCache(): void {
  analysisCache.clear();
}

/** The ingredient engine through the cache. */
export function analyzeCached(text: string, profile: { allergies: string[]; diets: string[]; conditions: string[]; medications: string[] }): ToolResult<IngredientAnalysis> {
  const key = JSON.stringify([text, profile.allergies, profile.diets, profile.conditions, profile.medications]);
  const cached = analysisCache.get(key);
  if (cached) return cached;
  const analysis = analyzeIngredients(text, profile);
  const result = { data: analysis, sources: analysisSources(analysis) };
  if (analysisCache.size >= analysisCacheSize) analysisCache.delete(analysisCache.keys().next().value!);
  analysisCache.set(key, result);
  return result;
}

/** The analysis against the person's profile and cabinet; its medicine interactions follow the plan like checkSafety's. */
export function analyzeFor(person: PersonSnapshot, text: string): ToolResult<GatedIngredientAnalysis> {
  const { data, sources } = analyzeCached(text, { allergies: allergiesOf(person), diets: dietsOf(person), conditions: conditionsOf(person), medications: person.cabinet.map((entry) => entry.name) });
  const { interactions, gated } = gateInteractions(data.interactions, person.access);
  if (gated.length === 0) return { data: { ...data, gated }, sources };
  const analysis = { ...data, interactions, gated };
  return { data: analysis, sources: analysisSources(analysis) };
}

/** The tools bound to one person. */
export function toolsFor(person: PersonSnapshot): AssistantTools {
  return {
    checkSafety: (names, options) => checkSafety(person, names, options),
    lookupSubstance,
    lookupLibrary,
    analyzeIngredients: (text) => analyzeFor(person, text),
    getProfile: () => ({ data: { profile: person.profile, usedDataSections: person.usedDataSections }, sources: [] }),
    getCabinet: () => ({ data: person.cabinet.map(({ name, dosage, frequency, type }) => ({ name, dosage, frequency, type })), sources: [] }),
  };
}
