import type { PageId } from '@thrivewell/core/contracts/routes';
import { lazyComponent, lazyPage, type LazyPage, type WithChildren } from './lazy-page';

/** One lazily loaded module per page of the core route table; TypeScript keeps it complete. */
export const pageModules: Record<PageId, LazyPage> = {
  landing: lazyPage(() => import('../routes/landing')),
  features: lazyPage(() => import('../routes/features')),
  'how-it-works': lazyPage(() => import('../routes/how-it-works')),
  about: lazyPage(() => import('../routes/about')),
  contact: lazyPage(() => import('../routes/contact')),
  pricing: lazyPage(() => import('../routes/pricing')),
  'pro-features': lazyPage(() => import('../routes/pro-features')),
  terms: lazyPage(() => import('../routes/terms')),
  privacy: lazyPage(() => import('../routes/privacy')),
  'wellness-policy': lazyPage(() => import('../routes/wellness-policy')),
  legal: lazyPage(() => import('../routes/legal')),
  'compliance-center': lazyPage(() => import('../routes/compliance-center')),
  'sample-report': lazyPage(() => import('../routes/sample-report')),
  'coming-soon': lazyPage(() => import('../routes/coming-soon')),
  upgrade: lazyPage(() => import('../routes/upgrade')),
  subscription: lazyPage(() => import('../routes/subscription')),
  'subscription-success': lazyPage(() => import('../routes/subscription-success')),
  'subscription-cancel': lazyPage(() => import('../routes/subscription-cancel')),
  'billing-test-checkout': lazyPage(() => import('../routes/billing-test-checkout')),
  'billing-test-portal': lazyPage(() => import('../routes/billing-test-portal')),
  auth: lazyPage(() => import('../routes/auth')),
  account: lazyPage(() => import('../routes/account')),
  'dev-mailbox': lazyPage(() => import('../routes/dev-mailbox')),
  'api-reference': lazyPage(() => import('../routes/api-reference')),
  'interaction-checker': lazyPage(() => import('../routes/interaction-checker')),
  'supplement-interactions': lazyPage(() => import('../routes/supplement-interactions')),
  'safety-cabinet': lazyPage(() => import('../routes/safety-cabinet')),
  'safety-timing': lazyPage(() => import('../routes/safety-timing')),
  'ingredient-analyzer': lazyPage(() => import('../routes/ingredient-analyzer')),
  'product-fact-checker': lazyPage(() => import('../routes/product-fact-checker')),
  'essential-oils': lazyPage(() => import('../routes/essential-oils')),
  'natural-remedies': lazyPage(() => import('../routes/natural-remedies')),
  'medication-safety': lazyPage(() => import('../routes/medication-safety')),
  'supplements-dashboard': lazyPage(() => import('../routes/supplements-dashboard')),
  dashboard: lazyPage(() => import('../routes/dashboard')),
  'dashboard-overview': lazyPage(() => import('../routes/dashboard-overview')),
  onboarding: lazyPage(() => import('../routes/onboarding')),
  'journey-selector': lazyPage(() => import('../routes/journey-selector')),
  'health-profile': lazyPage(() => import('../routes/health-profile')),
  'profile-completion': lazyPage(() => import('../routes/profile-completion')),
  'profile-section': lazyPage(() => import('../routes/profile-section')),
};

export const notFoundPage = lazyPage(() => import('../routes/not-found'));

/** TanStack Query's provider, loaded with the first page that is not the landing page. */
export const QueryProvider = lazyComponent<WithChildren>(() => import('./query-provider'));
