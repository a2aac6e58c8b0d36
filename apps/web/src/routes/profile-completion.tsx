import { ProfileCompletionCard } from '../features/health-profile/cards/profile-completion-card';
import { EditProfileDialog } from '../features/health-profile/editor/edit-profile-dialog';
import { useEditSectionParam } from '../features/health-profile/editor/use-edit-section-param';
import { HealthProfileOverview } from '../features/health-profile/overview/health-profile-overview';
import { PageHeader } from '../features/marketing/page-header';

/** /profile-completion and /health/profile-completion (protected): setup progress, the section overview and the editor. */
export default function ProfileCompletionPage() {
  const editor = useEditSectionParam();
  return (
    <>
      <PageHeader eyebrow="Health profile" title="Complete Your Profile" intro="See what is done and fill in the rest. Each section you complete makes your insights more personal." />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
        <ProfileCompletionCard />
        <HealthProfileOverview onEditSection={editor.openSection} />
      </div>
      <EditProfileDialog open={editor.section !== null} onOpenChange={(open) => !open && editor.close()} initialSection={editor.section ?? undefined} />
    </>
  );
}
