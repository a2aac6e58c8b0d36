import { AlertTriangle } from 'lucide-react';
import { Button } from './button';

/**
 * A section whose data could not be loaded: the reason, announced (role=alert), and a way to try
 * again. One shape for every panel (mood, symptoms, habits, goals, achievements, trends, …).
 */
export function LoadError({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`flex flex-col items-start gap-3 rounded-xl border border-danger/40 bg-danger-soft p-4 ${className ?? ''}`}>
      <p className="flex items-start gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
