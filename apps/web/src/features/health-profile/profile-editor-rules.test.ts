import { describe, expect, it } from 'vitest';
import {
  canSaveChanges,
  defaultEditorSection,
  editorFooterStatus,
  editorHeaderBadges,
  editorSections,
  editorTexts,
  needsLeaveConfirmation,
  sectionSaveToast,
} from './profile-editor-rules';

describe('Edit Health Profile dialog', () => {
  it('P2-EDIT-01 seven sections on the left', () => {
    expect(editorSections.map((s) => s.title)).toEqual([
      'Personal Information',
      'Medical History',
      'Current Symptoms',
      'Medications',
      'Lifestyle',
      'Diet & Nutrition',
      'Health Goals',
    ]);
  });

  it("P2-EDIT-03 / P2-EDIT-04 / P2-EDIT-05 / P2-EDIT-11 'Has changes', 'N% Complete', 'Unsaved Changes', 'Data Validation Issues'", () => {
    expect(editorTexts.hasChanges).toBe('Has changes');
    expect(editorHeaderBadges(64, false)).toEqual(['64% Complete']);
    expect(editorHeaderBadges(64, true)).toEqual(['64% Complete', 'Unsaved Changes']);
    expect(editorTexts.validationIssuesTitle).toBe('Data Validation Issues');
  });

  it('P2-EDIT-06..08 footer status', () => {
    expect(editorFooterStatus({ saving: true, hasUnsavedChanges: true })).toBe('Saving changes...');
    expect(editorFooterStatus({ saving: false, hasUnsavedChanges: true })).toBe('You have unsaved changes');
    expect(editorFooterStatus({ saving: false, hasUnsavedChanges: false })).toBe('All changes saved');
  });

  it('P2-EDIT-09 / P2-EDIT-10 Save Changes only with pending changes and nothing saving', () => {
    expect([editorTexts.close, editorTexts.save]).toEqual(['Close', 'Save Changes']);
    expect(canSaveChanges({ saving: false, hasUnsavedChanges: true })).toBe(true);
    expect(canSaveChanges({ saving: true, hasUnsavedChanges: true })).toBe(false);
    expect(canSaveChanges({ saving: false, hasUnsavedChanges: false })).toBe(false);
  });

  it('P2-EDIT-13 opens on personalInfo by default', () => {
    expect(defaultEditorSection).toBe('personalInfo');
  });

  it('P2-EDIT-16 / P2-EDIT-19 leaving with unsaved changes asks first', () => {
    expect(needsLeaveConfirmation({ saving: false, hasUnsavedChanges: true })).toBe(true);
    expect(needsLeaveConfirmation({ saving: false, hasUnsavedChanges: false })).toBe(false);
  });

  it('P2-EDIT-20..22 save toasts', () => {
    expect(sectionSaveToast('failed', 'diet')).toEqual({ tone: 'error', text: 'Failed to save changes' });
    expect(sectionSaveToast('threw', 'diet')).toEqual({ tone: 'error', text: 'An error occurred while saving' });
    expect(sectionSaveToast('saved', 'symptoms')).toEqual({ tone: 'success', text: 'Current Symptoms updated successfully' });
  });
});
