/**
 * The Edit Health Profile dialog's states and texts (spec part 2 §2, §4, §8; P2-EDIT-01..22).
 * The dialog itself is React; the rules it follows are here so they are tested once.
 */
import { sectionUpdated, profileMessages } from '@thrivewell/core/copy/profile-messages';
import { profileSectionIds, profileSectionTitles, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';

/** P2-EDIT-13. */
export const defaultEditorSection: ProfileSectionId = 'personalInfo';
export const editorSections = profileSectionIds.map((id) => ({ id, title: profileSectionTitles[id] }));

export const editorTexts = {
  hasChanges: 'Has changes',
  unsavedBadge: 'Unsaved Changes',
  validationIssuesTitle: 'Data Validation Issues',
  close: 'Close',
  save: 'Save Changes',
} as const;

export interface EditorState {
  saving: boolean;
  hasUnsavedChanges: boolean;
}

/** P2-EDIT-06..08. */
export function editorFooterStatus(state: EditorState): 'Saving changes...' | 'You have unsaved changes' | 'All changes saved' {
  if (state.saving) return 'Saving changes...';
  return state.hasUnsavedChanges ? 'You have unsaved changes' : 'All changes saved';
}

/** P2-EDIT-10: only with pending changes and nothing saving. */
export function canSaveChanges(state: EditorState): boolean {
  return state.hasUnsavedChanges && !state.saving;
}

/** P2-EDIT-04/05. */
export function editorHeaderBadges(percentComplete: number, hasUnsavedChanges: boolean): string[] {
  const badge = `${Math.round(percentComplete)}% Complete`;
  return hasUnsavedChanges ? [badge, editorTexts.unsavedBadge] : [badge];
}

/** P2-EDIT-16..19: whether leaving the section (or the dialog) must ask first. */
export function needsLeaveConfirmation(state: EditorState): boolean {
  return state.hasUnsavedChanges;
}

/** P2-EDIT-20..22: the toast after a section save (returned false, threw, or succeeded). */
export function sectionSaveToast(outcome: 'saved' | 'failed' | 'threw', section: ProfileSectionId): { tone: 'success' | 'error'; text: string } {
  if (outcome === 'failed') return { tone: 'error', text: profileMessages.sectionSaveFailed };
  if (outcome === 'threw') return { tone: 'error', text: profileMessages.sectionSaveError };
  return { tone: 'success', text: sectionUpdated(profileSectionTitles[section]) };
}
