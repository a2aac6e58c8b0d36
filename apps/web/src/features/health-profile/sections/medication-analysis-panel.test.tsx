// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MedicationAnalysisPanel } from './medication-analysis-panel';

const analysis = {
  medications: [{ name: 'Warfarin', sideEffects: ['Bruising'], detailedSideEffects: ['Serious bleeding'], warnings: ['Avoid NSAIDs'] }, { name: 'Aspirin', sideEffects: [], detailedSideEffects: [], warnings: [] }],
  interactions: [{ a: 'Warfarin', b: 'Aspirin', severity: 'major', summary: 'Bleeding risk', management: 'Ask your doctor' }],
  analyzedAt: '2026-11-25T10:00:00.000Z',
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('MedicationAnalysisPanel', () => {
  it('P2-SVC-05: shows side effects, serious side effects, warnings and interactions of the stored analysis', () => {
    render(<MedicationAnalysisPanel stored={{ current: [], analysis, lastUpdated: analysis.analyzedAt }} />);
    expect(screen.getByText('Bruising')).toBeTruthy();
    expect(screen.getByText('Serious bleeding')).toBeTruthy();
    expect(screen.getByText('Avoid NSAIDs')).toBeTruthy();
    expect(screen.getByText('Warfarin + Aspirin')).toBeTruthy();
    expect(screen.getByText('No safety information found for this name.')).toBeTruthy();
  });

  it('P2-SVC-06: keeps the latest analysis under lastMedicationAnalysis and shows it while the profile is not loaded', () => {
    render(<MedicationAnalysisPanel stored={{ current: [], analysis }} />);
    expect(JSON.parse(localStorage.getItem('lastMedicationAnalysis') ?? 'null')).toEqual(analysis);
    cleanup();
    render(<MedicationAnalysisPanel stored={undefined} />);
    expect(screen.getByText('Bruising')).toBeTruthy();
  });

  it('says there is no analysis yet and ignores a corrupt local copy', () => {
    localStorage.setItem('lastMedicationAnalysis', '{not json');
    render(<MedicationAnalysisPanel stored={undefined} />);
    expect(screen.getByText(/No safety analysis yet/)).toBeTruthy();
  });
});
