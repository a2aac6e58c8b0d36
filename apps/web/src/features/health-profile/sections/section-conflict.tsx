import { GitMerge, RotateCcw } from 'lucide-react';
import { useCallback, useId } from 'react';
import { conflictTexts, sectionConflictCode } from '../profile-conflict';
import type { ProfileSectionData } from '@thrivewell/core/contracts/profile-contract';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { ApiError } from '../../../lib/api-client';
import { fetchProfile, useApplySavedProfile, type StoredProfile } from '../profile-api';
import { Button } from '../../../ui/button';
import { sectionValue } from './section-values';

/** A save refused because the section was saved elsewhere since this screen loaded it (409). */
export function isSectionConflict(err: unknown): boolean {
  return err instanceof ApiError && err.code === sectionConflictCode;
}

export interface NewerSection<K extends ProfileSectionId> {
  profile: StoredProfile | null;
  /** The saved answers now on the server. */
  value: ProfileSectionData[K];
  /** Their version: the base of the next save. */
  version: string | undefined;
}

/** Reads the newer saved profile after a conflict (and puts it in the cache for every screen). */
export function useLoadNewerSection() {
  const applySaved = useApplySavedProfile();
  return useCallback(
    async <K extends ProfileSectionId>(section: K): Promise<NewerSection<K>> => {
      const profile = await fetchProfile();
      if (profile) applySaved(profile);
      return { profile, value: sectionValue(profile, section), version: profile?.section_versions?.[section] };
    },
    [applySaved],
  );
}

interface SectionConflictNoticeProps {
  /** Names the section when the screen shows more than one (onboarding). */
  sectionTitle?: string;
  busy?: boolean;
  onMerge: () => void;
  onReload: () => void;
}

/** What the screen shows on 409 SECTION_CHANGED: nothing was overwritten; merge or load the saved answers. */
export function SectionConflictNotice({ sectionTitle, busy = false, onMerge, onReload }: SectionConflictNoticeProps) {
  const titleId = useId();
  return (
    <section role="alert" aria-labelledby={titleId} className="space-y-3 rounded-xl border border-warning/40 bg-warning-soft p-4 text-sm text-ink">
      <h4 id={titleId} className="font-semibold">
        {sectionTitle ? `${sectionTitle}: ${conflictTexts.title.toLowerCase()}` : conflictTexts.title}
      </h4>
      <p>{conflictTexts.description}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onMerge} disabled={busy}>
          <GitMerge aria-hidden="true" className="size-4" /> {conflictTexts.merge}
        </Button>
        <Button variant="secondary" onClick={onReload} disabled={busy}>
          <RotateCcw aria-hidden="true" className="size-4" /> {conflictTexts.reload}
        </Button>
      </div>
    </section>
  );
}
