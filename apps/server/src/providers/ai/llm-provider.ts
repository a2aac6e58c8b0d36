/**
 * The chat's LLM answer engine through the AI SDK (issue 6 "Providers"): OpenAI, Anthropic, or any
 * server that speaks the OpenAI chat-completions API (Ollama, vLLM, llama.cpp server). The model
 * answers from the chat tools (llm-tools.ts); the system prompt is the personalised prompt plus
 * fixed safety rules. A provider missing what it needs still constructs, so the app boots; it
 * answers with AiNotConfiguredError. Nothing is logged here: the caller logs the error it gets.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, generateText, RetryError, stepCountIs, streamText, type LanguageModel, type ModelMessage } from 'ai';
import { llmBrief, type LlmBrief } from '@thrivewell/assistant/llm-brief';
import type { AiConfig } from '../../config';
import { AiNotConfiguredError, AiProviderError, type AiProvider, type AiReply, type AiRequest } from './ai-provider';
import { buildLlmTools, ToolLedger } from './llm-tools';

export interface LlmProviderOptions {
  /** The fetch the SDK uses (tests point it at a local fake server). */
  fetch?: typeof fetch;
  /** Retries of a failed upstream call (the AI SDK retries 5xx and network errors); default 1. */
  maxRetries?: number;
}

/** Small, fast, tool-capable defaults when AI_MODEL is unset (Claude 3.5 Haiku is retired upstream). */
export const defaultModels = { openai: 'gpt-4o-mini', anthropic: 'claude-haiku-4-5' } as const;

/** Model calls per answer, tool rounds included; the last one may not call tools, so it answers. */
export const maxSteps = 5;
const temperature = 0.3;
/** Chat answers are short; an explicit cap also spares the SDK guessing a limit for unknown models. */
const maxOutputTokens = 1024;
/** Sent to OpenAI-compatible servers that need no key (Ollama, llama.cpp): the SDK always sends one. */
const placeholderApiKey = 'not-needed';

export const safetyRules = [
  'Rules that always apply:',
  '- Your answers are educational wellness information, not medical advice. Never diagnose.',
  '- Never tell the user to stop, skip, start or change the dose of a prescribed medicine on their own; if asked, kindly say that decision belongs with their prescriber or pharmacist.',
  '- Answer from the tools, not from memory: checkSafety for interactions and timing, lookupSubstance, lookupLibrary, analyzeIngredients, getProfile and getCabinet. Cite the titles of the sources the tools return.',
  "- For any question that names a medicine, supplement, herb, food or product, call checkSafety with includeCabinet: true before answering, and tell the user what it finds against their cabinet, allergies, diet and conditions — even if they did not ask.",
  '- When the tools do not cover the question or you are unsure, say so plainly and suggest a healthcare professional.',
  '- Keep the answer short, warm and practical, in plain language.',
].join('\n');

type ModelChoice = { ok: true; model: LanguageModel } | { ok: false; detail: string };

function chooseModel(config: AiConfig, options: LlmProviderOptions): ModelChoice {
  const { apiKey, baseUrl, model } = config;
  const fetch = options.fetch;
  switch (config.provider) {
    case 'openai':
      if (!apiKey) return { ok: false, detail: 'AI_PROVIDER=openai needs AI_API_KEY.' };
      return { ok: true, model: createOpenAI({ apiKey, baseURL: baseUrl, fetch }).chat(model ?? defaultModels.openai) };
    case 'anthropic':
      if (!apiKey) return { ok: false, detail: 'AI_PROVIDER=anthropic needs AI_API_KEY.' };
      return { ok: true, model: createAnthropic({ apiKey, baseURL: baseUrl, fetch })(model ?? defaultModels.anthropic) };
    case 'openai-compatible': {
      const missing = [baseUrl ? null : 'AI_BASE_URL (e.g. http://localhost:11434/v1 for Ollama)', model ? null : 'AI_MODEL'].filter((x) => x !== null);
      if (!baseUrl || !model) return { ok: false, detail: `AI_PROVIDER=openai-compatible needs ${missing.join(' and ')}.` };
      const provider = createOpenAI({ baseURL: baseUrl, apiKey: apiKey ?? placeholderApiKey, name: 'openai-compatible', fetch });
      return { ok: true, model: provider.chat(model) };
    }
    case 'builtin':
      return { ok: false, detail: 'AI_PROVIDER=builtin is not an LLM provider.' };
  }
}

export function buildSystemPrompt(request: AiRequest, brief?: LlmBrief): string {
  const prompt = request.personalization.enhancedPrompt.trim() || request.personalization.basePrompt.trim();
  const parts = [prompt, safetyRules, brief?.screenText ?? ''].filter((p) => p !== '');
  return parts.join('\n\n');
}

export function buildMessages(request: AiRequest): ModelMessage[] {
  const history = request.history
    .filter((turn) => turn.content.trim() !== '')
    .map((turn): ModelMessage => (turn.role === 'user' ? { role: 'user', content: turn.content } : { role: 'assistant', content: turn.content }));
  return [...history, { role: 'user', content: request.message }];
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'));
}

/** A short, safe description: upstream messages and request bodies may echo keys or health data. */
function toProviderError(error: unknown): AiProviderError {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const what = cause.statusCode ? `HTTP ${cause.statusCode}` : 'could not connect';
    return new AiProviderError(`The AI provider request failed (${what}).`);
  }
  return new AiProviderError('The AI provider returned an unusable answer.');
}

/**
 * The last step may not call tools, so a tool-happy model still ends with an answer; a substance
 * question must start with the check tool (the same screen as the built-in assistant's).
 */
function stepsFor(brief: LlmBrief) {
  return ({ stepNumber }: { stepNumber: number }) => {
    if (stepNumber >= maxSteps - 1) return { toolChoice: 'none' as const };
    if (stepNumber === 0 && brief.substanceQuestion) return { toolChoice: { type: 'tool' as const, toolName: 'checkSafety' as const } };
    return undefined;
  };
}

export function createLlmProvider(config: AiConfig, options: LlmProviderOptions = {}): AiProvider {
  const choice = chooseModel(config, options);
  const maxRetries = options.maxRetries ?? 1;

  async function answer(request: AiRequest, ledger: ToolLedger, model: LanguageModel, brief: LlmBrief): Promise<string> {
    const call = {
      model,
      system: buildSystemPrompt(request, brief),
      messages: buildMessages(request),
      tools: buildLlmTools(request.tools, ledger),
      stopWhen: stepCountIs(maxSteps),
      prepareStep: stepsFor(brief),
      abortSignal: request.signal,
      temperature,
      maxOutputTokens,
      maxRetries,
    };
    const onDelta = request.onDelta;
    if (!onDelta) {
      const result = await generateText(call);
      return result.steps.map((step) => step.text.trim()).filter(Boolean).join('\n\n');
    }
    // Errors arrive as stream parts; the no-op onError keeps the SDK from logging them itself.
    const result = streamText({ ...call, onError: () => {} });
    let text = '';
    let newStep = false;
    for await (const part of result.fullStream) {
      if (part.type === 'error') throw part.error;
      if (part.type === 'abort') throw request.signal?.reason ?? new DOMException('The answer was aborted.', 'AbortError');
      if (part.type === 'finish-step') newStep = true;
      if (part.type !== 'text-delta' || part.text === '') continue;
      const piece = newStep && text.trim() ? `\n\n${part.text.trimStart()}` : part.text;
      newStep = false;
      text += piece;
      onDelta(piece);
    }
    return text;
  }

  return {
    name: config.provider,
    async respond(request: AiRequest): Promise<AiReply> {
      if (!choice.ok) throw new AiNotConfiguredError(choice.detail);
      const ledger = new ToolLedger();
      const brief = llmBrief(request.message, request.history, await request.tools.getPerson());
      let text: string;
      try {
        text = (await answer(request, ledger, choice.model, brief)).trim();
      } catch (error) {
        if (isAbort(error, request.signal)) throw error;
        throw toProviderError(error);
      }
      if (!text) throw new AiProviderError('The AI provider returned an empty answer.');
      return {
        text,
        sources: ledger.sources,
        usedDataSections: [...new Set([...request.personalization.usedDataSections, ...ledger.profileSections])],
      };
    },
  };
}
