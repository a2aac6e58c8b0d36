/** The profile routes' contracts (modules/profile: profile.routes.ts, profile-status.routes.ts). */
import { z } from 'zod';
import { dashboardResponseSchema } from '@thrivewell/core/contracts/dashboard';
import { multipleSectionsBodySchema, profileSectionSchemas } from '@thrivewell/core/contracts/profile-contract';
import {
  actionParamsSchema,
  actionPlanViewSchema,
  actionPlansResponseSchema,
  actionUpdateBodySchema,
  analysisResponseSchema,
  diagnosticsResponseSchema,
  featureDataSchema,
  featureParamsSchema,
  freshnessResponseSchema,
  profileSectionParamsSchema,
  storedProfileSchema,
} from '@thrivewell/core/contracts/profile-responses';
import {
  journeyBodySchema,
  journeyResponseSchema,
  legacyImportBodySchema,
  legacyImportResponseSchema,
  onboardingProgressSchema,
  profileStatusSchema,
  recoverResponseSchema,
  systemCheckResponseSchema,
} from '@thrivewell/core/contracts/profile-status';
import { signedInErrors, writeErrors, type RouteContract } from './route-catalogue';

const profile = { description: 'The stored profile row.', schema: storedProfileSchema, name: 'StoredProfile' };
const session = { tag: 'Profile', auth: 'session' } as const;
const write = signedInErrors(writeErrors);
const read = signedInErrors([429, 500]);

/** Any one section's body (PUT /api/profile/sections/:id validates it with that section's schema). */
const s = profileSectionSchemas;

/** The seven sections' bodies, named once: both section saves refer to them. */
export const profileSectionComponents: Record<string, z.ZodType> = {
  PersonalInfoSection: s.personalInfo,
  MedicalHistorySection: s.medicalHistory,
  SymptomsSection: s.symptoms,
  MedicationsSection: s.medications,
  LifestyleSection: s.lifestyle,
  DietSection: s.diet,
  HealthGoalsSection: s.healthGoals,
};
const anySectionBody = z.union([s.personalInfo, s.medicalHistory, s.symptoms, s.medications, s.lifestyle, s.diet, s.healthGoals]);

export const profileContracts: RouteContract[] = [
  { ...session, method: 'GET', path: '/api/profile', summary: 'Read the health profile', responses: { 200: profile }, errors: signedInErrors([404, 429, 500]), description: '404 PROFILE_NOT_FOUND before onboarding has saved anything.' },
  {
    ...session,
    method: 'PUT',
    path: '/api/profile/sections/:id',
    summary: 'Save one profile section',
    description: 'The body is the section named in the path (personalInfo, medicalHistory, …). An empty body is refused; If-Match with the section_versions entry makes a stale save answer 409 SECTION_CHANGED.',
    request: { params: profileSectionParamsSchema, body: anySectionBody, bodyName: 'ProfileSectionBody', bodyRequired: true },
    responses: { 200: profile },
    errors: [...write, 409],
  },
  {
    ...session,
    method: 'PUT',
    path: '/api/profile/sections',
    summary: 'Save several profile sections at once',
    description: 'Any of the seven sections (each as in PUT /api/profile/sections/{id}), at least one, plus optional `versions`.',
    request: { body: multipleSectionsBodySchema, bodyName: 'MultipleSectionsBody', bodyRequired: true },
    responses: { 200: profile },
    errors: [...write, 409],
  },
  { ...session, method: 'POST', path: '/api/profile/complete', summary: 'Mark onboarding complete', responses: { 200: profile }, errors: write },
  { ...session, method: 'GET', path: '/api/profile/feature/:feature', summary: 'Profile data one feature reads', request: { params: featureParamsSchema }, responses: { 200: { description: 'The columns the feature reads.', schema: featureDataSchema, name: 'FeatureData' } }, errors: signedInErrors([400, 429, 500]) },
  { ...session, method: 'POST', path: '/api/profile/recover', summary: 'Recover the profile from legacy data', responses: { 200: { description: 'What was recovered (success false when there was nothing).', schema: recoverResponseSchema, name: 'RecoverResponse' } }, errors: write },
  {
    ...session,
    method: 'POST',
    path: '/api/profile/legacy-import',
    summary: 'Import a downloaded data file',
    request: { body: legacyImportBodySchema, bodyName: 'LegacyImportBody', bodyRequired: true },
    responses: { 200: { description: 'Imported; whether recovery is now offered.', schema: legacyImportResponseSchema, name: 'LegacyImportResponse' } },
    errors: write,
  },
  { ...session, method: 'GET', path: '/api/profile/journey', summary: 'Read the health journey level', responses: { 200: { description: 'The level, null until chosen.', schema: journeyResponseSchema, name: 'JourneyResponse' } }, errors: read },
  { ...session, method: 'PUT', path: '/api/profile/journey', summary: 'Choose the health journey level', request: { body: journeyBodySchema, bodyName: 'JourneyBody', bodyRequired: true }, responses: { 200: { description: 'The saved level.', schema: journeyResponseSchema, name: 'JourneyResponse' } }, errors: write },
  { ...session, method: 'GET', path: '/api/profile/action-plans', summary: 'List action plans', description: 'Paid users get their own plans; everyone else the sample actions (sample: true).', responses: { 200: { description: 'Up to five plans.', schema: actionPlansResponseSchema, name: 'ActionPlans' } }, errors: read },
  {
    ...session,
    method: 'PATCH',
    path: '/api/profile/action-plans/:actionId',
    summary: 'Mark an action done or pending',
    request: { params: actionParamsSchema, body: actionUpdateBodySchema, bodyName: 'ActionUpdateBody', bodyRequired: true },
    responses: { 200: { description: 'The updated plan.', schema: actionPlanViewSchema, name: 'ActionPlan' } },
    errors: [...write, 404],
  },
  {
    ...session,
    tag: 'Profile status',
    method: 'GET',
    path: '/api/dashboard',
    summary: 'The dashboard’s first screen in one answer',
    description: 'Status, stored profile (null before onboarding saves anything), newest analysis and outdated records: each part as its own endpoint answers it.',
    responses: { 200: { description: 'The four parts.', schema: dashboardResponseSchema, name: 'DashboardResponse' } },
    errors: read,
  },
  { ...session, tag: 'Profile status', method: 'GET', path: '/api/profile/status', summary: 'Dashboard decision, resume step and recovery offer', responses: { 200: { description: 'The status.', schema: profileStatusSchema, name: 'ProfileStatus' } }, errors: read },
  {
    ...session,
    tag: 'Profile status',
    method: 'PUT',
    path: '/api/profile/onboarding-progress',
    summary: 'Save how far onboarding got',
    request: { body: onboardingProgressSchema, bodyName: 'OnboardingProgressBody', bodyRequired: true },
    responses: { 200: { description: 'The stored step.', schema: onboardingProgressSchema, name: 'OnboardingProgress' } },
    errors: write,
  },
  { ...session, tag: 'Profile status', method: 'GET', path: '/api/profile/freshness', summary: 'Outdated records (older than 3 months)', responses: { 200: { description: 'Outdated items; empty when all is fresh.', schema: freshnessResponseSchema, name: 'FreshnessResponse' } }, errors: read },
  { ...session, tag: 'Profile status', method: 'GET', path: '/api/profile/analysis', summary: 'Newest safety analysis of the medications', responses: { 200: { description: 'The newest analysis, or nulls.', schema: analysisResponseSchema, name: 'AnalysisResponse' } }, errors: read },
  { ...session, tag: 'Profile status', method: 'POST', path: '/api/profile/system-check', summary: 'Record a System Status check', responses: { 200: { description: 'When it ran.', schema: systemCheckResponseSchema, name: 'SystemCheckResponse' } }, errors: [...write, 404] },
  { ...session, tag: 'Profile status', method: 'GET', path: '/api/profile/diagnostics', summary: 'Connection test with the full reads', responses: { 200: { description: 'The reads of the user’s own rows.', schema: diagnosticsResponseSchema, name: 'DiagnosticsResponse' } }, errors: signedInErrors([429, 500, 503]) },
];
