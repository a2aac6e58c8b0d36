import { describe, expect, it } from 'vitest';
import { runSystemCheck, systemCheckLines, systemCheckPreferences, systemCheckSummary, systemStatusLabels, type SystemCheckInput } from './system-status';

const healthy: SystemCheckInput = {
  hasUser: true,
  profile: { data_completeness_score: 60, personal_info: { age: 40 } },
  hasRecoverableData: false,
  subscriptionLoading: false,
  saveFailed: false,
  questionnaire: null,
};

describe('runSystemCheck', () => {
  it('P2-SYS-01 / P2-SYS-02 five lines shown as Operational, Warning or Error', () => {
    expect(systemCheckLines).toEqual(['Authentication', 'Data Retrieval', 'Feature Gating', 'Data Saving', 'Cross-Migration']);
    expect(systemStatusLabels).toEqual({ good: 'Operational', warning: 'Warning', error: 'Error' });
    expect(Object.values(runSystemCheck(healthy))).toEqual(['good', 'good', 'good', 'good', 'good']);
  });

  it('P2-SYS-08 Authentication is error when there is no user', () => {
    expect(runSystemCheck({ ...healthy, hasUser: false }).Authentication).toBe('error');
  });

  it('P2-SYS-09 / P2-SYS-10 Data Retrieval: error without profile; good with score above 0 or nothing to recover; else warning', () => {
    expect(runSystemCheck({ ...healthy, profile: null })['Data Retrieval']).toBe('error');
    expect(runSystemCheck({ ...healthy, hasRecoverableData: true })['Data Retrieval']).toBe('good');
    expect(runSystemCheck({ ...healthy, profile: { data_completeness_score: 0 } })['Data Retrieval']).toBe('good');
    expect(runSystemCheck({ ...healthy, profile: { data_completeness_score: 0 }, hasRecoverableData: true })['Data Retrieval']).toBe('warning');
  });

  it('P2-SYS-11 Feature Gating is good whenever the subscription status is not loading', () => {
    expect(runSystemCheck(healthy)['Feature Gating']).toBe('good');
    expect(runSystemCheck({ ...healthy, subscriptionLoading: true })['Feature Gating']).toBe('warning');
  });

  it('P2-SYS-12 Data Saving is error if the update throws; it writes lastSystemCheck', () => {
    expect(runSystemCheck({ ...healthy, saveFailed: true })['Data Saving']).toBe('error');
    expect(systemCheckPreferences(new Date('2025-02-03T04:05:06.000Z'))).toEqual({ lastSystemCheck: '2025-02-03T04:05:06.000Z' });
  });

  it('P2-SYS-13 Cross-Migration warns when a profile with a questionnaire has empty personal info and medical history', () => {
    const questionnaire = { basicInfo: { age: 40 } };
    expect(runSystemCheck({ ...healthy, questionnaire, profile: { personal_info: { weightUnit: 'kg' }, medical_history: {} } })['Cross-Migration']).toBe('warning');
    expect(runSystemCheck({ ...healthy, questionnaire })['Cross-Migration']).toBe('good');
    expect(runSystemCheck({ ...healthy, questionnaire, profile: null })['Cross-Migration']).toBe('good');
  });
});

describe('systemCheckSummary', () => {
  it("P2-SYS-14 'All systems operational!' with no errors and no warnings", () => {
    expect(systemCheckSummary(runSystemCheck(healthy))).toEqual({ tone: 'success', text: 'All systems operational!' });
  });

  it("P2-SYS-15 '{n} critical issues detected' on any error", () => {
    expect(systemCheckSummary(runSystemCheck({ ...healthy, hasUser: false, profile: null, subscriptionLoading: true })).text).toBe('2 critical issues detected');
  });

  it("P2-SYS-16 '{n} warnings detected' with warnings only", () => {
    expect(systemCheckSummary(runSystemCheck({ ...healthy, subscriptionLoading: true })).text).toBe('1 warnings detected');
  });
});
