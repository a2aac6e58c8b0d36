/**
 * The chat's tools bound to one signed-in user (issue 6 "Grounding"; interface in
 * providers/ai/chat-tools.ts). The facts come from the knowledge engine (runSafetyCheck,
 * resolveName, the essential-oil and remedy library, analyzeIngredients); the person's data
 * from the profile and cabinet services. Every result carries its sources, de-duplicated by url.
 *
 * The safety check follows the user's plan as the safety pages do (ADR 0007): major and
 * contraindicated findings always, moderate and minor supplement and food findings and timing on
 * Wellness Pro, what is withheld counted so the answer can say so.
 */
import { analyzeFor, checkSafety, lookupLibrary, lookupSubstance } from '@thrivewell/assistant/knowledge-tools';
import { buildPerson, type CabinetItem, type PersonSnapshot } from '@thrivewell/assistant/person';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import type { PlanAccess } from '@thrivewell/knowledge/plan-gating';
import type { Database } from '../../db/client';
import type { CabinetEntry, ChatTools } from '../../providers/ai/chat-tools';
import type { CabinetService } from '../cabinet/cabinet.service';
import { findProfile, toProfile } from '../profile/profile.service';

/** Where the person's own data comes from: the database for a user, or memory in tests and benches. */
export interface ChatDataSource {
  /** The unified profile, or null when the user has none yet. */
  loadProfile(): Promise<UnifiedProfile | null>;
  /** The active cabinet entries, newest first (resolved already, or resolved when the snapshot is built). */
  loadCabinet(): Promise<(CabinetEntry | CabinetItem)[]>;
  /** What the user's plan opens of a safety answer. */
  access: PlanAccess;
}

/** The ChatTools over any data source: the assistant package's functions over the person's snapshot, read once. */
export function chatToolsFor(data: ChatDataSource): ChatTools {
  let pending: Promise<PersonSnapshot> | undefined;
  const person = () =>
    (pending ??= Promise.all([data.loadProfile(), data.loadCabinet()])
      .then(([profile, cabinet]) => buildPerson(profile, cabinet, data.access))
      .catch((err: unknown) => {
        pending = undefined;
        throw err;
      }));
  return {
    checkSafety: async (names, options = {}) => checkSafety(await person(), names, options),
    lookupSubstance,
    lookupLibrary,
    analyzeIngredients: async (text) => analyzeFor(await person(), text),
    getProfile: async () => {
      const p = await person();
      return { data: { profile: p.profile, usedDataSections: p.usedDataSections }, sources: [] };
    },
    getCabinet: async () => ({ data: (await person()).cabinet.map(({ name, dosage, frequency, type }) => ({ name, dosage, frequency, type })), sources: [] }),
    getPerson: person,
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
export function createChatTools(db: Database, cabinet: Pick<CabinetService, 'activeItems'>, userId: string, access: PlanAccess): ChatTools {
  return chatToolsFor({
    access,
    loadProfile: once(async () => {
      const row = await findProfile(db, userId);
      return row ? toProfile(row) : null;
    }),
    loadCabinet: once(async () => {
      const items = await cabinet.activeItems(userId);
      // With the resolution the cabinet kept: the chat does not look the names up again.
      return items.map((i): CabinetItem => ({ name: i.name, dosage: i.dosage, frequency: i.frequency, type: i.type, substanceId: i.substanceId, substanceName: i.substanceName, suggestions: i.suggestions }));
    }),
  });
}
