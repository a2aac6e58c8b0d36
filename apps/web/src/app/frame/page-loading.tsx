/** Fallback while a lazy route module loads (P1-FRAME-17); without a name while the route table itself loads. */
export function PageLoading({ name }: { name?: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-16 text-muted">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-border border-t-brand motion-reduce:animate-none"
      />
      <span>{name ? `Loading ${name} page...` : 'Loading page...'}</span>
    </div>
  );
}
