import type { ReactNode } from 'react';

export type BadgeTone = 'brand' | 'solid' | 'accent' | 'success' | 'warning' | 'danger' | 'neutral';

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-soft text-brand',
  solid: 'bg-brand text-on-brand',
  // The accent colour is too light for small text on its soft background: ink text, accent ring.
  accent: 'bg-accent-soft text-ink ring-1 ring-inset ring-accent/60',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  neutral: 'bg-surface-2 text-muted',
};

/** A small pill label ('Coming soon', 'Most Popular', a severity). Text, never colour alone. */
export function Badge({ tone = 'brand', className = '', children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]} ${className}`}>
      {children}
    </span>
  );
}
