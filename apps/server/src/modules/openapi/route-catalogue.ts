/**
 * The API's route catalogue: one entry per endpoint with its contract (core zod schemas), who may
 * call it and what it answers. openapi.service.ts turns it into the OpenAPI 3.1 document served
 * at GET /api/openapi.json; the integration test checks that every registered route is here.
 */
import type { z } from 'zod';
import type { Feature } from '@thrivewell/core/rules/plans';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: anyone; optional: a session changes the answer (e.g. the cabinet is included);
 * session: a signed-in session cookie (401 without); plan: a session whose plan has `feature` (403 UPGRADE_REQUIRED without).
 */
export type AuthLevel = 'public' | 'optional' | 'session' | 'plan';

export interface ResponseContract {
  description: string;
  /** The body's schema; left out only for an answer without a body (204). */
  schema?: z.ZodType;
  /** The component name under #/components/schemas (a name given twice must be the same schema). */
  name?: string;
  /** Defaults to application/json. */
  contentType?: string;
}

export interface RouteContract {
  method: HttpMethod;
  /** Fastify's form: /api/profile/sections/:id. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  auth: AuthLevel;
  feature?: Feature;
  request?: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    body?: z.ZodType;
    /** Component name of the body. */
    bodyName?: string;
    bodyRequired?: boolean;
    /** Defaults to application/json (the file upload of the tracking import is multipart/form-data). */
    bodyContentType?: string;
  };
  /** Success answers by status. */
  responses: Record<number, ResponseContract>;
  /** Statuses answered with the one error shape { error: { code, message, field? } }. */
  errors: number[];
}

/** Error statuses most routes share: a bad body, a cross-site or non-JSON write, a rate limit, a server fault. */
export const writeErrors = [400, 403, 413, 415, 429, 500];
export const readErrors = [400, 429, 500];
export const signedInErrors = (errors: number[]) => [...new Set([...errors, 401])].sort((a, b) => a - b);

export const tagDescriptions: Record<string, string> = {
  Platform: 'Health of the server, this document, client error reports and the audit log.',
  Account: 'Export and delete the signed-in account. Sign-up, sign-in and sessions are Better Auth endpoints under /api/auth/* (see the info section).',
  Billing: 'Plans, checkout, customer portal and the Stripe webhook.',
  Profile: 'The unified health profile: sections, onboarding, recovery, journey and action plans.',
  'Profile status': 'What the dashboard decision, onboarding resume and the status cards read.',
  Safety: 'Interaction checks and ingredient analysis.',
  Cabinet: "The signed-in person's medicine cabinet.",
  Knowledge: 'The public knowledge base: search, substance facts, essential oils and remedies.',
  Products: 'The product fact checker (Wellness Pro).',
  Chat: 'The AI wellness chat.',
  Tracking: 'Daily tracking: mood, symptoms, the daily log, the time zone days are counted in, import from other trackers and the CSV download.',
  Habits: 'Habits, check-ins, skips and pauses, with streaks.',
  Goals: 'Tracked goals, measurements, progress and achievements.',
  Nutrition: 'The food diary: foods and labels, the day’s log against DRI targets, progress.',
  Today: 'What the home dashboard’s Today card shows: what is logged today and what is still due.',
  Reminders: 'Reminders (RFC 5545 rules in the person’s time zone), notification settings and web push devices.',
  Doses: 'Medication dose schedules, marks, adherence and refills.',
  Insights: 'Trends (daily series for charts) and patterns between what a person logs (Wellness Pro).',
  'Meal plans': 'Meal plans that respect diet, allergies and medicines (1 day free, 7 days on Wellness Pro), swaps, locks and the shopping list.',
  Biomarkers: 'Lab reports uploaded (Wellness Pro) and read in the background, or typed by hand (free); the person confirms the rows; markers over time.',
  Admin: 'Admin tools (the admin role is granted from the command line only): the recipe library import.',
};
