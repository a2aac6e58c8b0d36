/** Contracts of the platform, account, billing and chat routes. */
import { z } from 'zod';
import { auditEventSchema } from '@thrivewell/core/contracts/audit';
import {
  checkoutRequestSchema,
  redirectResponseSchema,
  subscriptionResponseSchema,
  testSessionParamsSchema,
  testSessionViewSchema,
  webhookResponseSchema,
} from '@thrivewell/core/contracts/billing-contract';
import { chatConversationSchema, chatRequestSchema, chatResponseSchema, chatStreamEventSchema, chatUsageSchema } from '@thrivewell/core/contracts/chat-contract';
import { errorReportBatchSchema } from '@thrivewell/core/contracts/error-reports';
import {
  accountDeleteBodySchema,
  accountDeleteResponseSchema,
  accountExportSchema,
  auditResponseSchema,
  errorReportsResponseSchema,
  healthResponseSchema,
  mailboxResponseSchema,
} from '@thrivewell/core/contracts/platform';
import { readErrors, signedInErrors, writeErrors, type RouteContract } from './route-catalogue';

const platform = { tag: 'Platform', auth: 'public' } as const;
const billing = { tag: 'Billing', auth: 'session' } as const;
const chat = { tag: 'Chat', auth: 'session' } as const;
const redirect = { description: 'The page to send the browser to.', schema: redirectResponseSchema, name: 'RedirectResponse' };
const subscription = { description: 'The plan now.', schema: subscriptionResponseSchema, name: 'SubscriptionResponse' };
const testMode = 'Only while the embedded test-mode checkout is the billing provider (never in production, never next to Stripe).';

/** The OpenAPI document itself is JSON Schema-shaped data: an object with openapi, info and paths. */
const openApiDocumentSchema = z.object({ openapi: z.string(), info: z.record(z.string(), z.unknown()), paths: z.record(z.string(), z.unknown()) }).loose();

export const accountContracts: RouteContract[] = [
  { ...platform, method: 'GET', path: '/api/health', summary: 'Is the server up', responses: { 200: { description: 'Up, with the database kind and version.', schema: healthResponseSchema, name: 'HealthResponse' } }, errors: [500] },
  { ...platform, method: 'GET', path: '/api/openapi.json', summary: 'This document', description: 'OpenAPI 3.1, generated from the same zod schemas the server validates with. Cacheable.', responses: { 200: { description: 'The OpenAPI document.', schema: openApiDocumentSchema, name: 'OpenApiDocument' } }, errors: [429, 500] },
  { ...platform, auth: 'optional', method: 'POST', path: '/api/errors', summary: 'Report client errors', description: 'A session makes the reports the user’s own (exported and deleted with the account).', request: { body: errorReportBatchSchema, bodyName: 'ErrorReportBatch', bodyRequired: true }, responses: { 202: { description: 'Stored.', schema: errorReportsResponseSchema, name: 'ErrorReportsResponse' } }, errors: writeErrors },
  { ...platform, auth: 'optional', method: 'POST', path: '/api/audit', summary: 'Write a client audit event', description: '100 events per minute per user; the excess is dropped with the same 202.', request: { body: auditEventSchema, bodyName: 'AuditEvent', bodyRequired: true }, responses: { 202: { description: 'Accepted.', schema: auditResponseSchema, name: 'AuditResponse' } }, errors: writeErrors },
  { ...platform, method: 'GET', path: '/api/dev/mailbox', summary: 'The development mailbox', description: 'Only with the outbox mail provider (no SMTP_URL, not in production) and only for requests from the server’s own machine; 404 otherwise.', responses: { 200: { description: 'What the outbox sent, newest first.', schema: mailboxResponseSchema, name: 'Mailbox' } }, errors: [404, 500] },
  { tag: 'Account', auth: 'session', method: 'GET', path: '/api/account/export', summary: 'Download every row of the account', responses: { 200: { description: 'The account’s data as one JSON file.', schema: accountExportSchema, name: 'AccountExport' } }, errors: signedInErrors(readErrors) },
  { tag: 'Account', auth: 'session', method: 'DELETE', path: '/api/account', summary: 'Delete the account', description: 'The typed e-mail must be the account’s own. A live subscription is cancelled first; if that fails the account stays (502).', request: { body: accountDeleteBodySchema, bodyName: 'AccountDeleteBody', bodyRequired: true }, responses: { 200: { description: 'Deleted; the session cookie is cleared.', schema: accountDeleteResponseSchema, name: 'AccountDeleted' } }, errors: signedInErrors([...writeErrors, 502]) },
  { ...billing, method: 'GET', path: '/api/subscription', summary: 'The signed-in person’s plan', responses: { 200: subscription }, errors: signedInErrors(readErrors) },
  { ...billing, method: 'POST', path: '/api/billing/checkout', summary: 'Start a checkout', request: { body: checkoutRequestSchema, bodyName: 'CheckoutRequest', bodyRequired: true }, responses: { 200: redirect }, errors: signedInErrors([...writeErrors, 409, 503]) },
  { ...billing, method: 'POST', path: '/api/billing/portal', summary: 'Open the customer portal', responses: { 200: redirect }, errors: signedInErrors([...writeErrors, 409, 503]) },
  { ...billing, auth: 'public', method: 'POST', path: '/api/billing/webhook', summary: 'Stripe event deliveries', description: 'Signed by Stripe (Stripe-Signature header over the raw body); 503 PROVIDER_NOT_CONFIGURED without Stripe.', request: { body: z.record(z.string(), z.unknown()).describe('A Stripe event.'), bodyName: 'StripeEvent', bodyRequired: true }, responses: { 200: { description: 'What became of the event.', schema: webhookResponseSchema, name: 'WebhookResponse' } }, errors: [400, 500, 503] },
  { ...billing, method: 'GET', path: '/api/billing/test/sessions/:id', summary: 'A test-mode checkout session', description: testMode, request: { params: testSessionParamsSchema }, responses: { 200: { description: 'The session.', schema: testSessionViewSchema, name: 'TestSessionView' } }, errors: signedInErrors([404, 429, 500]) },
  { ...billing, method: 'POST', path: '/api/billing/test/sessions/:id/pay', summary: 'Pay a test-mode checkout', description: testMode, request: { params: testSessionParamsSchema }, responses: { 200: redirect }, errors: signedInErrors([...writeErrors, 404, 409, 410]) },
  { ...billing, method: 'POST', path: '/api/billing/test/sessions/:id/cancel', summary: 'Cancel a test-mode checkout', description: testMode, request: { params: testSessionParamsSchema }, responses: { 200: redirect }, errors: signedInErrors([...writeErrors, 404, 409]) },
  { ...billing, method: 'POST', path: '/api/billing/test/portal/cancel-subscription', summary: 'Cancel the test-mode subscription', description: testMode, responses: { 200: subscription }, errors: signedInErrors([...writeErrors, 409]) },
  { ...chat, method: 'GET', path: '/api/chat/usage', summary: 'Today’s chat usage', responses: { 200: { description: 'Count and what is left (null = unlimited).', schema: chatUsageSchema, name: 'ChatUsage' } }, errors: signedInErrors(readErrors) },
  { ...chat, method: 'GET', path: '/api/chat/conversation', summary: 'The stored conversation', responses: { 200: { description: 'Messages, oldest first.', schema: chatConversationSchema, name: 'ChatConversation' } }, errors: signedInErrors(readErrors) },
  { ...chat, method: 'DELETE', path: '/api/chat/conversation', summary: 'Clear the conversation', responses: { 204: { description: 'Cleared.' } }, errors: signedInErrors(writeErrors) },
  { ...chat, method: 'POST', path: '/api/chat', summary: 'Ask the assistant', request: { body: chatRequestSchema, bodyName: 'ChatRequest', bodyRequired: true }, responses: { 200: { description: 'The answer.', schema: chatResponseSchema, name: 'ChatResponse' } }, errors: signedInErrors([...writeErrors, 502, 503]) },
  {
    ...chat,
    method: 'POST',
    path: '/api/chat/stream',
    summary: 'Ask the assistant, streamed',
    description: 'Server-sent events: `data:` lines of ChatStreamEvent JSON — delta…, then done (with the whole answer) or error.',
    request: { body: chatRequestSchema, bodyName: 'ChatRequest', bodyRequired: true },
    responses: { 200: { description: 'One event per data: line.', schema: chatStreamEventSchema, name: 'ChatStreamEvent', contentType: 'text/event-stream' } },
    errors: signedInErrors([...writeErrors, 502, 503]),
  },
];
