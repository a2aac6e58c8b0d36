import { describe, expect, it } from 'vitest';
import type { AiConfig } from '../../config';
import { AiNotConfiguredError, type AiRequest } from './ai-provider';
import { createAiProvider } from './create-ai-provider';

describe('createAiProvider', () => {
  it('answers with the built-in responder by default (AI_PROVIDER=builtin)', () => {
    expect(createAiProvider({ provider: 'builtin' }).name).toBe('builtin');
  });

  it.each<AiConfig>([
    { provider: 'openai', apiKey: 'sk-test' },
    { provider: 'anthropic', apiKey: 'ak-test' },
    { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1' },
    { provider: 'openai', model: 'gpt-4o-mini' },
  ])('AI_PROVIDER=$provider → the LLM provider, built without throwing even when misconfigured', (config) => {
    expect(createAiProvider(config).name).toBe(config.provider);
  });

  it('an LLM provider (its SDK loaded on the first answer) answers the not-configured path', async () => {
    const provider = createAiProvider({ provider: 'anthropic' });
    const request = { message: 'Can I take ibuprofen with warfarin?', history: [] } as unknown as AiRequest;
    await expect(provider.respond(request)).rejects.toBeInstanceOf(AiNotConfiguredError);
    await expect(provider.respond(request)).rejects.toThrow('AI_PROVIDER=anthropic needs AI_API_KEY.');
  });
});
