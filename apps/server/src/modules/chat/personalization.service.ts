/**
 * The AI personalisation service (spec part 2 §3, §7, §8; P2-AI-01..05): it starts
 * uninitialised, becomes ready once the user id, the unified profile and its initialisation are
 * all present, and then builds the personalised prompt for a context. A failed initialisation
 * leaves it not ready; context calls then give the unchanged prompt with score 0 and the summary
 * 'Unable to load personalization context'. Failures are logged, never thrown.
 */
import type { FastifyBaseLogger } from 'fastify';
import { buildPersonalizedPrompt, unpersonalizedPrompt, type PersonalizationContext, type PersonalizationContextKind } from '@thrivewell/core/copy/personalization-prompt';
import { personalizationReady } from '@thrivewell/core/rules/personalization-score';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';

export type PersonalizationState = 'uninitialized' | 'ready' | 'not_ready';

export interface PersonalizationService {
  state(): PersonalizationState;
  initialize(): Promise<PersonalizationState>;
  context(kind: PersonalizationContextKind, basePrompt: string): PersonalizationContext;
}

export function createPersonalizationService(userId: string | null, loadProfile: () => Promise<UnifiedProfile | null>, log?: FastifyBaseLogger): PersonalizationService {
  let state: PersonalizationState = 'uninitialized';
  let profile: UnifiedProfile | null = null;
  return {
    state: () => state,
    async initialize() {
      try {
        profile = userId ? await loadProfile() : null;
        state = personalizationReady({ userId, profile, initialized: true }) ? 'ready' : 'not_ready';
      } catch (err) {
        log?.warn({ err, userId }, 'personalization context could not be loaded');
        profile = null;
        state = 'not_ready';
      }
      return state;
    },
    context(kind, basePrompt) {
      if (state !== 'ready') return unpersonalizedPrompt(basePrompt);
      return buildPersonalizedPrompt(basePrompt, profile, kind);
    },
  };
}
