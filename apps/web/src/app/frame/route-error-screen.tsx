// TEMP placeholder: replaced by the frame work in progress.
import type { ReactNode } from 'react';
export function RouteErrorBoundary({ children }: { children: ReactNode; path: string }) {
  return <>{children}</>;
}
