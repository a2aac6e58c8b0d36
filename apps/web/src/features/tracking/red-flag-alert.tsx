import { Siren } from 'lucide-react';
import type { SymptomEmergency } from '@thrivewell/core/contracts/tracking-contract';

/** The emergency advice for a red-flag symptom entry: shown first, announced at once. */
export function RedFlagAlert({ emergency }: { emergency: SymptomEmergency }) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border-2 border-danger bg-danger-soft p-4 text-ink">
      <p className="flex items-center gap-2 text-lg font-bold">
        <Siren aria-hidden="true" className="size-6 shrink-0 text-danger" />
        {emergency.kind === 'self_harm' ? 'Please reach out for support now' : 'This could be a medical emergency'}
      </p>
      {emergency.message.split('\n\n').map((paragraph) => (
        <p key={paragraph} className="whitespace-pre-line font-medium">
          {paragraph}
        </p>
      ))}
      {emergency.actions.length > 0 && (
        <>
          <p className="font-semibold">What to do now</p>
          <ul className="list-disc space-y-1 pl-5">
            {emergency.actions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
        </>
      )}
      <p className="text-sm">Your entry was saved.</p>
    </div>
  );
}
