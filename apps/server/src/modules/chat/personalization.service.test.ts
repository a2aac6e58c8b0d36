import { describe, expect, it, vi } from 'vitest';
import { personalizationContexts, personalizationUnavailableSummary } from '@thrivewell/core/copy/personalization-prompt';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { createPersonalizationService } from './personalization.service';

const profile = {
  personal_info: { age: 42, gender: 'female' },
  lifestyle_data: { sleepHours: 6, stressLevel: 7 },
  medications: { current: [{ id: 'm1', name: 'Warfarin', active: true }] },
  health_goals: { primary: ['Better sleep'] },
} as unknown as UnifiedProfile;
const base = 'You are a wellness assistant.';

describe('personalization service', () => {
  it('P2-AI-03: starts uninitialised and is ready once the user id and profile are loaded', async () => {
    const service = createPersonalizationService('u1', async () => profile);
    expect(service.state()).toBe('uninitialized');
    expect(service.context('general', base).personalizationScore).toBe(0);
    expect(await service.initialize()).toBe('ready');
  });

  it('P2-AI-01/02: every context gives base, enhanced prompt, summary, score and used sections', async () => {
    const service = createPersonalizationService('u1', async () => profile);
    await service.initialize();
    for (const kind of personalizationContexts) {
      const ctx = service.context(kind, base);
      expect(ctx.basePrompt).toBe(base);
      expect(ctx.enhancedPrompt.startsWith(base)).toBe(true);
      expect(ctx.personalizationScore).toBeGreaterThan(0);
      expect(Array.isArray(ctx.usedDataSections)).toBe(true);
    }
    expect(service.context('medication_safety', base).enhancedPrompt).toContain('Warfarin');
    expect(service.context('lifestyle', base).usedDataSections).toContain('lifestyle_data');
  });

  it('P2-AI-04/05: a failed load leaves it not ready, logs, and gives the unchanged prompt with score 0', async () => {
    const log = { warn: vi.fn() };
    const service = createPersonalizationService('u1', async () => Promise.reject(new Error('db down')), log as never);
    expect(await service.initialize()).toBe('not_ready');
    expect(log.warn).toHaveBeenCalled();
    expect(service.context('nutrition', base)).toEqual({
      basePrompt: base,
      enhancedPrompt: base,
      contextSummary: personalizationUnavailableSummary,
      personalizationScore: 0,
      usedDataSections: [],
    });
  });

  it('no user or no profile is not ready', async () => {
    expect(await createPersonalizationService(null, async () => profile).initialize()).toBe('not_ready');
    expect(await createPersonalizationService('u1', async () => null).initialize()).toBe('not_ready');
  });
});
