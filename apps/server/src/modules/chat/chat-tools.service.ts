/**
 * The chat's tools bound to one signed-in user (issue 6 "Grounding"; interface in
 * providers/ai/chat-tools.ts). The facts come from the knowledge engine (runSafetyCheck,
 * resolveName, the essential-oil and remedy library, analyzeIngredients); the person's data
 * from the profile and cabinet services. Every result carries its sources, de-duplicated by url.
 *
 * The chat shows every finding regardless of plan: withholding a safety warning in a chat answer
 * would be worse than the upsell is worth (the safety page keeps its plan gating).
 */
import { uniqueSources, type ChatSource } from '@thrivewell/core/chat-contract';
import { profileSectionColumns } from '@thrivewell/core/profile-sections';
import { sectionHasData, type UnifiedProfile } from '@thrivewell/core/unified-profile';
import { analyzeIngredients, type IngredientAnalysis } from '@thrivewell/knowledge/ingredients';
import { substanceById } from '@thrivewell/knowledge/knowledge-base';
import { essentialOilLibrary, naturalRemedyLibrary, type EssentialOilView, type NaturalRemedyView } from '@thrivewell/knowledge/library';
import { nameLookup } from '@thrivewell/knowledge/name-index';
import { compactName, normalizeName } from '@thrivewell/knowledge/normalize';
import { resolveName } from '@thrivewell/knowledge/resolve';
import { runSafetyCheck, type NamedInput, type SafetyCheck } from '@thrivewell/knowledge/safety-check';
import type { Database } from '../../db/client';
import type { CabinetEntry, ChatTools, LibraryEntry, ProfileSnapshot, ToolResult } from '../../providers/ai/chat-tools';
import { listCabinet } from '../safety/cabinet.service';
import { findProfile, toProfile } from '../profile/profile.service';

/** Where the person's own data comes from: the database for a user, or memory in tests and benches. */
export interface ChatDataSource {
  /** The unified profile, or null when the user has none yet. */
  loadProfile(): Promise<UnifiedProfile | null>;
  /** The active cabinet entries, newest first. */
  loadCabinet(): Promise<CabinetEntry[]>;
}

/** The columns of unified_user_profiles that can hold a person's data. */
const dataColumns = [...Object.values(profileSectionColumns), 'conditions'] as const;

function usedSections(profile: UnifiedProfile | null): string[] {
  if (!profile) return [];
  return dataColumns.filter((column) => sectionHasData(profile[column]));
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

/** "Lavender essential oil", "tea tree oil", "lemon" → the oil and/or remedy of that name. */
export function findLibraryEntry(name: string): LibraryEntry {
  const key = normalizeName(name);
  const bare = key.replace(/\b(pure |organic )?(essential )?oils?$/, '').trim();
  const oil = libraryIndex.oils.get(key) ?? (bare ? libraryIndex.oils.get(bare) : undefined) ?? null;
  let remedy = libraryIndex.remedies.get(key) ?? (bare ? libraryIndex.remedies.get(bare) : undefined) ?? null;
  // Only exact names go to resolveName: a miss there computes spelling suggestions, which is slow for every word of a message.
  if (!remedy && key && (nameLookup.has(key) || nameLookup.has(compactName(key)))) {
    const r = resolveName(name);
    if (r.ok) remedy = libraryIndex.remedies.get(`substance ${r.item.id}`) ?? null;
  }
  return { oil, remedy };
}

function checkSources(check: SafetyCheck): ChatSource[] {
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

const textList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []);

/** The ChatTools over any data source (the real knowledge engine; only the person's data is swappable). */
export function chatToolsFor(data: ChatDataSource): ChatTools {
  return {
    async checkSafety(names, options = {}): Promise<ToolResult<SafetyCheck>> {
      const inputs: NamedInput[] = names.map((input) => ({ input, origin: 'request' }));
      if (options.includeCabinet) for (const entry of await data.loadCabinet()) inputs.push({ input: entry.name, origin: 'cabinet' });
      const check = runSafetyCheck(inputs);
      return { data: check, sources: checkSources(check) };
    },

    lookupSubstance(name) {
      const r = resolveName(name);
      return r.ok ? { data: r.substance, sources: uniqueSources(r.substance.sources) } : { data: null, sources: [] };
    },

    lookupLibrary(name) {
      const entry = findLibraryEntry(name);
      return { data: entry, sources: uniqueSources(entry.oil?.sources ?? [], entry.remedy?.sources ?? []) };
    },

    async analyzeIngredients(text) {
      const [profile, cabinet] = await Promise.all([data.loadProfile(), data.loadCabinet()]);
      const history = profile?.medical_history;
      const diet = profile?.dietary_info;
      const analysis = analyzeIngredients(text, {
        allergies: textList(history?.allergies),
        diets: [...(diet?.type && diet.type !== 'omnivore' && diet.type !== 'other' ? [diet.type] : []), ...textList(diet?.restrictions)],
        conditions: [...textList(history?.currentConditions), ...textList(history?.chronicConditions), ...textList(profile?.conditions?.diagnosed)],
        medications: cabinet.map((entry) => entry.name),
      });
      return { data: analysis, sources: analysisSources(analysis) };
    },

    async getProfile(): Promise<ToolResult<ProfileSnapshot>> {
      const profile = await data.loadProfile();
      return { data: { profile, usedDataSections: usedSections(profile) }, sources: [] };
    },

    async getCabinet() {
      return { data: await data.loadCabinet(), sources: [] };
    },
  };
}

/** Runs `load` on the first call only; later calls share its promise (one read per chat turn). A failed read is tried again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    }));
}

/**
 * The tools bound to the signed-in user for one chat turn: the profile and the active cabinet
 * entries are read from the database once, however many tools use them.
 */
export function createChatTools(db: Database, userId: string): ChatTools {
  return chatToolsFor({
    loadProfile: once(async () => {
      const row = await findProfile(db, userId);
      return row ? toProfile(row) : null;
    }),
    loadCabinet: once(async () => {
      const items = await listCabinet(db, userId);
      return items.filter((i) => i.active).map((i) => ({ name: i.name, dosage: i.dosage, frequency: i.frequency, type: i.type }));
    }),
  });
}
