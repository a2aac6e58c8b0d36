import { Activity, Apple, HeartPulse, Pill, Stethoscope, Target, User, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { profileSectionTitles, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { overviewSectionAction, overviewSectionStatus, overviewSectionSummary, overviewStatusLook } from './section-status';

const sectionIcons: Record<ProfileSectionId, LucideIcon> = {
  personalInfo: User,
  medicalHistory: Stethoscope,
  symptoms: HeartPulse,
  medications: Pill,
  lifestyle: Activity,
  diet: Apple,
  healthGoals: Target,
};

interface OverviewSectionCardProps {
  profile: UnifiedProfile;
  section: ProfileSectionId;
  onEdit: (section: ProfileSectionId) => void;
}

/** One section of the overview (P2-OVW-05/06): its status badge, what is stored, and Edit or Add. */
export function OverviewSectionCard({ profile, section, onEdit }: OverviewSectionCardProps) {
  const titleId = useId();
  const title = profileSectionTitles[section];
  const look = overviewStatusLook[overviewSectionStatus(profile, section)];
  const action = overviewSectionAction(profile, section);
  const Icon = sectionIcons[section];
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <h3 id={titleId} className="font-semibold">
            {title}
          </h3>
        </div>
        <Badge tone={look.tone} className="shrink-0">
          <span className="sr-only">Status: </span>
          {look.label}
        </Badge>
      </div>
      <p className="flex-1 text-sm text-muted">{overviewSectionSummary(profile, section)}</p>
      <Button variant={action === 'Add' ? 'primary' : 'secondary'} onClick={() => onEdit(section)} aria-label={`${action} ${title}`} className="self-start">
        {action}
      </Button>
    </article>
  );
}
