import { useEffect, useRef } from 'react';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { useProfile, useProfileStatus } from '../profile-api';
import { useProfileAuthGuard } from '../profile-auth';
import { Button } from '../../../ui/button';
import { SectionEditor } from './section-editor';

export interface SectionPageProps {
  section: ProfileSectionId;
  /** The form's heading (an h2; the route's page header holds the h1). */
  title: string;
  intro?: string;
}

function SectionSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading your profile...</span>
      <div aria-hidden="true" className="h-7 w-48 animate-pulse rounded bg-surface-2" />
      <div aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-surface-2" />
      <div aria-hidden="true" className="h-32 animate-pulse rounded-2xl bg-surface-2" />
    </div>
  );
}

/**
 * A standalone page body for editing one profile section (/medications, /diet, /health-goals…):
 * loads the profile, shows the section's form and saves it on request.
 */
export function SectionPage({ section, title, intro }: SectionPageProps) {
  const profile = useProfile();
  const status = useProfileStatus(section === 'medications');
  const authGuard = useProfileAuthGuard();
  const handledError = useRef<unknown>(null);

  useEffect(() => {
    if (!profile.error || handledError.current === profile.error) return;
    handledError.current = profile.error;
    authGuard(profile.error, 'load');
  }, [profile.error, authGuard]);

  if (profile.isPending) return <SectionSkeleton />;
  if (profile.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-2xl border border-danger/40 bg-danger-soft p-5 text-ink">
        <p className="font-semibold">We could not load your profile.</p>
        <p className="text-sm">{profile.error.message}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
          {profile.isFetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  }
  return <SectionEditor key={section} section={section} title={title} intro={intro} profile={profile.data} storedMedications={status.data?.storedMedications ?? []} />;
}
