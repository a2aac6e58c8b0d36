import type { PageId } from '@thrivewell/core/contracts/routes';
import type { PageModule } from './lazy-page';

/**
 * How every page but the landing page loads (TypeScript keeps the list complete). Its own chunk,
 * loaded with the first such page: the list of each page's chunks (Vite's preload lists) stays
 * out of the entry script, which the landing page's JavaScript budget has no room for (W2-C §2).
 */
export const pageLoaders: Record<Exclude<PageId, 'landing'>, () => Promise<PageModule>> = {
  features: () => import('../routes/features'),
  'how-it-works': () => import('../routes/how-it-works'),
  about: () => import('../routes/about'),
  contact: () => import('../routes/contact'),
  pricing: () => import('../routes/pricing'),
  'pro-features': () => import('../routes/pro-features'),
  terms: () => import('../routes/terms'),
  privacy: () => import('../routes/privacy'),
  'wellness-policy': () => import('../routes/wellness-policy'),
  legal: () => import('../routes/legal'),
  'compliance-center': () => import('../routes/compliance-center'),
  'sample-report': () => import('../routes/sample-report'),
  'coming-soon': () => import('../routes/coming-soon'),
  upgrade: () => import('../routes/upgrade'),
  subscription: () => import('../routes/subscription'),
  'subscription-success': () => import('../routes/subscription-success'),
  'subscription-cancel': () => import('../routes/subscription-cancel'),
  'billing-test-checkout': () => import('../routes/billing-test-checkout'),
  'billing-test-portal': () => import('../routes/billing-test-portal'),
  auth: () => import('../routes/auth'),
  account: () => import('../routes/account'),
  'dev-mailbox': () => import('../routes/dev-mailbox'),
  'api-reference': () => import('../routes/api-reference'),
  'interaction-checker': () => import('../routes/interaction-checker'),
  'supplement-interactions': () => import('../routes/supplement-interactions'),
  'safety-cabinet': () => import('../routes/safety-cabinet'),
  'safety-timing': () => import('../routes/safety-timing'),
  'ingredient-analyzer': () => import('../routes/ingredient-analyzer'),
  'product-fact-checker': () => import('../routes/product-fact-checker'),
  'essential-oils': () => import('../routes/essential-oils'),
  'natural-remedies': () => import('../routes/natural-remedies'),
  'medication-safety': () => import('../routes/medication-safety'),
  'supplements-dashboard': () => import('../routes/supplements-dashboard'),
  dashboard: () => import('../routes/dashboard'),
  'dashboard-overview': () => import('../routes/dashboard-overview'),
  onboarding: () => import('../routes/onboarding'),
  'journey-selector': () => import('../routes/journey-selector'),
  'health-profile': () => import('../routes/health-profile'),
  'profile-completion': () => import('../routes/profile-completion'),
  'profile-section': () => import('../routes/profile-section'),
};

export const loadNotFoundPage = (): Promise<PageModule> => import('../routes/not-found');
