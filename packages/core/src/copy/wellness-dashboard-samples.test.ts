import { describe, expect, it } from 'vitest';
import { actionListLimit } from '../rules/action-plans';
import {
  defaultWellnessScore,
  previewDashboardTitle,
  realDashboardTitle,
  sampleActions,
  sampleConversation,
  sampleSubScores,
  sampleTrends,
  sampleWellnessScore,
  wellnessDashboardTabs,
  wellnessScoreFrom,
} from './wellness-dashboard-samples';

describe('smart wellness dashboard', () => {
  it('P2-SWD-01 four tabs', () => {
    expect(wellnessDashboardTabs).toEqual(['Action Center', 'Wellness Score', 'AI Assistant', 'Wellness Journey']);
  });

  it("P2-SWD-02 / P2-SWD-03 'Your Real Dashboard' and 'Preview Dashboard'", () => {
    expect(realDashboardTitle).toBe('Your Real Dashboard');
    expect(previewDashboardTitle).toBe('Preview Dashboard');
  });

  it('P2-SWD-17 default and sample score 78', () => {
    expect(defaultWellnessScore).toBe(78);
    expect(sampleWellnessScore).toBe(78);
  });

  it('P2-SWD-18 sample sub-scores Nutrition 82, Fitness 75, Sleep Quality 68, Biomarkers 85', () => {
    expect(sampleSubScores.map((s) => [s.label, s.score])).toEqual([
      ['Nutrition', 82],
      ['Fitness', 75],
      ['Sleep Quality', 68],
      ['Biomarkers', 85],
    ]);
  });

  it('P2-SWD-19 sample trends: +5 this month, +3 this week, 7-day streak', () => {
    expect(sampleTrends.map((t) => `${t.value} ${t.label}`)).toEqual(['+5 this month', '+3 this week', '7-day streak']);
  });

  it('P2-SWD-20 analysis_result.immuneScore defaults to 78 when absent', () => {
    expect(wellnessScoreFrom({ immuneScore: 64 })).toBe(64);
    expect(wellnessScoreFrom({})).toBe(78);
    expect(wellnessScoreFrom(null)).toBe(78);
    expect(wellnessScoreFrom({ immuneScore: 'high' })).toBe(78);
  });

  it('P2-SWD-04 the preview shows at most 5 sample actions', () => {
    expect(sampleActions.length).toBeLessThanOrEqual(actionListLimit);
  });

  it('P2-SWD-21 a sample conversation', () => {
    expect(sampleConversation.length).toBeGreaterThan(1);
  });
});
