/** Fallback while a lazy route module loads (P1-FRAME-17). */
export function PageLoading({ name }: { name: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-16 text-muted">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-border border-t-brand motion-reduce:animate-none"
      />
      <span>Loading {name} page...</span>
    </div>
  );
}
