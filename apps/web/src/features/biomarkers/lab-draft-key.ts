/**
 * Where a review table's draft is kept: one key per report and one for manual entry. It starts
 * with 'tracking_' so sign-out clears it with the other health drafts (lib/session.ts). Its own
 * file, so the API module can drop a deleted report's draft without loading the review model.
 */
export const labDraftKey = (name: string) => `tracking_lab_draft_${name}`;
