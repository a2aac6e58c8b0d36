import { describe, expect, it } from 'vitest';
import { onboardingStorageKeys } from './profile-storage-keys';

describe('profile storage keys', () => {
  it('P2-SVC-02 / P2-SVC-06 local keys', () => {
    expect(onboardingStorageKeys).toEqual({ backup: 'unified_onboarding_backup', lastMedicationAnalysis: 'lastMedicationAnalysis' });
  });
});
