/**
 * The chat tools (chat-tools.ts) as AI SDK tools for an LLM provider. Each tool hands the model a
 * compact copy of the data (long lists and texts cut, nested source lists dropped: the sources
 * are listed once, by title and url, so the model can cite them) and records the full sources in
 * a ledger that becomes the reply's `sources`. The safety check follows the user's plan (ADR 0007):
 * what it withholds comes with `planNote`, the sentence the model is asked to pass on.
 */
import { gatedNote } from '@thrivewell/assistant/gated-note';
import { uniqueSources, type ChatSource } from '@thrivewell/core/contracts/chat-contract';
import type { GatedFeature } from '@thrivewell/core/contracts/safety-contract';
import { tool } from 'ai';
import { z } from 'zod';
import type { ChatTools, ToolResult } from './chat-tools';

/** What the tool calls of one answer gathered. */
export class ToolLedger {
  private readonly cited: ChatSource[] = [];
  private readonly sections = new Set<string>();

  record(result: ToolResult<unknown>): void {
    this.cited.push(...result.sources);
  }

  recordProfileSections(sections: readonly string[]): void {
    for (const section of sections) this.sections.add(section);
  }

  /** The sources of every tool result, de-duplicated by url, in the order they were first seen. */
  get sources(): ChatSource[] {
    return uniqueSources(this.cited);
  }

  get profileSections(): string[] {
    return [...this.sections];
  }
}

export const compactLimits = { maxDepth: 6, maxItems: 12, maxText: 500, maxSources: 10 } as const;

/** A JSON-ready copy for the model: no `sources` keys (listed separately), no empty values, long parts cut. */
export function compactForModel(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.length > compactLimits.maxText ? `${value.slice(0, compactLimits.maxText - 1)}…` : value;
  if (typeof value !== 'object') return undefined;
  if (depth >= compactLimits.maxDepth) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, compactLimits.maxItems).map((item) => compactForModel(item, depth + 1) ?? null);
    return value.length > compactLimits.maxItems ? [...items, `… and ${value.length - compactLimits.maxItems} more`] : items;
  }
  const entries = Object.entries(value)
    .filter(([key]) => key !== 'sources')
    .map(([key, item]) => [key, compactForModel(item, depth + 1)] as const)
    .filter(([, item]) => item !== undefined && !(Array.isArray(item) && item.length === 0));
  return Object.fromEntries(entries);
}

function forModel(result: ToolResult<unknown>, ledger: ToolLedger) {
  ledger.record(result);
  return {
    data: compactForModel(result.data) ?? null,
    sources: result.sources.slice(0, compactLimits.maxSources).map(({ title, url }) => ({ title, url })),
  };
}

/** A gated result for the model, with what the plan withheld as one sentence to pass on. */
function withPlanNote(result: ToolResult<{ gated: GatedFeature[] }>, ledger: ToolLedger) {
  const planNote = gatedNote(result.data.gated);
  return { ...forModel(result, ledger), ...(planNote ? { planNote } : {}) };
}

const name = z.string().trim().min(1).max(120);

/** Every ChatTools method as an AI SDK tool bound to the signed-in user's tools. */
export function buildLlmTools(tools: ChatTools, ledger: ToolLedger) {
  return {
    checkSafety: tool({
      description:
        'Check interactions and timing between medicines, supplements, herbs or foods. Use for any "can I take X with Y" or "when should I take X" question. ' +
        "Major and contraindicated findings are always included. When the result has planNote, the user's plan withholds some moderate or minor supplement or food findings or timing tips: say so in one short sentence with the note's words (Wellness Pro shows them, plans at /pricing), and never say that nothing else was found.",
      inputSchema: z.object({
        names: z.array(name).min(1).max(12).describe('The items to check, e.g. ["ibuprofen", "warfarin"].'),
        includeCabinet: z.boolean().optional().describe("Also check against the user's saved medicines."),
      }),
      execute: async ({ names, includeCabinet }) => withPlanNote(await tools.checkSafety(names, { includeCabinet }), ledger),
    }),
    lookupSubstance: tool({
      description: 'Facts about one medicine, supplement or herb: uses, side effects, warnings.',
      inputSchema: z.object({ name }),
      execute: async ({ name: substance }) => forModel(tools.lookupSubstance(substance), ledger),
    }),
    lookupLibrary: tool({
      description: 'An essential oil or natural remedy from the library: uses, safety, precautions.',
      inputSchema: z.object({ name }),
      execute: async ({ name: entry }) => forModel(tools.lookupLibrary(entry), ledger),
    }),
    analyzeIngredients: tool({
      description: "Check an ingredient list against the user's allergies, diet, conditions and medications. A planNote in the result is passed on as for checkSafety.",
      inputSchema: z.object({ text: z.string().trim().min(1).max(4000).describe('The ingredient list as written on the label.') }),
      execute: async ({ text }) => withPlanNote(await tools.analyzeIngredients(text), ledger),
    }),
    getProfile: tool({
      description: "The user's health profile (age, conditions, allergies, medications, lifestyle, diet, goals).",
      inputSchema: z.object({}),
      execute: async () => {
        const result = await tools.getProfile();
        ledger.recordProfileSections(result.data.usedDataSections);
        return forModel(result, ledger);
      },
    }),
    getCabinet: tool({
      description: "The user's medicine cabinet: saved medicines with dosage and frequency.",
      inputSchema: z.object({}),
      execute: async () => forModel(await tools.getCabinet(), ledger),
    }),
  };
}
