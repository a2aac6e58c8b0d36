/**
 * Local-storage keys of the onboarding data service (spec part 2 §7). A module of its own so
 * the session store on the landing page can clear them at sign-out without pulling in the
 * profile rules.
 */
export const onboardingStorageKeys = {
  backup: 'unified_onboarding_backup',
  lastMedicationAnalysis: 'lastMedicationAnalysis',
} as const;
