import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * One row per user with a subscription history (spec part 1 §3; P1-SUB-01). The first four
 * columns are the spec's; the rest let webhooks find the user again and apply events at most
 * once and in order (see modules/billing/subscription-update.ts).
 */
export const subscribers = pgTable(
  'subscribers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscribed: boolean('subscribed').notNull().default(false),
    simplifiedTier: text('simplified_tier', { enum: ['paid', 'free'] }).notNull().default('free'),
    subscriptionTier: text('subscription_tier'),
    subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
    /** 'test' (the embedded test-mode checkout) or 'stripe'. */
    provider: text('provider', { enum: ['test', 'stripe'] }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The provider's own status word (Stripe's vocabulary: active, trialing, canceled, …). */
    providerStatus: text('provider_status'),
    lastEventId: text('last_event_id'),
    /** When the provider created the last applied event; older events are skipped. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscribers_provider_customer_idx').on(t.provider, t.providerCustomerId)],
);

/**
 * Checkout sessions of the embedded test-mode provider. Kept in the database rather than in
 * memory so that any server instance can show and complete a session another one created.
 */
export const billingTestSessions = pgTable(
  'billing_test_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lookupKey: text('lookup_key').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status', { enum: ['open', 'paid', 'canceled'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('billing_test_sessions_user_idx').on(t.userId)],
);
