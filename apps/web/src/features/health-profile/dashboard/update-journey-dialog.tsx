import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { OnboardingFlow } from '../onboarding/onboarding-flow';

/** P2-DEC-04: the title of the dialog that holds the onboarding flow for a finished profile. */
export const updateJourneyTitle = 'Update Your Health Journey';

/** P2-DEC-04: the onboarding flow in a dialog, to change a finished profile's answers and journey. */
export default function UpdateJourneyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{updateJourneyTitle}</DialogTitle>
          <DialogDescription>Review your answers and choose the journey that fits you now.</DialogDescription>
        </DialogHeader>
        <div className="mt-4">
          <OnboardingFlow mode="update" onComplete={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
