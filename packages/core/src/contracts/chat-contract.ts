/**
 * The AI wellness chat's wire contract (spec part 1 §5, §7, §8; P1-CHAT-20..28): the request
 * the panel sends, the answer it reads, usage, and how errors become user-facing text. The
 * server validates with these schemas; the web renders with the types.
 */
import { z } from 'zod';

export const chatLimits = {
  /** Longest message a user can send. */
  maxMessageLength: 4000,
  /** How many earlier turns of the stored conversation the answer engine is given (older ones are left out). */
  maxHistoryTurns: 30,
  /** Longest stored message given to the answer engine as context (longer ones are cut; answers can be long). */
  maxHistoryEntryLength: 8000,
  /** How many stored messages a conversation keeps (oldest dropped first). */
  maxStoredMessages: 200,
} as const;

export const chatRoles = ['user', 'assistant'] as const;
export type ChatRole = (typeof chatRoles)[number];

/** What kind of answer this is: 'emergency' answers come from the safety layer, before any model. */
export const chatAnswerKindSchema = z.enum(['answer', 'emergency', 'safety']);
export type ChatAnswerKind = z.infer<typeof chatAnswerKindSchema>;

export const chatSourceSchema = z.object({ title: z.string(), url: z.string() });
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** {title, url} of each source, first occurrence of each url kept (sources may carry more fields). */
export function uniqueSources(...lists: readonly (readonly ChatSource[])[]): ChatSource[] {
  const byUrl = new Map<string, ChatSource>();
  for (const list of lists) for (const { title, url } of list) if (!byUrl.has(url)) byUrl.set(url, { title, url });
  return [...byUrl.values()];
}

/** P1-CHAT-20: id, role, content, timestamp (ISO); sources when the answer cites any. */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(chatRoles),
  content: z.string(),
  timestamp: z.string(),
  sources: z.array(chatSourceSchema).optional(),
  /** Assistant messages from the safety layer: 'emergency' (shown prominently) or 'safety'. */
  kind: chatAnswerKindSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/chat/conversation. */
export const chatConversationSchema = z.object({ messages: z.array(chatMessageSchema) });

/**
 * POST /api/chat and /api/chat/stream: only the new message. The user comes from the session,
 * never from the body, and the earlier turns from the conversation the server stores (an older
 * client's `conversationHistory` is ignored like any other unknown key).
 */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'message must be text.' })
    .trim()
    .min(1, 'Please type a message.')
    .max(chatLimits.maxMessageLength, `A message can be at most ${chatLimits.maxMessageLength} characters.`),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatTurn = Pick<ChatMessage, 'role' | 'content'>;


/** GET /api/chat/usage (P1-CHAT-19 without isLoading, which is client state). remainingFree null = unlimited. */
export const chatUsageSchema = z.object({
  dailyCount: z.number().int(),
  remainingFree: z.number().int().nullable(),
  canUseChat: z.boolean(),
});
export type ChatUsage = z.infer<typeof chatUsageSchema>;

/** P1-CHAT-22: the answer: message, error, context.timestamp (+ sources and used profile sections). */
export const chatResponseSchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  kind: chatAnswerKindSchema.optional(),
  context: z.object({
    timestamp: z.string(),
    sources: z.array(chatSourceSchema),
    usedDataSections: z.array(z.string()),
  }),
  usage: chatUsageSchema.optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** The server-sent events of POST /api/chat/stream, one JSON object per `data:` line. */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), response: chatResponseSchema }),
  z.object({ type: z.literal('error'), error: z.string(), code: z.string().optional() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

export const chatErrorTexts = {
  unavailable: 'The AI service is temporarily unavailable. Please contact support.',
  signIn: 'Please log in to use the AI wellness chat.',
  fallback: "I'm having trouble processing your request right now. Please try again.",
} as const;

/** The error code and message the server uses when no AI provider is usable ('not configured', P1-CHAT-25). */
export const aiNotConfigured = { code: 'AI_NOT_CONFIGURED', message: 'The AI provider is not configured.' } as const;

/** P1-CHAT-25..28: what the panel shows for an error text (empty → the fallback). */
export function chatErrorText(raw: string | null | undefined): string {
  const text = (raw ?? '').trim();
  if (!text) return chatErrorTexts.fallback;
  const lower = text.toLowerCase();
  if (lower.includes('not configured')) return chatErrorTexts.unavailable;
  if (lower.includes('authentication')) return chatErrorTexts.signIn;
  return text;
}
