import { describe, expect, it } from 'vitest';
import { compactForModel, compactLimits, ToolLedger } from './llm-tools';

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
