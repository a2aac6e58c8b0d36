import { analyzeFor, checkSafety } from '@thrivewell/assistant/knowledge-tools';
import { buildPerson } from '@thrivewell/assistant/person';
import { freeAccess, planAccessOf, type PlanAccess } from '@thrivewell/knowledge/plan-gating';
import { describe, expect, it } from 'vitest';
import type { ChatTools } from './chat-tools';
import { buildLlmTools, compactForModel, compactLimits, ToolLedger } from './llm-tools';

describe('compactForModel', () => {
  it('drops nested source lists and empty values, keeps the facts', () => {
    const data = { name: 'Warfarin', sources: [{ title: 'x', url: 'https://x.test' }], brands: [], note: undefined, severity: 'major', dose: 5, active: true, other: null };
    expect(compactForModel(data)).toEqual({ name: 'Warfarin', severity: 'major', dose: 5, active: true, other: null });
  });

  it('cuts long lists and long texts', () => {
    const many = Array.from({ length: compactLimits.maxItems + 3 }, (_, i) => i);
    const long = 'a'.repeat(compactLimits.maxText + 100);
    const result = compactForModel({ many, long }) as { many: unknown[]; long: string };
    expect(result.many).toHaveLength(compactLimits.maxItems + 1);
    expect(result.many.at(-1)).toBe('… and 3 more');
    expect(result.long).toHaveLength(compactLimits.maxText);
    expect(result.long.endsWith('…')).toBe(true);
  });

  it('stops at the depth limit', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < compactLimits.maxDepth + 2; i++) deep = { deeper: deep };
    expect(JSON.stringify(compactForModel(deep))).not.toContain('bottom');
  });
});

describe('ToolLedger', () => {
  it('collects sources de-duplicated by url, in first-seen order, and profile sections once', () => {
    const ledger = new ToolLedger();
    const a = { title: 'A', url: 'https://a.test' };
    const b = { title: 'B', url: 'https://b.test' };
    ledger.record({ data: null, sources: [a, b] });
    ledger.record({ data: null, sources: [{ title: 'A again', url: 'https://a.test' }] });
    ledger.recordProfileSections(['medications', 'medications', 'personal_info']);
    expect(ledger.sources).toEqual([a, b]);
    expect(ledger.profileSections).toEqual(['medications', 'personal_info']);
  });
});

describe('buildLlmTools: checkSafety follows the plan (ADR 0007)', () => {
  const warfarin = { name: 'Warfarin', dosage: '5 mg', frequency: 'daily', type: 'prescription' };
  async function ask(access: PlanAccess) {
    const person = buildPerson(null, [warfarin], access);
    const tools = { checkSafety: async (names: readonly string[], options?: { includeCabinet?: boolean }) => checkSafety(person, names, options) } as Pick<ChatTools, 'checkSafety'> as ChatTools;
    const execute = buildLlmTools(tools, new ToolLedger()).checkSafety.execute!;
    const result = await execute({ names: ['fish oil', "St John's wort"], includeCabinet: true }, { toolCallId: 'call-1', messages: [] });
    return result as unknown as { data: { interactions: { aId: string; bId: string; severity: string }[] }; planNote?: string };
  }

  it('gives the model the serious finding and the note of what the free plan withholds', async () => {
    const result = await ask(freeAccess);
    expect(result.data.interactions.map((i) => [[i.aId, i.bId].sort().join(' + '), i.severity])).toEqual([['st-johns-wort + warfarin', 'major']]);
    expect(result.planNote).toBe(
      '1 more moderate or minor interaction involving a supplement or food is part of Wellness Pro. Major and contraindicated interactions are always shown, on every plan. ' +
        '2 timing tips for this list (with food, time of day, spacing) and the day plan are part of Wellness Pro. Compare plans at /pricing.',
    );
  });

  it('passes the note for an ingredient list too (grapefruit with a statin, free plan)', async () => {
    const person = buildPerson(null, [{ name: 'Atorvastatin', dosage: '20 mg', frequency: 'daily', type: 'prescription' }], freeAccess);
    const tools = { analyzeIngredients: async (text: string) => analyzeFor(person, text) } as Pick<ChatTools, 'analyzeIngredients'> as ChatTools;
    const result = (await buildLlmTools(tools, new ToolLedger()).analyzeIngredients.execute!({ text: 'sugar, grapefruit juice' }, { toolCallId: 'call-2', messages: [] })) as unknown as { data: { interactions?: unknown[] }; planNote?: string };
    expect(result.data.interactions).toBeUndefined();
    expect(result.planNote).toMatch(/^1 more moderate or minor interaction involving a supplement or food is part of Wellness Pro\./);
  });

  it('gives a Wellness Pro user every finding and no note', async () => {
    const result = await ask(planAccessOf('wellness_plus'));
    expect(result.data.interactions.map((i) => i.severity).sort()).toEqual(['major', 'moderate']);
    expect(result.planNote).toBeUndefined();
  });
});
