import { describe, expect, it } from 'vitest';
import { isJourneyLevel, journeyButton, journeyConfigs, journeyLevels, journeyPickerTitle } from './health-journey';

describe('health journey', () => {
  it('P2-JRN-01 three levels: maintain, improve, transform', () => {
    expect(journeyLevels).toEqual(['maintain', 'improve', 'transform']);
    expect(isJourneyLevel('improve')).toBe(true);
    expect(isJourneyLevel('extreme')).toBe(false);
  });

  it("P2-JRN-08 maintain: 'Maintain & Monitor', '5–10 min/week', 33%", () => {
    expect(journeyConfigs.maintain).toMatchObject({ title: 'Maintain & Monitor', estimatedTimeCommitment: '5–10 min/week', progressIndicator: 33 });
  });

  it("P2-JRN-09 improve: 'Improve & Optimize', '15–20 min/week', 66%", () => {
    expect(journeyConfigs.improve).toMatchObject({ title: 'Improve & Optimize', estimatedTimeCommitment: '15–20 min/week', progressIndicator: 66 });
  });

  it("P2-JRN-10 transform: 'Transform & Thrive', '30+ min/week', 100%", () => {
    expect(journeyConfigs.transform).toMatchObject({ title: 'Transform & Thrive', estimatedTimeCommitment: '30+ min/week', progressIndicator: 100 });
  });

  it('P2-JRN-11 each config has level, title, subtitle, description, features, focusAreas, estimatedTimeCommitment, progressIndicator', () => {
    for (const level of journeyLevels) {
      const c = journeyConfigs[level];
      expect(Object.keys(c).sort()).toEqual(['description', 'estimatedTimeCommitment', 'features', 'focusAreas', 'level', 'progressIndicator', 'subtitle', 'title']);
      expect(c.level).toBe(level);
      expect(c.features.length).toBeGreaterThan(0);
      expect(c.focusAreas.length).toBeGreaterThan(0);
    }
  });

  it("P2-JRN-02 / P2-JRN-03 'Choose Your Health Journey' in onboarding, 'Update Your Health Journey' outside", () => {
    expect(journeyPickerTitle(true)).toBe('Choose Your Health Journey');
    expect(journeyPickerTitle(false)).toBe('Update Your Health Journey');
  });

  it("P2-JRN-04 / P2-JRN-05 'Current Selection' (disabled) on the current level, else 'Start My Journey' or 'Update Journey'", () => {
    expect(journeyButton({ selected: 'improve', current: 'improve', duringOnboarding: false })).toEqual({ label: 'Current Selection', disabled: true });
    expect(journeyButton({ selected: 'improve', current: null, duringOnboarding: true })).toEqual({ label: 'Start My Journey', disabled: false });
    expect(journeyButton({ selected: 'transform', current: 'maintain', duringOnboarding: false })).toEqual({ label: 'Update Journey', disabled: false });
  });

  it('P2-JRN-06 / P2-JRN-07 any level can be picked from any other; a running save disables the button', () => {
    for (const from of journeyLevels) {
      for (const to of journeyLevels.filter((l) => l !== from)) {
        expect(journeyButton({ selected: to, current: from, duringOnboarding: false }).disabled).toBe(false);
      }
    }
    expect(journeyButton({ selected: 'transform', current: 'maintain', duringOnboarding: false, saving: true }).disabled).toBe(true);
  });
});
