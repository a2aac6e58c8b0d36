// TEMP placeholder: replaced by the frame work in progress.
import type { ReactNode } from 'react';
export function GlobalErrorBoundary({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
