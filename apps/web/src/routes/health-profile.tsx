import { useSearchParams } from 'react-router';
import { EditProfileDialog } from '../features/health-profile/editor/edit-profile-dialog';
import { useEditSectionParam } from '../features/health-profile/editor/use-edit-section-param';
import { PreviousDataFoundCard } from '../features/health-profile/maintenance/previous-data-found-card';
import { SystemStatusCard } from '../features/health-profile/maintenance/system-status-card';
import { HealthProfileOverview } from '../features/health-profile/overview/health-profile-overview';
import { PageHeader } from '../features/marketing/page-header';
import { Button } from '../ui/button';

/**
 * /profile (protected): the health profile overview, the editor (`?edit=<sectionId>` opens it),
 * data recovery and system status. `?debug=true` switches the Previous Data Found card's debug
 * mode on (P2-REC-08: the card then shows without recoverable data, for support).
 */
export default function HealthProfilePage() {
  const editor = useEditSectionParam();
  const [params] = useSearchParams();
  const recoveryDebug = params.get('debug') === 'true';
  return (
    <>
      <PageHeader eyebrow="Health profile" title="Your Health Profile" intro="Everything you have told us, section by section. Keep it current so your insights and safety checks stay personal.">
        <Button onClick={() => editor.openSection('personalInfo')}>Edit Profile</Button>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
        <PreviousDataFoundCard debug={recoveryDebug} />
        <HealthProfileOverview onEditSection={editor.openSection} />
        <SystemStatusCard />
      </div>
      <EditProfileDialog open={editor.section !== null} onOpenChange={(open) => !open && editor.close()} initialSection={editor.section ?? undefined} />
    </>
  );
}
