/**
 * The tools the chat answers from (issue 6 "Grounding"): the knowledge engine of the safety
 * checks and the user's own profile and cabinet. Both answer engines use exactly these: the
 * built-in responder calls them directly, an LLM provider exposes them as AI SDK tools. Every
 * result carries the sources of the facts in it, so the answer can cite them.
 *
 * The functions are the assistant package's (`@thrivewell/assistant/knowledge-tools`), so the
 * built-in assistant and an LLM see the same facts; the implementation bound to one signed-in
 * user is `modules/chat/chat-tools.service.ts`.
 */
import type { GatedIngredientAnalysis, LibraryEntry, ProfileView, ToolResult } from '@thrivewell/assistant/knowledge-tools';
import type { CabinetEntry, PersonSnapshot } from '@thrivewell/assistant/person';
import type { GatedSafetyCheck } from '@thrivewell/knowledge/plan-gating';
import type { Substance } from '@thrivewell/knowledge/types';

export type { CabinetEntry, LibraryEntry, PersonSnapshot, ToolResult };
export type ProfileSnapshot = ProfileView;

export interface ChatTools {
  /** Interactions (and timing) between the named items, gated by the user's plan (withheld ones counted in `gated`); `includeCabinet` adds the user's saved medicines. */
  checkSafety(names: readonly string[], options?: { includeCabinet?: boolean }): Promise<ToolResult<GatedSafetyCheck>>;
  /** One substance's facts (uses via classes, side effects, warnings), or null when the name is unknown. */
  lookupSubstance(name: string): ToolResult<Substance | null>;
  /** An essential oil or natural remedy from the library by name. */
  lookupLibrary(name: string): ToolResult<LibraryEntry>;
  /** An ingredient list checked against the user's allergies, diet, conditions and medications (medicine interactions gated by the plan). */
  analyzeIngredients(text: string): Promise<ToolResult<GatedIngredientAnalysis>>;
  /** The user's unified health profile. */
  getProfile(): Promise<ToolResult<ProfileSnapshot>>;
  /** The user's medicine cabinet (the medications table). */
  getCabinet(): Promise<ToolResult<CabinetEntry[]>>;
  /** The person snapshot (profile and cabinet with resolved ids) the assistant package answers for. */
  getPerson(): Promise<PersonSnapshot>;
}
