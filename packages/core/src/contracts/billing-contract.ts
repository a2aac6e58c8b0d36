/**
 * HTTP contract of issue 3's billing and subscription endpoints, shared by server and web
 * (spec part 1 §3, §7; P1-PLAN-17, P1-PLAN-18). Apart from plans.ts so that the gating rules
 * stay free of zod.
 */
import { z } from 'zod';
import { lookupKeys } from '../rules/plans';

const redirectUrl = z.string().trim().min(1, 'Redirect URL is required').max(2048);

/**
 * POST /api/billing/checkout body. The URLs' hosts are checked by the server with
 * validateRedirectUrl against APP_URL's host, which this schema cannot know.
 */
export const checkoutRequestSchema = z.object({
  lookup_key: z.enum(lookupKeys),
  success_url: redirectUrl,
  cancel_url: redirectUrl,
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Checkout and portal both answer with the provider's page to send the browser to. */
export const redirectResponseSchema = z.object({ url: z.url() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** GET /api/subscription. */
export const subscriptionResponseSchema = z.object({
  isSubscribed: z.boolean(),
  tier: z.string(),
  simplifiedTier: z.enum(['paid', 'free']),
  subscriptionEnd: z.string().nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** POST /api/billing/webhook answer: what became of the event (an unsigned or unknown one is 'ignored'). */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['ignored', 'applied', 'duplicate', 'stale', 'superseded', 'unknown_user']),
});

/** The embedded test-mode checkout (never in production): a session's id in the path. */
export const testSessionParamsSchema = z.object({ id: z.string().describe('tcs_ followed by 32 characters.') });

/** GET /api/billing/test/sessions/:id. */
export const testSessionViewSchema = z.object({
  id: z.string(),
  plan: z.string(),
  planName: z.string(),
  lookupKey: z.enum(lookupKeys),
  cycle: z.enum(['monthly', 'yearly']),
  amount: z.number().describe('Whole currency units (19 = $19).'),
  currency: z.literal('usd'),
  status: z.enum(['open', 'paid', 'canceled', 'expired']),
  expiresAt: z.string(),
});
export type TestSessionView = z.infer<typeof testSessionViewSchema>;
